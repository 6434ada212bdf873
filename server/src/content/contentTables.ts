// The public content editors manage (news, FAQ, cities and their care places, pages, the home
// page's blocks), one row per locale; `key` groups the translations of one item. Re-exported by
// db/schema.ts for drizzle-kit and the query builder.
import { bigint, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { CareKind } from '@contract/careKinds';
import { id, parentRef, timestamps } from '../db/columns';
import {
  contentStatusCheck,
  localizedContentColumns,
  localizedContentConstraints,
} from '../db/contentColumns';

/**
 * How many statements have changed a content table, by table name: moved on by a statement
 * trigger (migration 0026) whoever writes, so a reader learns that a table changed at all from
 * one row instead of a scan of the table (the news listings' digest, newsService.ts).
 */
export const contentTableVersions = pgTable('content_table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** What news posts and FAQ articles share besides their title and body. */
const articleColumns = (defaultCategory: string) => ({
  ...localizedContentColumns('draft'),
  excerpt: text('excerpt').notNull().default(''),
  category: text('category').notNull().default(defaultCategory),
  coverImage: text('cover_image'),
  readingMinutes: integer('reading_minutes').notNull().default(1),
});

/**
 * News posts. `key` groups the translations of one post across locales; (key, locale) and
 * (locale, slug) are both unique so each locale has at most one version with its own slug.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    ...articleColumns('news'),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
  },
  (t) => localizedContentConstraints('news_posts', t, { listing: true }),
);

/** FAQ articles: same shape as news posts, question/answer instead of title/body. */
export const faqArticles = pgTable(
  'faq_articles',
  {
    ...articleColumns('general'),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull().default(''),
  },
  (t) => localizedContentConstraints('faq_articles', t, { listing: true }),
);

// Seeded and pre-existing cities, care places and pages are public (their default status);
// admins create drafts and publish them.
export const cities = pgTable(
  'cities',
  {
    ...localizedContentColumns('published'),
    name: text('name').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    intro: text('intro').notNull().default(''),
  },
  (t) => localizedContentConstraints('cities', t),
);

/**
 * Pet-care places and services of one city (vets, groomers, sitters…). A place's slug is unique
 * within its city rather than its locale, and its key is not unique at all. `locale` duplicates
 * the city's so a locale's content can be queried without a join.
 */
export const careItems = pgTable(
  'care_items',
  {
    ...localizedContentColumns('published'),
    cityId: parentRef('city_id', () => cities.id),
    kind: text('kind').$type<CareKind>().notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    // A photo of the place: site path or https URL (contract/coverImages.ts).
    image: text('image'),
    // 第一種動物取扱業 registration (Japan's Act on Welfare and Management of Animals): hotels,
    // salons, sitters and clinics that board must show it; null when the listing has none.
    animalHandlingRegistration: text('animal_handling_registration'),
  },
  (t) => [
    unique('care_items_city_slug_unique').on(t.cityId, t.slug),
    index('care_items_city_idx').on(t.cityId),
    contentStatusCheck('care_items'),
  ],
);

/** Free-standing pages: legal texts, ambassadors, vet landing. */
export const pages = pgTable(
  'pages',
  {
    ...localizedContentColumns('published'),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
  },
  (t) => localizedContentConstraints('pages', t),
);

export interface HomeContentData {
  heroTitle: string;
  heroSubtitle: string;
  ctaLabel: string;
  /** `path`: the app page the feature's card opens, without locale prefix (e.g. /si/). */
  features: { icon: string; title: string; text: string; path?: string }[];
}

/** The home page's editable blocks, one JSON document per locale. */
export const homeContent = pgTable('home_content', {
  id: id(),
  locale: text('locale').notNull().unique('home_content_locale_unique'),
  content: jsonb('content').$type<HomeContentData>().notNull(),
  ...timestamps,
});
