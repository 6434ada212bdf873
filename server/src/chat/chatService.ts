// The symptom checker's threads and messages in SQL: the keeper's own threads only (someone
// else's id answers 404 and changes nothing), a turn (the keeper's message and the answer's
// place, counted against the free daily messages of freeMessages.ts) and the stored answers. The
// reads every visit makes and every statement a message runs are prepared once (chatQueries.ts,
// turnStatements.ts).
import { asc, eq } from 'drizzle-orm';
import type { AnswerSource, ThreadOrigin } from '@contract/aiAssistant';
import type { ChatMessage, ChatUsage, Thread, TriageSummary } from '@contract/schemas/chat';
import type { FastifyRequest } from 'fastify';
import { authenticateFrom, tokenCheckOf, tokenParams } from '../auth';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { preparedIn } from '../db/preparedInTransaction';
import { NotFoundError } from '../errors/HttpError';
import { ownedPet, PET_NOT_FOUND, type PetRow } from '../pets';
import type { ThreadMessage } from '../triage';
import { chatMessages, chatThreads } from './chatTables';
import { threadsOfPet, threadsOfTokenOwnersPet, turnPetQuery } from './chatQueries';
import { countFreeMessage, freeMessageUsage } from './freeMessages';
import { messageView, threadView, titleOf } from './threadViews';
import {
  continuedThreadQuery,
  finishedTurnQuery,
  lockedThreadQuery,
  newThreadQuery,
  ownedThreadQuery,
  threadHistoryQuery,
  turnMessagesQuery,
} from './turnStatements';

export const THREAD_NOT_FOUND = 'Conversation not found.';
const KEEPER_ROLES = ['pet-keeper'] as const;

type ThreadRow = typeof chatThreads.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export interface NewTurn {
  thread: ThreadRow;
  keeperMessage: MessageRow;
  assistantMessageId: number;
  /** The thread before this message, oldest first, for the engine. */
  history: ThreadMessage[];
}

export interface StoredAnswer {
  text: string;
  triage: TriageSummary;
  askedQuestionIds: string[];
  stopped: boolean;
  source: AnswerSource;
}

export interface TurnPet {
  pet: PetRow;
  weightKg: number | null;
  subscribed: boolean;
}

export class ChatService {
  constructor(private readonly deps: { db: Database; clock: Clock; freeDailyLimit: number }) {}

  pet(userId: number, petId: number): Promise<PetRow> {
    return ownedPet(this.deps.db, userId, petId);
  }

  /**
   * The caller's pet for a message (`turnPetQuery`). Read just before the turn's transaction, the
   * subscription is what the transaction would read (read committed); the daily count itself
   * stays one atomic upsert.
   */
  async turnPet(userId: number, petId: number): Promise<TurnPet> {
    const [row] = await turnPetQuery(this.deps.db).execute({ userId, petId });
    if (!row) throw new NotFoundError(PET_NOT_FOUND);
    const grams = row.latestGrams;
    return {
      pet: row.pet,
      weightKg: grams === null ? null : grams / 1000,
      subscribed: row.subscribed,
    };
  }

  async ownedThread(userId: number, threadId: number): Promise<ThreadRow> {
    const [row] = await ownedThreadQuery(this.deps.db).execute({ threadId, userId });
    if (!row) throw new NotFoundError(THREAD_NOT_FOUND);
    return row;
  }

  async list(userId: number, petId: number): Promise<Thread[]> {
    const rows = await threadsOfPet(this.deps.db).execute({ userId, petId });
    // No row: not the caller's pet. One row without a thread: their pet, no thread yet.
    if (rows.length === 0) throw new NotFoundError(PET_NOT_FOUND);
    return rows.flatMap(({ thread }) => (thread === null ? [] : [threadView(thread)]));
  }

  /**
   * The threads of the caller's pet, the caller's token checked in the same statement: 401/403 as
   * the keeper's guard answers them, then 404 when the pet is not the caller's.
   */
  async listOfTokenOwner(request: FastifyRequest, petId: number): Promise<Thread[]> {
    const check = tokenCheckOf(request);
    const rows = await threadsOfTokenOwnersPet(this.deps.db).execute({
      petId,
      ...tokenParams(check),
    });
    await authenticateFrom(request, check, rows[0]?.owner, KEEPER_ROLES);
    // No row: not the caller's pet. One row without a thread: their pet, no thread yet.
    if (rows.length === 0) throw new NotFoundError(PET_NOT_FOUND);
    return rows.flatMap(({ thread }) => (thread === null ? [] : [threadView(thread)]));
  }

  async create(
    userId: number,
    petId: number,
    origin: ThreadOrigin = 'chat',
    db: Database = this.deps.db,
  ): Promise<ThreadRow> {
    await ownedPet(db, userId, petId);
    const now = this.deps.clock.now();
    const [row] = await db
      .insert(chatThreads)
      .values({ userId, petId, origin, createdAt: now, lastMessageAt: now })
      .returning();
    if (!row) throw new Error('thread insert returned nothing');
    return row;
  }

  async detail(
    userId: number,
    threadId: number,
  ): Promise<{ thread: Thread; messages: ChatMessage[] }> {
    const thread = await this.ownedThread(userId, threadId);
    const rows = await this.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, thread.id))
      .orderBy(asc(chatMessages.id));
    return { thread: threadView(thread), messages: rows.map(messageView) };
  }

  async remove(userId: number, threadId: number): Promise<void> {
    const thread = await this.ownedThread(userId, threadId);
    await this.deps.db.delete(chatThreads).where(eq(chatThreads.id, thread.id));
  }

  usage(userId: number, pet: PetRow): Promise<ChatUsage> {
    return freeMessageUsage(this.deps.db, {
      userId,
      pet,
      now: this.deps.clock.now(),
      limit: this.deps.freeDailyLimit,
    });
  }

  /**
   * Stores the keeper's message and an empty assistant answer (marked stopped until it completes)
   * in one transaction, after counting the message against the free daily limit (subscribed pets
   * are not counted). A new thread is created here when the target is a pet. `pet` is the
   * caller's own pet as `turnPet` read it (a thread's pet for a thread). Each statement
   * here is one more round trip before the first token, for every message: a new thread is
   * inserted whole (title, count) and has no history to read; the two messages are one insert.
   */
  async startTurn(
    userId: number,
    { pet, subscribed }: Pick<TurnPet, 'pet' | 'subscribed'>,
    target: { threadId: number } | { petId: number },
    text: string,
    versions: { engineVersion: string; knowledgeVersion: string },
    language: 'en' | 'jp',
  ): Promise<NewTurn> {
    const now = this.deps.clock.now();
    const db = this.deps.db;
    return db.transaction(async (tx) => {
      const existing =
        'threadId' in target ? await this.lockedThread(tx, userId, target.threadId) : null;
      if (!subscribed) {
        const limit = this.deps.freeDailyLimit;
        await countFreeMessage({ db, tx }, { userId, pet, now, limit, language });
      }

      const earlier = existing
        ? await preparedIn(tx, threadHistoryQuery(db)).execute({ threadId: existing.id })
        : [];
      const history = earlier.reverse().map((m) => ({
        role: m.role,
        text: m.text,
        ...(m.role === 'assistant' ? { askedQuestionIds: m.askedQuestionIds } : {}),
      }));

      const [thread] = existing
        ? await preparedIn(tx, continuedThreadQuery(db)).execute({
            threadId: existing.id,
            title: existing.title === '' ? titleOf(text) : existing.title,
            now,
          })
        : await preparedIn(tx, newThreadQuery(db)).execute({
            userId,
            petId: pet.id,
            title: titleOf(text),
            now,
          });
      if (!thread) throw new Error('thread write returned nothing');

      const rows = await preparedIn(tx, turnMessagesQuery(db)).execute({
        threadId: thread.id,
        ...versions,
        now,
        text,
      });
      const keeperMessage = rows.find((m) => m.role === 'keeper');
      const answer = rows.find((m) => m.role === 'assistant');
      if (!keeperMessage || !answer) throw new Error('message insert returned nothing');
      return { thread, keeperMessage, assistantMessageId: answer.id, history };
    });
  }

  /**
   * Saves the answer (whole, or partial when stopped) and raises the thread's most urgent level,
   * in one statement (the thread's update as a WITH): atomic without a transaction, one round
   * trip instead of five. The row lock of the update orders concurrent answers of a thread.
   */
  async finishTurn(
    threadId: number,
    messageId: number,
    answer: StoredAnswer,
  ): Promise<ChatMessage> {
    const [message] = await finishedTurnQuery(this.deps.db).execute({
      threadId,
      messageId,
      level: answer.triage.level,
      text: answer.text,
      triage: answer.triage,
      askedQuestionIds: answer.askedQuestionIds,
      stopped: answer.stopped,
      source: answer.source,
      engineVersion: answer.triage.engine_version,
      knowledgeVersion: answer.triage.knowledge_version,
    });
    if (!message) throw new NotFoundError(THREAD_NOT_FOUND);
    return messageView(message);
  }

  private async lockedThread(tx: Database, userId: number, threadId: number): Promise<ThreadRow> {
    const [row] = await preparedIn(tx, lockedThreadQuery(this.deps.db)).execute({
      threadId,
      userId,
    });
    if (!row) throw new NotFoundError(THREAD_NOT_FOUND);
    return row;
  }
}
