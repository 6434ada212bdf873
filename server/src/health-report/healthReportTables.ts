// AI health reports: PDFs made on the server from a pet's records, kept as pet_files rows (so the
// signed file route serves them and the pet_files trigger deletes their storage keys).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id, textIn } from '../db/columns';
import { users } from '../auth/authTables';
import { pets } from '../pets/petTables';
import { petFiles } from '../pet-files/petFileTables';
import { CASCADE, personalDataLines } from '../db/personalData';

export const healthReports = pgTable(
  'health_reports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    language: text('language').$type<'en' | 'jp'>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => petFiles.id, { onDelete: 'cascade' }),
    pages: integer('pages').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
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
