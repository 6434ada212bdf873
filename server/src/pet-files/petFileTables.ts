// Files of a pet's records (profile photo, gallery photos, documents, visit attachments): what
// server/src/uploads stored, by key. A row's storage keys are queued in file_purges when the row
// is deleted — directly or through a cascade from its pet — by the trigger pet_files_queue_purge
// (migration *_pet_weight_history_and_file_purges.sql), so no path that removes a row can leave
// its files behind.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { UploadPolicyName } from '../uploads/uploadPolicies';
import { at, createdAt, parentRef } from '../db/columns';
import { pets } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const petFiles = pgTable(
  'pet_files',
  {
    // The upload's id (acceptUpload), also the folder of its keys.
    id: uuid('id').primaryKey(),
    petId: parentRef('pet_id', () => pets.id),
    policy: text('policy').$type<UploadPolicyName>().notNull(),
    kind: text('kind').$type<'image' | 'pdf'>().notNull(),
    key: text('key').notNull(),
    displayKey: text('display_key'),
    thumbnailKey: text('thumbnail_key'),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    pages: integer('pages'),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [index('pet_files_pet_idx').on(t.petId)],
);

/**
 * Storage keys whose rows are gone and whose files are still to be deleted. Deleted right after
 * the request that removed the row, and by the file-purge job when that failed (storage down);
 * claimed_until keeps two instances from working on the same key at once.
 */
export const filePurges = pgTable('file_purges', {
  key: text('key').primaryKey(),
  queuedAt: at('queued_at').notNull().defaultNow(),
  claimedUntil: at('claimed_until'),
  attempts: integer('attempts').notNull().default(0),
});

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const petFilePersonalData = personalDataLines([
  {
    table: 'pet_files',
    // Storage keys are the server's paths; the file itself is in the ZIP (export_path).
    export: [
      {
        section: 'files',
        via: 'pet_id',
        omit: ['key', 'display_key', 'thumbnail_key'],
        deletion: { notListed: 'counted on its own: the stored files and their size' },
      },
    ],
    erasure: CASCADE,
  },
]);
