// AI health reports: PDFs made on the server from a pet's records, kept as pet_files rows (so the
// signed file route serves them and the pet_files trigger deletes their storage keys).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textIn } from '../db/columns';
import { keeperPetColumns } from '../db/keeperPetColumns';
import { petFiles, pets, users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const healthReports = pgTable(
  'health_reports',
  {
    ...keeperPetColumns({ user: () => users.id, pet: () => pets.id }),
    language: text('language').$type<'en' | 'jp'>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => petFiles.id, { onDelete: 'cascade' }),
    pages: integer('pages').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('health_reports_pet_idx').on(t.petId, t.createdAt),
    textIn('health_reports_language_check', 'language', ['en', 'jp']),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const healthReportPersonalData = personalDataLines([
  {
    table: 'health_reports',
    export: [{ section: 'health_reports', via: 'user_id', deletion: 'health_reports' }],
    erasure: CASCADE,
  },
]);
