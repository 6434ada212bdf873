// The public content the site shows (news, FAQ, cities and their care places, pages, the home
// page), from the seed content (./content) or a test's. Rows are inserted only when missing, so an
// editor's later changes survive every start.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../openDatabase';
import { careItems, cities, faqArticles, homeContent, newsPosts, pages } from '../schema';
import type { LocaleSeed } from './content/types';
import { demoPhotoPath, type DemoPhoto } from './demoPhotos';

/** Keeps multi-row inserts well under PostgreSQL's 65535 bind-parameter limit. */
const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function seedNews(db: Database, content: LocaleSeed[]): Promise<void> {
  const rows = content.flatMap(({ locale, news }) =>
    news.map((post) => ({
      key: post.key,
      locale,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      bodyHtml: post.bodyHtml,
      category: post.category,
      coverImage: post.coverPhoto
        ? demoPhotoPath({ illustration: post.coverImage, format: post.coverPhoto })
        : post.coverImage,
      readingMinutes: post.readingMinutes,
      status: 'published' as const,
      publishedAt: new Date(post.publishedAt),
    })),
  );
  for (const chunk of chunks(rows)) await db.insert(newsPosts).values(chunk).onConflictDoNothing();
}

async function seedFaq(db: Database, content: LocaleSeed[]): Promise<void> {
  const rows = content.flatMap(({ locale, faq }) =>
    faq.map((article) => ({
      key: article.key,
      locale,
      slug: article.slug,
      question: article.question,
      excerpt: article.excerpt,
      answerHtml: article.answerHtml,
      category: article.category,
      status: 'published' as const,
      publishedAt: new Date(article.publishedAt),
    })),
  );
  for (const chunk of chunks(rows)) {
    await db.insert(faqArticles).values(chunk).onConflictDoNothing();
  }
}

async function seedCities(db: Database, content: LocaleSeed[]): Promise<void> {
  for (const { locale, cities: seedCities = [] } of content) {
    if (seedCities.length === 0) continue;
    await db
      .insert(cities)
      .values(
        seedCities.map(({ careItems: _items, ...city }) => ({
          key: city.key,
          locale,
          slug: city.slug,
          name: city.name,
          region: city.region,
          country: city.country,
          intro: city.intro,
        })),
      )
      .onConflictDoNothing();
    // Look the cities up again: those that already existed returned nothing from the insert.
    const stored = await db
      .select({ id: cities.id, slug: cities.slug })
      .from(cities)
      .where(
        and(
          eq(cities.locale, locale),
          inArray(
            cities.slug,
            seedCities.map((c) => c.slug),
          ),
        ),
      );
    const idBySlug = new Map(stored.map((c) => [c.slug, c.id]));
    const rows = seedCities.flatMap((city) => {
      const cityId = idBySlug.get(city.slug);
      if (cityId === undefined) return [];
      return city.careItems.map(({ photo, ...item }) => ({
        ...item,
        image: photo ? demoPhotoPath(photo) : null,
        cityId,
        locale,
      }));
    });
    for (const chunk of chunks(rows)) {
      await db.insert(careItems).values(chunk).onConflictDoNothing();
    }
  }
}

async function seedPagesAndHome(db: Database, content: LocaleSeed[]): Promise<void> {
  const pageRows = content.flatMap(({ locale, pages: seedPages = [] }) =>
    seedPages.map((page) => ({ ...page, locale })),
  );
  if (pageRows.length > 0) await db.insert(pages).values(pageRows).onConflictDoNothing();
  const homeRows = content.flatMap(({ locale, home }) => (home ? [{ locale, content: home }] : []));
  if (homeRows.length > 0) await db.insert(homeContent).values(homeRows).onConflictDoNothing();
}

/** Every kind of public content, in the order the rows refer to each other. */
export async function seedPublicContent(db: Database, content: LocaleSeed[]): Promise<void> {
  await seedNews(db, content);
  await seedFaq(db, content);
  await seedCities(db, content);
  await seedPagesAndHome(db, content);
}

/** The demo photos the content refers to (made before the rows that name them are stored). */
export function demoPhotosOf(content: readonly LocaleSeed[]): DemoPhoto[] {
  return content.flatMap(({ news, cities: seedCities = [] }) => [
    ...news.flatMap((post) =>
      post.coverPhoto ? [{ illustration: post.coverImage, format: post.coverPhoto }] : [],
    ),
    ...seedCities.flatMap((city) =>
      city.careItems.flatMap((item) => (item.photo ? [item.photo] : [])),
    ),
  ]);
}
