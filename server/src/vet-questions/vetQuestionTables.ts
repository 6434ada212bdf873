// "Ask my vet": a conversation a keeper sent to a clinic (a snapshot: the keeper's messages, the
// level and its reasons, the photos chosen — the clinic never reads the live thread), and the
// messages that follow it between the keeper and the clinic's vets.
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { TRIAGE_LEVELS, type TriageLevel } from '@contract/aiAssistant';
import { VET_QUESTION_STATUSES, type VetQuestionStatus } from '@contract/schemas/vetQuestions';
import { at, createdAt, id, parentRef, textIn } from '../db/columns';
import { keeperPetColumns } from '../db/keeperPetColumns';
import { chatThreads, medicalEntities, pets, users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

/** One keeper message of the conversation as it was sent. */
export interface SentChatMessage {
  text: string;
  created_at: string;
}

export const vetQuestions = pgTable(
  'vet_questions',
  {
    ...keeperPetColumns({ user: () => users.id, pet: () => pets.id }),
    // The conversation it came from. Deleting the conversation deletes what was sent from it and
    // the answers: PetCare keeps no copy on the clinic's side (vet-sharing/README.md, "Deleting").
    threadId: parentRef('thread_id', () => chatThreads.id),
    medicalEntityId: parentRef('medical_entity_id', () => medicalEntities.id),
    level: text('level').$type<TriageLevel>(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    conversation: jsonb('conversation').$type<SentChatMessage[]>().notNull().default([]),
    status: text('status').$type<VetQuestionStatus>().notNull().default('waiting_for_clinic'),
    // When the clinic's turn started (null while it is the keeper's turn or once closed).
    waitingSince: at('waiting_since'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vet_questions_clinic_idx').on(t.medicalEntityId, t.status),
    index('vet_questions_pet_idx').on(t.petId),
    index('vet_questions_user_idx').on(t.userId),
    index('vet_questions_thread_idx').on(t.threadId),
    textIn('vet_questions_status_check', 'status', VET_QUESTION_STATUSES),
    textIn('vet_questions_level_check', 'level', TRIAGE_LEVELS),
  ],
);

export const vetQuestionMessages = pgTable(
  'vet_question_messages',
  {
    id: id(),
    questionId: parentRef('question_id', () => vetQuestions.id),
    author: text('author').$type<'keeper' | 'clinic'>().notNull(),
    // The vet who wrote a clinic message (their name is kept below after the account is gone).
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    askForPhoto: boolean('ask_for_photo').notNull().default(false),
    // Ids of the pet's image files (pet_files); a file the keeper deleted since is left out.
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('vet_question_messages_question_idx').on(t.questionId, t.id),
    textIn('vet_question_messages_author_check', 'author', ['keeper', 'clinic']),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const vetQuestionPersonalData = personalDataLines([
  // "Ask my vet" (vet-questions/): conversations sent to a clinic and its answers go with the
  // keeper, the pet or the conversation; a vet's user id is theirs (their name is kept).
  {
    table: 'vet_questions',
    export: [{ section: 'vet_questions', via: 'user_id', deletion: 'vet_questions' }],
    erasure: CASCADE,
  },
  {
    table: 'vet_question_messages',
    export: [{ section: 'vet_question_messages', via: 'question_id', omit: ['author_user_id'] }],
    erasure: CASCADE,
  },
]);
