// Photo analyses of a pet: the stored photo (pet_files, policy analysisPhoto), what the usability
// check measured, the guided questions asked, the keeper's answers and the triage they led to.
// The photo row and the analysis go together: the service deletes the file row, which takes the
// analysis with it (cascade) and queues its storage keys for deletion (the pet_files trigger).
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BODY_AREAS, type BodyArea } from '@contract/aiAssistant';
import type { GuidedQuestion, PhotoQuality } from '@contract/schemas/imageAnalysis';
import type { TriageSummary } from '@contract/schemas/chat';
import { createdAt, textIn } from '../db/columns';
import { keeperPetColumns } from '../db/keeperPetColumns';
import { chatThreads, petFiles, pets, users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const imageAnalyses = pgTable(
  'image_analyses',
  {
    ...keeperPetColumns({ user: () => users.id, pet: () => pets.id }),
    bodyArea: text('body_area').$type<BodyArea>().notNull(),
    concern: text('concern'),
    photoFileId: uuid('photo_file_id')
      .notNull()
      .references(() => petFiles.id, { onDelete: 'cascade' }),
    quality: jsonb('quality').$type<PhotoQuality>().notNull(),
    questions: jsonb('questions').$type<GuidedQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>(),
    triage: jsonb('triage').$type<TriageSummary>(),
    visionDescription: text('vision_description'),
    locale: text('locale').$type<'en' | 'jp'>().notNull().default('en'),
    threadId: integer('thread_id').references(() => chatThreads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('image_analyses_pet_idx').on(t.petId, t.createdAt),
    textIn('image_analyses_body_area_check', 'body_area', BODY_AREAS),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const imageAnalysisPersonalData = personalDataLines([
  {
    table: 'image_analyses',
    export: [{ section: 'image_analyses', via: 'user_id', deletion: 'image_analyses' }],
    erasure: CASCADE,
  },
]);
