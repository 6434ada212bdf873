// Tables of the admin content editor: pictures uploaded for content, and the affiliates' promo
// packs (edited and published by admins, shown in the affiliate area of the app).
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@contract/preferences';
import type { PromoChannel } from '@contract/promoPacks';
import { createdAt } from '../db/columns';
import { contentStateColumns, contentStatusCheck } from '../db/contentColumns';
import { users } from '../db/schema';
import { personalDataLines } from '../db/personalData';

/**
 * A picture an admin uploaded for content (covers, pictures in articles). Stored through the
 * storage driver under content-images/{uuid}/ and served publicly by id: published content is
 * public, and the ids are random, so a draft's pictures are not found by guessing.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    displayKey: text('display_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('content_images_created_idx').on(t.createdAt)],
);

export type Bilingual = Record<Language, string>;

/** Promo packs: banners drawn from headline and colour, texts per language and channel. */
export const promoPacks = pgTable(
  'promo_packs',
  {
    // Not localized: one pack carries every language, so it has a slug but no key or locale.
    ...contentStateColumns('draft'),
    slug: text('slug').notNull().unique('promo_packs_slug_unique'),
    colour: text('colour').notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    headline: jsonb('headline').$type<Bilingual>().notNull(),
    texts: jsonb('texts').$type<Record<Language, Record<PromoChannel, string>>>().notNull(),
  },
  (t) => [contentStatusCheck('promo_packs'), index('promo_packs_status_idx').on(t.status)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const adminContentPersonalData = personalDataLines([
  {
    table: 'content_images',
    export: { omitted: 'pictures an admin uploaded for the public site: the site’s, not theirs' },
    erasure: [
      {
        how: 'detached',
        column: 'uploaded_by',
        why: 'set null by its foreign key: the picture stays on the public pages',
      },
    ],
  },
]);
