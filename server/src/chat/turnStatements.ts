// The statements a message runs besides its prepared reads (chatQueries.ts), prepared once per
// database: each call then only fills its values, where building the SQL text again cost the
// API's one thread more than sending it. Those of the turn's transaction run on its connection
// (`preparedIn`). The SQL is what the query builder wrote for each call before.
import { and, desc, eq, sql } from 'drizzle-orm';
import { columnPlaceholder, preparedPerDatabase } from '../db/preparedQuery';
import { LEVELS } from '../triage';
import { chatMessages, chatThreads } from './chatTables';

/** The newest messages of a thread the engine reads. */
export const HISTORY_MAX = 40;

const threadId = sql.placeholder('threadId');
const userId = sql.placeholder('userId');

/** The caller's thread (404 when it is someone else's). */
export const ownedThreadQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)))
    .prepare('chat_owned_thread'),
);

/** The caller's thread, locked until the turn's transaction ends: a thread's turns take turns. */
export const lockedThreadQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)))
    .for('update')
    .prepare('chat_locked_thread'),
);

/** The thread's newest messages, newest first. */
export const threadHistoryQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_MAX)
    .prepare('chat_thread_history'),
);

/** A continued thread: its title (kept unless empty), two more messages, the time of the last. */
export const continuedThreadQuery = preparedPerDatabase((db) =>
  db
    .update(chatThreads)
    .set({
      title: columnPlaceholder('title', chatThreads.title),
      messageCount: sql`${chatThreads.messageCount} + 2`,
      lastMessageAt: columnPlaceholder('now', chatThreads.lastMessageAt),
    })
    .where(eq(chatThreads.id, threadId))
    .returning()
    .prepare('chat_continued_thread'),
);

/** A new thread, inserted whole: its title and both messages counted. */
export const newThreadQuery = preparedPerDatabase((db) =>
  db
    .insert(chatThreads)
    .values({
      userId,
      petId: sql.placeholder('petId'),
      origin: 'chat',
      title: sql.placeholder('title'),
      messageCount: 2,
      createdAt: sql.placeholder('now'),
      lastMessageAt: sql.placeholder('now'),
    })
    .returning()
    .prepare('chat_new_thread'),
);

/** The keeper's message and the answer's place (empty, stopped until it is saved), one insert. */
export const turnMessagesQuery = preparedPerDatabase((db) => {
  const stored = {
    threadId,
    source: 'engine' as const,
    engineVersion: sql.placeholder('engineVersion'),
    knowledgeVersion: sql.placeholder('knowledgeVersion'),
    createdAt: sql.placeholder('now'),
  };
  return db
    .insert(chatMessages)
    .values([
      { ...stored, role: 'keeper', text: sql.placeholder('text') },
      { ...stored, role: 'assistant', text: '', stopped: true },
    ])
    .returning()
    .prepare('chat_turn_messages');
});

/**
 * The answer saved and the thread's most urgent level raised, in one statement (the thread's
 * update as a WITH). `mostUrgent(max_level, level)` in SQL: LEVELS runs from the most urgent, so
 * the smaller position wins; a thread without a level takes the answer's.
 */
export const finishedTurnQuery = preparedPerDatabase((db) => {
  const level = sql.placeholder('level');
  const order = sql`array[${sql.join(
    LEVELS.map((l) => sql`${l}`),
    sql`, `,
  )}]::text[]`;
  const raised = db.$with('raised').as(
    db
      .update(chatThreads)
      .set({
        maxLevel: sql`case when ${chatThreads.maxLevel} is not null and array_position(${order}, ${chatThreads.maxLevel}) <= array_position(${order}, ${level}::text) then ${chatThreads.maxLevel} else ${level} end`,
      })
      .where(eq(chatThreads.id, threadId))
      .returning({ id: chatThreads.id }),
  );
  return db
    .with(raised)
    .update(chatMessages)
    .set({
      text: columnPlaceholder('text', chatMessages.text),
      triage: columnPlaceholder('triage', chatMessages.triage),
      askedQuestionIds: columnPlaceholder('askedQuestionIds', chatMessages.askedQuestionIds),
      stopped: columnPlaceholder('stopped', chatMessages.stopped),
      source: columnPlaceholder('source', chatMessages.source),
      engineVersion: columnPlaceholder('engineVersion', chatMessages.engineVersion),
      knowledgeVersion: columnPlaceholder('knowledgeVersion', chatMessages.knowledgeVersion),
    })
    .where(
      and(eq(chatMessages.id, sql.placeholder('messageId')), sql`exists (select 1 from ${raised})`),
    )
    .returning()
    .prepare('chat_finished_turn');
});
