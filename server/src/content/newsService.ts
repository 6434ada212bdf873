// Reads published news posts. Drafts are never returned: only published content is public.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '@contract/locales';
import { coverImagePath } from '@contract/coverImages';
import type { NewsPost, NewsSummary } from '@contract/schemas/news';
import type { Database } from '../db/openDatabase';
import { preparedPerDatabase } from '../db/preparedQuery';
import { contentTableVersions, newsPosts } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { offsetOf, type PageRequest } from '../http/pagination';
import { groupTranslations } from './translations';

type NewsRow = typeof newsPosts.$inferSelect;

const isPublic = (locale: Locale) =>
  and(eq(newsPosts.locale, locale), eq(newsPosts.status, 'published'));

async function translationsOf(db: Database, rows: readonly NewsRow[], locale: Locale) {
  if (rows.length === 0) return new Map<string, never[]>();
  const others = await db
    .select({ key: newsPosts.key, locale: newsPosts.locale, slug: newsPosts.slug })
    .from(newsPosts)
    .where(
      and(
        inArray(newsPosts.key, [...new Set(rows.map((r) => r.key))]),
        eq(newsPosts.status, 'published'),
      ),
    );
  return groupTranslations(others, locale);
}

function toSummary(row: NewsRow, translations: NewsSummary['translations']): NewsSummary {
  return {
    id: row.id,
    key: row.key,
    slug: row.slug,
    locale: row.locale as Locale,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    cover_image: coverImagePath(row.coverImage),
    reading_minutes: row.readingMinutes,
    // Published rows always have a date; fall back to creation for rows edited by hand.
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}

export interface NewsListOptions {
  locale: Locale;
  page: PageRequest;
  includeBody: boolean;
  category?: string;
}

export async function listNews(
  db: Database,
  { locale, page, includeBody, category }: NewsListOptions,
): Promise<{ items: NewsSummary[]; total: number }> {
  const where =
    category === undefined
      ? isPublic(locale)
      : and(isPublic(locale), eq(newsPosts.category, category));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(newsPosts).where(where),
  ]);
  const translations = await translationsOf(db, rows, locale);
  const items = rows.map((row) => {
    const summary = toSummary(row, translations.get(row.key) ?? []);
    return includeBody ? { ...summary, body_html: row.bodyHtml } : summary;
  });
  return { items, total: totals?.total ?? 0 };
}

export async function getNewsPost(db: Database, locale: Locale, slug: string): Promise<NewsPost> {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(isPublic(locale), eq(newsPosts.slug, slug)))
    .limit(1);
  if (!row) throw new NotFoundError('News post not found.');
  const translations = await translationsOf(db, [row], locale);
  return { ...toSummary(row, translations.get(row.key) ?? []), body_html: row.bodyHtml };
}

/**
 * A digest of every row a listing of this locale can show: its published posts and the published
 * translations they link to. Like the content fingerprint it relies on `updated_at` changing with
 * every edit (server/src/content/README.md); the slug is folded in too, as translations link by it.
 */
async function computeNewsListDigest(db: Database, locale: Locale): Promise<string> {
  const keys = db.select({ key: newsPosts.key }).from(newsPosts).where(isPublic(locale));
  // Epoch microseconds as text: identical on every driver (no Date parsing or time zones).
  const stamp = sql`(extract(epoch from ${newsPosts.updatedAt}) * 1000000)::bigint::text`;
  const [row] = await db
    .select({
      digest: sql<
        string | null
      >`md5(string_agg(${newsPosts.id}::text || ':' || ${stamp} || ':' || ${newsPosts.slug}, ',' order by ${newsPosts.id}))`,
    })
    .from(newsPosts)
    .where(
      and(
        eq(newsPosts.status, 'published'),
        or(eq(newsPosts.locale, locale), inArray(newsPosts.key, keys)),
      ),
    );
  return row?.digest ?? 'empty';
}

/**
 * The digest above reads every translation of every post of the locale: with fully translated
 * content that is the whole table, dearer than one page of the listing. It is kept per locale
 * until the table changes at all — its version in content_table_versions, which every statement
 * that inserts, edits, (un)publishes or deletes posts moves (drafts included) — so a build asking
 * for 100 listing pages pays that scan once per locale, not once per page, and a listing asked
 * again reads one row (an instance's kept answer, newsRoutes.ts).
 */
const digests = new WeakMap<Database, { version: string; byLocale: Map<Locale, string> }>();

/** How many statements have changed news_posts (a statement trigger counts them: migration 0026). */
const newsTableVersion = preparedPerDatabase((db) =>
  db
    .select({ version: contentTableVersions.version })
    .from(contentTableVersions)
    .where(eq(contentTableVersions.name, 'news_posts'))
    .prepare('news_table_version'),
);

export async function newsListDigest(db: Database, locale: Locale): Promise<string> {
  const [table] = await newsTableVersion(db).execute();
  const version = String(table?.version ?? 0);
  let memo = digests.get(db);
  if (memo?.version !== version) {
    memo = { version, byLocale: new Map() };
    digests.set(db, memo);
  }
  const known = memo.byLocale.get(locale);
  if (known !== undefined) return known;
  const digest = await computeNewsListDigest(db, locale);
  memo.byLocale.set(locale, digest);
  return digest;
}
