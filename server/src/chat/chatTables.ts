// The symptom checker's saved conversations: threads per pet, their messages (every answer with
// the engine and knowledge-base versions and the source that produced it), and each keeper's
// count of free messages per UTC day. Deleting a thread does not give messages back: the count
// lives apart from the messages.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  ANSWER_SOURCES,
  THREAD_ORIGINS,
  TRIAGE_LEVELS,
  type AnswerSource,
  type ThreadOrigin,
  type TriageLevel,
} from '@contract/aiAssistant';
import type { TriageSummary } from '@contract/schemas/chat';
import { at, createdAt, id, parentRef, textIn } from '../db/columns';
import { keeperPetColumns } from '../db/keeperPetColumns';
import { pets, users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const chatThreads = pgTable(
  'chat_threads',
  {
    ...keeperPetColumns({ user: () => users.id, pet: () => pets.id }),
    title: text('title').notNull().default(''),
    maxLevel: text('max_level').$type<TriageLevel>(),
    origin: text('origin').$type<ThreadOrigin>().notNull().default('chat'),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_threads_pet_idx').on(t.petId, t.lastMessageAt),
    index('chat_threads_user_idx').on(t.userId),
    textIn('chat_threads_origin_check', 'origin', THREAD_ORIGINS),
    textIn('chat_threads_max_level_check', 'max_level', TRIAGE_LEVELS),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    threadId: parentRef('thread_id', () => chatThreads.id),
    role: text('role').$type<'keeper' | 'assistant'>().notNull(),
    text: text('text').notNull(),
    triage: jsonb('triage').$type<TriageSummary>(),
    // The follow-up questions an answer asked, so a bare "no" next is read as their answer.
    askedQuestionIds: jsonb('asked_question_ids').$type<string[]>().notNull().default([]),
    // An answer is stored as stopped when it starts streaming and cleared when it completes, so
    // an answer cut off by a crash reads as stopped too.
    stopped: boolean('stopped').notNull().default(false),
    engineVersion: text('engine_version').notNull(),
    knowledgeVersion: text('knowledge_version').notNull(),
    source: text('source').$type<AnswerSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_thread_idx').on(t.threadId, t.id),
    textIn('chat_messages_role_check', 'role', ['keeper', 'assistant']),
    textIn('chat_messages_source_check', 'source', ANSWER_SOURCES),
  ],
);

export const chatDailyUsage = pgTable(
  'chat_daily_usage',
  {
    userId: parentRef('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const chatPersonalData = personalDataLines([
  // The AI assistant.
  {
    table: 'chat_threads',
    export: [{ section: 'chat_threads', via: 'user_id', deletion: 'chat_threads' }],
    erasure: CASCADE,
  },
  {
    table: 'chat_messages',
    export: [{ section: 'chat_messages', via: 'thread_id' }],
    erasure: CASCADE,
  },
  {
    table: 'chat_daily_usage',
    export: [{ section: 'chat_daily_usage', via: 'user_id' }],
    erasure: CASCADE,
  },
]);
