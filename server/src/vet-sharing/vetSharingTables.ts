// A keeper's pets shared with clinics. One row per (pet, clinic): stopping sharing sets
// revoked_at (access ends with that write), sharing again clears it and starts a new shared_at.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, unique } from 'drizzle-orm/pg-core';
import type { ShareScope } from '@contract/shareScopes';
import { at, parentRef, timestamps } from '../db/columns';
import { medicalEntities, pets } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const petShares = pgTable(
  'pet_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    petId: parentRef('pet_id', () => pets.id),
    medicalEntityId: parentRef('medical_entity_id', () => medicalEntities.id),
    // The scopes granted, in the order of contract/shareScopes' list.
    scopes: jsonb('scopes').$type<ShareScope[]>().notNull(),
    // When the current sharing started (created_at is the first time it ever did).
    sharedAt: at('shared_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [
    unique('pet_shares_pet_clinic_unique').on(t.petId, t.medicalEntityId),
    // The clinic's patient list: its active shares, newest first.
    index('pet_shares_clinic_idx').on(t.medicalEntityId, t.revokedAt, t.sharedAt),
    check('pet_shares_scopes_check', sql`jsonb_array_length(${t.scopes}) > 0`),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const vetSharingPersonalData = personalDataLines([
  // Sharing a pet with a clinic (vet-sharing/): the clinic's access ends with the pet.
  {
    table: 'pet_shares',
    export: [
      {
        section: 'clinic_shares',
        via: 'pet_id',
        deletion: {
          notListed: "a clinic's access to the pet, not a record: the page says what clinics keep",
        },
      },
    ],
    erasure: CASCADE,
  },
]);
