// Vet visits of a pet and the files attached to them.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef, timestamps } from '../db/columns';
import { medicalEntities, petFiles, pets, users } from '../db/schema';
import { addedByColumns } from '../db/addedByColumns';
import { CASCADE, personalDataLines } from '../db/personalData';

export const visits = pgTable(
  'visits',
  {
    id: id(),
    petId: parentRef('pet_id', () => pets.id),
    visitedOn: date('visited_on', { mode: 'string' }).notNull(),
    clinic: text('clinic'),
    vetName: text('vet_name'),
    reason: text('reason').notNull(),
    diagnosis: text('diagnosis'),
    treatment: text('treatment'),
    // In the currency's minor unit (contract/pets/visitCost.ts); a cost always has a currency.
    costMinor: integer('cost_minor'),
    currency: text('currency'),
    notes: text('notes'),
    // A visit note a vet added for a pet shared with their clinic (vet-sharing/README.md).
    ...addedByColumns({ clinic: () => medicalEntities.id, vet: () => users.id }),
    ...timestamps,
  },
  (t) => [
    index('visits_pet_visited_idx').on(t.petId, t.visitedOn),
    check('visits_cost_currency_check', sql`${t.costMinor} is null or ${t.currency} is not null`),
  ],
);

/** A file belongs to one visit; deleting the file's row removes the attachment. */
export const visitAttachments = pgTable(
  'visit_attachments',
  {
    // Attachments are listed in the order they were added.
    id: id(),
    fileId: uuid('file_id')
      .notNull()
      .unique('visit_attachments_file_unique')
      .references(() => petFiles.id, { onDelete: 'cascade' }),
    visitId: parentRef('visit_id', () => visits.id),
    createdAt: createdAt(),
  },
  (t) => [index('visit_attachments_visit_idx').on(t.visitId, t.id)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const visitPersonalData = personalDataLines([
  {
    table: 'visits',
    // A note a clinic added names its vet by name (kept); the vet's user id is theirs.
    export: [{ section: 'visits', via: 'pet_id', omit: ['added_by_user_id'], deletion: 'visits' }],
    erasure: CASCADE,
  },
  {
    table: 'visit_attachments',
    export: [{ section: 'visit_attachments', via: 'visit_id' }],
    erasure: CASCADE,
  },
]);
