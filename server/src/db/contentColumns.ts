// Columns and constraints every editable content table shares, so news, FAQ, cities, care places,
// pages and promo packs cannot drift apart in how drafts, publishing and translations are stored.
// The names are the database's: changing one here changes every table (drizzle-kit would then
// generate a migration).
import { index, text, unique, type PgColumn } from 'drizzle-orm/pg-core';
import { CONTENT_STATUSES, type ContentStatus } from '@contract/contentStatuses';
import { at, id, textIn, timestamps } from './columns';

/**
 * What the admin editor's publish and unpublish actions work on. `defaultStatus` is `published`
 * for tables that existed before drafts did (cities, care places, pages), so their seeded and
 * older rows stayed public.
 */
export function contentStateColumns(defaultStatus: ContentStatus) {
  return {
    id: id(),
    status: text('status').$type<ContentStatus>().notNull().default(defaultStatus),
    publishedAt: at('published_at'),
    ...timestamps,
  };
}

/** Content kept one row per locale: `key` groups the translations of one item across locales. */
export function localizedContentColumns(defaultStatus: ContentStatus) {
  return {
    ...contentStateColumns(defaultStatus),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
  };
}

/** Text plus CHECK rather than a pg enum: adding a status later is a plain migration. */
export const contentStatusCheck = (table: string) =>
  textIn(`${table}_status_check`, 'status', CONTENT_STATUSES);

interface LocalizedColumns {
  key: PgColumn;
  locale: PgColumn;
  slug: PgColumn;
  status: PgColumn;
  publishedAt: PgColumn;
}

/**
 * Each locale has at most one version of an item, with its own slug: (locale, slug) and
 * (key, locale) are unique. `listing` adds the index the public newest-first lists use.
 */
export function localizedContentConstraints(
  table: string,
  t: LocalizedColumns,
  { listing = false }: { listing?: boolean } = {},
) {
  return [
    unique(`${table}_locale_slug_unique`).on(t.locale, t.slug),
    unique(`${table}_key_locale_unique`).on(t.key, t.locale),
    ...(listing ? [index(`${table}_listing_idx`).on(t.locale, t.status, t.publishedAt)] : []),
    contentStatusCheck(table),
  ];
}
