// The public content editors manage (news, FAQ, cities and their care places, pages, the home
// page's blocks), one row per locale; `key` groups the translations of one item. Re-exported by
// db/schema.ts for drizzle-kit and the query builder.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CareKind } from '@contract/careKinds';
import type { ContentStatus } from '@contract/contentStatuses';
import { id, timestamps } from '../db/columns';

// Text plus CHECK rather than pg enums: adding a value later is a plain migration, no ALTER TYPE.
const statusCheck = (table: string, column: { name: string }) =>
  check(`${table}_status_check`, sql`${sql.identifier(column.name)} in ('draft', 'published')`);

/**
 * News posts. `key` groups the translations of one post across locales; (key, locale) and
 * (locale, slug) are both unique so each locale has at most one version with its own slug.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: id(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    category: text('category').notNull().default('news'),
    coverImage: text('cover_image'),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('news_posts_locale_slug_unique').on(t.locale, t.slug),
    unique('news_posts_key_locale_unique').on(t.key, t.locale),
    index('news_posts_listing_idx').on(t.locale, t.status, t.publishedAt),
    statusCheck('news_posts', t.status),
  ],
);

/** FAQ articles: same shape as news posts, question/answer instead of title/body. */
export const faqArticles = pgTable(
  'faq_articles',
  {
    id: id(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    answerHtml: text('answer_html').notNull().default(''),
    category: text('category').notNull().default('general'),
    coverImage: text('cover_image'),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('faq_articles_locale_slug_unique').on(t.locale, t.slug),
    unique('faq_articles_key_locale_unique').on(t.key, t.locale),
    index('faq_articles_listing_idx').on(t.locale, t.status, t.publishedAt),
    statusCheck('faq_articles', t.status),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    intro: text('intro').notNull().default(''),
    // Seeded and pre-existing cities are public; admins create drafts and publish them.
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('cities_locale_slug_unique').on(t.locale, t.slug),
    unique('cities_key_locale_unique').on(t.key, t.locale),
    statusCheck('cities', t.status),
  ],
);

/** Pet-care places and services of one city (vets, groomers, sitters…). */
export const careItems = pgTable(
  'care_items',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // Duplicates the city's locale so a locale's content can be queried without a join.
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind').$type<CareKind>().notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    // A photo of the place: site path or https URL (content/coverImage.ts).
    image: text('image'),
    // Seeded and pre-existing places are public; admins create drafts and publish them.
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('care_items_city_slug_unique').on(t.cityId, t.slug),
    index('care_items_city_idx').on(t.cityId),
    statusCheck('care_items', t.status),
  ],
);

/** Free-standing pages: legal texts, ambassadors, vet landing. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    // Seeded and pre-existing pages are public; admins create drafts and publish them.
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('pages_locale_slug_unique').on(t.locale, t.slug),
    unique('pages_key_locale_unique').on(t.key, t.locale),
    statusCheck('pages', t.status),
  ],
);

export interface HomeContentData {
  heroTitle: string;
  heroSubtitle: string;
  ctaLabel: string;
  features: { icon: string; title: string; text: string }[];
}

/** The home page's editable blocks, one JSON document per locale. */
export const homeContent = pgTable('home_content', {
  id: id(),
  locale: text('locale').notNull().unique('home_content_locale_unique'),
  content: jsonb('content').$type<HomeContentData>().notNull(),
  ...timestamps,
});
