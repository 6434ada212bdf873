// The editable content kinds as AdminContentStore specs: news, FAQ, care places, cities, pages
// and promo packs.
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@contract/locales';
import type {
  AdminCareItem,
  AdminCity,
  AdminFaq,
  AdminNews,
  AdminPage,
  AdminPromoPack,
  CareItemInput,
  CityInput,
  FaqInput,
  NewsInput,
  PageInput,
  PromoPackInput,
} from '@contract/schemas/adminContent';
import { readingMinutes } from '../http/readingTime';
import type { Database } from '../db/openDatabase';
import { careItems, cities, faqArticles, newsPosts, pages, promoPacks } from '../db/schema';
import { ValidationError } from '../errors/HttpError';
import { AdminContentStore, type UniqueRule } from './adminContentStore';

const SLUG_TAKEN = 'The slug has already been taken.';
const KEY_TAKEN = 'The key has already been taken.';

function stateView(row: {
  id: number;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    id: row.id,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** News, FAQ and pages: a slug and a translation key are each unique within a locale. */
function uniqueInLocale<Values extends { locale: string; slug: string; key: string }>(columns: {
  locale: PgColumn;
  slug: PgColumn;
  key: PgColumn;
}): UniqueRule<Values>[] {
  return [
    {
      field: 'slug',
      message: SLUG_TAKEN,
      where: (v) => and(eq(columns.locale, v.locale), eq(columns.slug, v.slug)),
    },
    {
      field: 'key',
      message: KEY_TAKEN,
      where: (v) => and(eq(columns.locale, v.locale), eq(columns.key, v.key)),
    },
  ];
}

const script = (locale: string) => (locale === 'jp' ? 'japanese' : 'latin');

type NewsRow = typeof newsPosts.$inferSelect;
type NewsValues = Omit<typeof newsPosts.$inferInsert, 'status' | 'publishedAt'>;

export function newsStore(db: Database) {
  return new AdminContentStore<NewsRow, NewsInput, NewsValues, AdminNews>(db, {
    table: newsPosts,
    columns: newsPosts,
    values: async (_db, input) => ({
      key: input.key ?? input.slug,
      locale: input.locale,
      slug: input.slug,
      title: input.title.trim(),
      excerpt: input.excerpt?.trim() ?? '',
      bodyHtml: input.body_html,
      category: input.category?.trim() ?? 'news',
      coverImage: input.cover_image ?? null,
      readingMinutes:
        input.reading_minutes ?? readingMinutes(input.body_html, script(input.locale)),
    }),
    unique: uniqueInLocale(newsPosts),
    search: [newsPosts.title, newsPosts.slug],
    view: (row) => ({
      ...stateView(row),
      key: row.key,
      locale: row.locale as Locale,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      body_html: row.bodyHtml,
      category: row.category,
      cover_image: row.coverImage,
      reading_minutes: row.readingMinutes,
    }),
  });
}

type FaqRow = typeof faqArticles.$inferSelect;
type FaqValues = Omit<typeof faqArticles.$inferInsert, 'status' | 'publishedAt'>;

export function faqStore(db: Database) {
  return new AdminContentStore<FaqRow, FaqInput, FaqValues, AdminFaq>(db, {
    table: faqArticles,
    columns: faqArticles,
    values: async (_db, input) => ({
      key: input.key ?? input.slug,
      locale: input.locale,
      slug: input.slug,
      question: input.question.trim(),
      excerpt: input.excerpt?.trim() ?? '',
      answerHtml: input.answer_html,
      category: input.category?.trim() ?? 'general',
      coverImage: input.cover_image ?? null,
      readingMinutes:
        input.reading_minutes ?? readingMinutes(input.answer_html, script(input.locale)),
    }),
    unique: uniqueInLocale(faqArticles),
    search: [faqArticles.question, faqArticles.slug],
    view: (row) => ({
      ...stateView(row),
      key: row.key,
      locale: row.locale as Locale,
      slug: row.slug,
      question: row.question,
      excerpt: row.excerpt,
      answer_html: row.answerHtml,
      category: row.category,
      cover_image: row.coverImage,
      reading_minutes: row.readingMinutes,
    }),
  });
}

type CareRow = typeof careItems.$inferSelect;
type CareValues = Omit<typeof careItems.$inferInsert, 'status' | 'publishedAt'>;

export function careItemStore(db: Database) {
  return new AdminContentStore<CareRow, CareItemInput, CareValues, AdminCareItem>(db, {
    table: careItems,
    columns: { ...careItems, cityId: careItems.cityId },
    values: async (database, input) => {
      const [city] = await database
        .select({ id: cities.id, locale: cities.locale })
        .from(cities)
        .where(eq(cities.id, input.city_id))
        .limit(1);
      if (!city) throw new ValidationError({ city_id: ['The selected city id is invalid.'] });
      return {
        cityId: city.id,
        locale: city.locale,
        key: input.key ?? input.slug,
        slug: input.slug,
        kind: input.kind,
        name: input.name.trim(),
        summary: input.summary?.trim() ?? '',
        bodyHtml: input.body_html ?? '',
        address: input.address?.trim() ?? '',
        phone: input.phone?.trim() ?? '',
        openingHours: input.opening_hours?.trim() ?? '',
        image: input.image ?? null,
      };
    },
    unique: [
      {
        field: 'slug',
        message: SLUG_TAKEN,
        where: (v) => and(eq(careItems.cityId, v.cityId), eq(careItems.slug, v.slug)),
      },
    ],
    search: [careItems.name, careItems.slug, careItems.address],
    view: (row) => ({
      ...stateView(row),
      city_id: row.cityId,
      key: row.key,
      locale: row.locale as Locale,
      slug: row.slug,
      kind: row.kind,
      name: row.name,
      summary: row.summary,
      body_html: row.bodyHtml,
      address: row.address,
      phone: row.phone,
      opening_hours: row.openingHours,
      image: row.image,
    }),
  });
}

type PageRow = typeof pages.$inferSelect;
type PageValues = Omit<typeof pages.$inferInsert, 'status' | 'publishedAt'>;

export function pageStore(db: Database) {
  return new AdminContentStore<PageRow, PageInput, PageValues, AdminPage>(db, {
    table: pages,
    columns: pages,
    values: async (_db, input) => ({
      key: input.key,
      locale: input.locale,
      slug: input.slug,
      title: input.title.trim(),
      bodyHtml: input.body_html,
    }),
    unique: uniqueInLocale(pages),
    search: [pages.title, pages.slug, pages.key],
    view: (row) => ({
      ...stateView(row),
      key: row.key,
      locale: row.locale as Locale,
      slug: row.slug,
      title: row.title,
      body_html: row.bodyHtml,
    }),
  });
}

type CityRow = typeof cities.$inferSelect;
type CityValues = Omit<typeof cities.$inferInsert, 'status' | 'publishedAt'>;

export function cityStore(db: Database) {
  return new AdminContentStore<CityRow, CityInput, CityValues, AdminCity>(db, {
    table: cities,
    columns: cities,
    values: async (_db, input) => ({
      key: input.key ?? input.slug,
      locale: input.locale,
      slug: input.slug,
      name: input.name.trim(),
      region: input.region?.trim() ?? '',
      country: input.country?.trim() ?? '',
      intro: input.intro?.trim() ?? '',
    }),
    unique: uniqueInLocale(cities),
    search: [cities.name, cities.slug, cities.region],
    view: (row) => ({
      ...stateView(row),
      key: row.key,
      locale: row.locale as Locale,
      slug: row.slug,
      name: row.name,
      region: row.region,
      country: row.country,
      intro: row.intro,
    }),
  });
}

type PromoPackRow = typeof promoPacks.$inferSelect;
type PromoPackValues = Omit<typeof promoPacks.$inferInsert, 'status' | 'publishedAt'>;

export function promoPackStore(db: Database) {
  return new AdminContentStore<PromoPackRow, PromoPackInput, PromoPackValues, AdminPromoPack>(db, {
    table: promoPacks,
    columns: promoPacks,
    values: async (_db, input) => ({
      slug: input.slug,
      colour: input.colour.toLowerCase(),
      title: input.title,
      description: input.description,
      headline: input.headline,
      texts: input.texts,
    }),
    unique: [{ field: 'slug', message: SLUG_TAKEN, where: (v) => eq(promoPacks.slug, v.slug) }],
    search: [promoPacks.slug, sql`${promoPacks.title}::text`],
    // Promo packs live in the app's affiliate area, read at request time: no site rebuild.
    onSite: false,
    view: (row) => ({
      ...stateView(row),
      slug: row.slug,
      colour: row.colour,
      title: row.title,
      description: row.description,
      headline: row.headline,
      texts: row.texts,
    }),
  });
}
