// The database schema (drizzle pg-core). Migrations in server/drizzle/ are generated from this file
// with `npm run db:generate`; never edit a generated migration by hand.
// Constraints use nothing newer than PostgreSQL 15: the embedded PGlite is newer, but production
// servers (and Debian's, which the tests use) may be 15.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Rows that editors change carry both timestamps; updated_at feeds the content fingerprint. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

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
    ...timestamps,
  },
  (t) => [
    unique('cities_locale_slug_unique').on(t.locale, t.slug),
    unique('cities_key_locale_unique').on(t.key, t.locale),
  ],
);

export const CARE_KINDS = [
  'vet-clinic',
  'emergency-vet',
  'grooming',
  'boarding',
  'dog-walking',
  'pet-sitting',
  'training',
] as const;
export type CareKindValue = (typeof CARE_KINDS)[number];

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
    kind: text('kind').$type<CareKindValue>().notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    unique('care_items_city_slug_unique').on(t.cityId, t.slug),
    index('care_items_city_idx').on(t.cityId),
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
    ...timestamps,
  },
  (t) => [
    unique('pages_locale_slug_unique').on(t.locale, t.slug),
    unique('pages_key_locale_unique').on(t.key, t.locale),
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

export const medicalEntities = pgTable('medical_entities', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps,
});

export const users = pgTable('users', {
  id: id(),
  // Stored lower-cased by the application so the unique constraint is case-insensitive.
  email: text('email').notNull().unique('users_email_unique'),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  phoneNumber: text('phone_number'),
  isVerifiedPhoneNumber: boolean('is_verified_phone_number').notNull().default(false),
  ...timestamps,
});

export const ROLE_NAMES = ['admin', 'super-admin', 'vet', 'pet-keeper'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').$type<RoleName>().notNull(),
    medicalEntityId: integer('medical_entity_id').references(() => medicalEntities.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15): a user holds a role without a clinic at most once.
    unique('user_roles_user_name_entity_unique')
      .on(t.userId, t.name, t.medicalEntityId)
      .nullsNotDistinct(),
    check(
      'user_roles_name_check',
      sql`${sql.identifier('name')} in ('admin', 'super-admin', 'vet', 'pet-keeper')`,
    ),
  ],
);

export const pets = pgTable(
  'pets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed'),
    sex: text('sex'),
    birthDate: date('birth_date', { mode: 'string' }),
    // numeric keeps weights exact (no 4.199999 kg); drizzle returns it as a string.
    weightKg: numeric('weight_kg', { precision: 6, scale: 2 }),
    // Subscriptions are per pet (DESIGN.md); the user's has_subscription is derived from them.
    hasSubscription: boolean('has_subscription').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('pets_user_idx').on(t.userId)],
);

/**
 * Bearer tokens of signed-in users, stored as the sha256 hex of the token so a database leak does
 * not leak sessions. Written by the auth feature (its login issues them); read by requireRole.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUSES)[number];

/**
 * Redirects editors manage with the content (content moves: a renamed article, a merged page).
 * from_path is a normalised site path (see server/src/redirects/redirectPaths.ts); to_path is a
 * site path or an absolute http(s) URL.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text('from_path').notNull().unique('redirects_from_path_unique'),
    toPath: text('to_path').notNull(),
    status: integer('status').$type<RedirectStatusCode>().notNull().default(301),
    ...timestamps,
  },
  () => [check('redirects_status_check', sql`${sql.identifier('status')} in (301, 302)`)],
);
