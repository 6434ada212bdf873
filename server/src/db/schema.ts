// The database schema (drizzle pg-core). Migrations in server/drizzle/ are generated from this file
// with `npm run db:generate`; never edit a generated migration by hand.
// Constraints use nothing newer than PostgreSQL 15: the embedded PGlite is newer, but production
// servers (and Debian's, which the tests use) may be 15.
// The pets features keep their tables in server/src/<feature>/*Tables.ts (re-exported at the end,
// so drizzle-kit and the `schema` of openDatabase see them).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CareKind } from '@contract/careKinds';
import type { ContactTopic } from '@contract/contactTopics';
import type { ContentStatus } from '@contract/contentStatuses';
import type { Language, WeightUnit } from '@contract/preferences';
import type { RedirectStatus } from '@contract/redirectRules';
import type { RoleName } from '@contract/roles';

/** Rows that editors change carry both timestamps; updated_at feeds the content fingerprint. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

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

/**
 * Clinics (medical entities): vets hold their role at one, keepers pick one to share a pet with
 * (server/src/vet-sharing). Contact details are what the keeper's clinic list shows.
 */
export const medicalEntities = pgTable(
  'medical_entities',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    ...timestamps,
  },
  (t) => [index('medical_entities_name_idx').on(t.name)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    // What the API shows as the user's id: random, so ids reveal neither order nor count.
    publicId: uuid('public_id').notNull().defaultRandom().unique('users_public_id_unique'),
    // Stored lower-cased by the application so the unique constraint is case-insensitive.
    email: text('email').notNull().unique('users_email_unique'),
    name: text('name').notNull(),
    // Null for accounts created through a sign-in provider.
    passwordHash: text('password_hash'),
    phoneNumber: text('phone_number'),
    isVerifiedPhoneNumber: boolean('is_verified_phone_number').notNull().default(false),
    language: text('language').$type<Language>().notNull().default('en'),
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull().default('kg'),
    ...timestamps,
  },
  () => [
    check('users_language_check', sql`${sql.identifier('language')} in ('en', 'jp')`),
    check('users_weight_unit_check', sql`${sql.identifier('weight_unit')} in ('kg', 'lb')`),
  ],
);

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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Bearer tokens. Only the sha256 (hex) of a token is stored, so a copy of the database cannot be
 * used to sign in. A token is valid while revoked_at is null and expires_at is in the future.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    userId: userRef(),
    // 'email' or a provider name: how the user signed in (the client's auth-method cookie).
    method: text('method').notNull().default('email'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Password reset links: sha256 of the token, single use (used_at), valid for 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    userId: userRef(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** SMS codes for phone verification: hashed, single use, 10 minutes, limited attempts. */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_verification_codes_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters for rate limits (login, recovery, SMS), in the database so every
 * instance behind a load balancer sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});

/** State of a provider sign-in between the redirect and the callback: single use, short-lived. */
export const oidcLoginStates = pgTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirect: text('redirect'),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Accounts at sign-in providers linked to our users (provider + subject is the identity). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: userRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** Billing details of a user (one set per user), shown on invoices. */
export const billingData = pgTable('billing_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  company: text('company'),
  vatNumber: text('vat_number'),
  // Japan's qualified invoice issuer number (T + 13 digits), apart from a VAT number.
  invoiceRegistrationNumber: text('invoice_registration_number'),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  // Prefecture (都道府県) in Japan; state, province or county elsewhere.
  region: text('region'),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  ...timestamps,
});

/** Messages sent through the public contact form (/contact); support answers them by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').$type<ContactTopic>().notNull(),
    message: text('message').notNull(),
    /** The visitor's site locale (App-Language), so support can answer in their language. */
    locale: text('locale').notNull(),
    /** When the visitor agreed to the privacy policy for this message. */
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check(
      'contact_messages_topic_check',
      sql`${sql.identifier('topic')} in ('general', 'account', 'billing', 'clinics', 'ambassadors')`,
    ),
  ],
);

/**
 * Mail that the outbox transport keeps instead of sending (the demo shows it at /api/dev/outbox).
 * The contact form writes support mails here too; sent_at is set once a mail has been delivered.
 * Keep these columns exactly: several features write the same table.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Text messages the outbox SMS provider keeps instead of sending (/api/dev/sms-outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

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
    status: integer('status').$type<RedirectStatus>().notNull().default(301),
    ...timestamps,
  },
  () => [check('redirects_status_check', sql`${sql.identifier('status')} in (301, 302)`)],
);

/**
 * A user's notifications (Laravel's notifications table, keyed by user): `data` holds the title,
 * body and action_url written in the user's language when the notification was created.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    type: text('type').notNull(),
    data: jsonb('data')
      .$type<{ title: string; body: string; action_url: string | null }>()
      .notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export * from '../pets/petTables';
export * from '../pet-files/petFileTables';
export * from '../visits/visitTables';
export * from '../photo-gallery/photoTables';
export * from '../pet-documents/documentTables';
export * from '../diet-plan/dietPlanTables';
export * from '../reminders/reminderTables';
export * from '../chat/chatTables';
export * from '../image-analysis/imageAnalysisTables';
export * from '../health-report/healthReportTables';
export * from '../billing/billingTables';
export * from '../affiliate/affiliateTables';
export * from '../keeper-data/keeperDataTables';
export * from '../vet-sharing/vetSharingTables';
export { idempotencyKeys } from '../http/idempotencyKeys';
export { siteBuildStatus } from '../site/siteBuildStatusTable';
export * from '../admin-audit/auditTables';
export * from '../admin-users/adminUsersTables';
export * from '../admin-content/adminContentTables';
