// Lab results, referral letters and other documents of a pet (one stored file each).
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, type DocumentKind } from '@contract/schemas/petDocuments';
import { id, parentRef, textIn, timestamps } from '../db/columns';
import { medicalEntities, petFiles, pets, users } from '../db/schema';
import { addedByColumns } from '../db/addedByColumns';
import { CASCADE, personalDataLines } from '../db/personalData';

export const petDocuments = pgTable(
  'pet_documents',
  {
    id: id(),
    petId: parentRef('pet_id', () => pets.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    title: text('title').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    notes: text('notes'),
    fileId: uuid('file_id')
      .notNull()
      .unique('pet_documents_file_unique')
      .references(() => petFiles.id, { onDelete: 'cascade' }),
    // A result or referral a vet added for a pet shared with their clinic (vet-sharing/README.md).
    ...addedByColumns({ clinic: () => medicalEntities.id, vet: () => users.id }),
    ...timestamps,
  },
  (t) => [
    index('pet_documents_pet_idx').on(t.petId, t.issuedOn),
    textIn('pet_documents_kind_check', 'kind', DOCUMENT_KINDS),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const documentPersonalData = personalDataLines([
  {
    table: 'pet_documents',
    export: [
      { section: 'documents', via: 'pet_id', omit: ['added_by_user_id'], deletion: 'documents' },
    ],
    erasure: CASCADE,
  },
]);
