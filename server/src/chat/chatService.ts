// The symptom checker's threads and messages in SQL: the keeper's own threads only (someone
// else's id answers 404 and changes nothing), a turn (the keeper's message and the answer's
// place, counted against the free daily messages of freeMessages.ts) and the stored answers.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnswerSource, ThreadOrigin } from '@contract/aiAssistant';
import type { ChatMessage, ChatUsage, Thread, TriageSummary } from '@contract/schemas/chat';
import type { Clock } from '../http/clock';
import { petHasSubscription } from '../billing/subscriptionState';
import type { Database } from '../db/openDatabase';
import { NotFoundError } from '../errors/HttpError';
import { ownedPet, PET_NOT_FOUND, type PetRow } from '../pets/petAccess';
import { pets } from '../pets/petTables';
import { preparedPerDatabase } from '../db/preparedQuery';
import { mostUrgent } from '../triage/levels';
import type { ThreadMessage } from '../triage/types';
import { chatMessages, chatThreads } from './chatTables';
import { countFreeMessage, freeMessageUsage } from './freeMessages';
import { messageView, threadView, titleOf } from './threadViews';

export const THREAD_NOT_FOUND = 'Conversation not found.';
/** The engine reads at most this many earlier messages of a thread (the newest). */
const HISTORY_MAX = 40;

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

/**
 * A pet's threads, newest first, with the ownership check in the same round trip: the pet's row
 * joined to its threads (the pet screen's symptom-checker tab asks on every visit).
 */
const threadsOfPet = preparedPerDatabase((db) =>
  db
    .select({ petId: pets.id, thread: chatThreads })
    .from(pets)
    .leftJoin(chatThreads, and(eq(chatThreads.petId, pets.id), eq(chatThreads.userId, pets.userId)))
    .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.userId, sql.placeholder('userId'))))
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id))
    .prepare('threads_of_pet'),
);

export class ChatService {
  constructor(private readonly deps: { db: Database; clock: Clock; freeDailyLimit: number }) {}

  pet(userId: number, petId: number): Promise<PetRow> {
    return ownedPet(this.deps.db, userId, petId);
  }

  async ownedThread(userId: number, threadId: number): Promise<ThreadRow> {
    const [row] = await this.deps.db
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)));
    if (!row) throw new NotFoundError(THREAD_NOT_FOUND);
    return row;
  }

  async list(userId: number, petId: number): Promise<Thread[]> {
    const rows = await threadsOfPet(this.deps.db).execute({ userId, petId });
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
   * are not counted). A new thread is created here when `threadId` is null.
   */
  async startTurn(
    userId: number,
    target: { threadId: number } | { petId: number },
    text: string,
    versions: { engineVersion: string; knowledgeVersion: string },
    language: 'en' | 'jp',
  ): Promise<NewTurn> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const thread =
        'threadId' in target
          ? await this.lockedThread(tx, userId, target.threadId)
          : await this.create(userId, target.petId, 'chat', tx);
      const pet = await ownedPet(tx, userId, thread.petId);
      if (!(await petHasSubscription(tx, pet.id))) {
        const limit = this.deps.freeDailyLimit;
        await countFreeMessage(tx, { userId, pet, now, limit, language });
      }

      const earlier = await tx
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, thread.id))
        .orderBy(desc(chatMessages.id))
        .limit(HISTORY_MAX);
      const history = earlier.reverse().map((m) => ({
        role: m.role,
        text: m.text,
        ...(m.role === 'assistant' ? { askedQuestionIds: m.askedQuestionIds } : {}),
      }));

      const stored = { ...versions, createdAt: now };
      const [keeperMessage] = await tx
        .insert(chatMessages)
        .values({ threadId: thread.id, role: 'keeper', text, source: 'engine', ...stored })
        .returning();
      const [answer] = await tx
        .insert(chatMessages)
        .values({
          threadId: thread.id,
          role: 'assistant',
          text: '',
          stopped: true,
          source: 'engine',
          ...stored,
        })
        .returning({ id: chatMessages.id });
      if (!keeperMessage || !answer) throw new Error('message insert returned nothing');
      const [updated] = await tx
        .update(chatThreads)
        .set({
          title: thread.title === '' ? titleOf(text) : thread.title,
          messageCount: sql`${chatThreads.messageCount} + 2`,
          lastMessageAt: now,
        })
        .where(eq(chatThreads.id, thread.id))
        .returning();
      if (!updated) throw new Error('thread update returned nothing');
      return { thread: updated, keeperMessage, assistantMessageId: answer.id, history };
    });
  }

  /** Saves the answer (whole, or partial when stopped) and the thread's most urgent level. */
  async finishTurn(
    threadId: number,
    messageId: number,
    answer: StoredAnswer,
  ): Promise<{ message: ChatMessage; thread: Thread }> {
    return this.deps.db.transaction(async (tx) => {
      const [message] = await tx
        .update(chatMessages)
        .set({
          text: answer.text,
          triage: answer.triage,
          askedQuestionIds: answer.askedQuestionIds,
          stopped: answer.stopped,
          source: answer.source,
          engineVersion: answer.triage.engine_version,
          knowledgeVersion: answer.triage.knowledge_version,
        })
        .where(eq(chatMessages.id, messageId))
        .returning();
      const [current] = await tx
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.id, threadId))
        .for('update');
      if (!message || !current) throw new NotFoundError(THREAD_NOT_FOUND);
      const [thread] = await tx
        .update(chatThreads)
        .set({ maxLevel: mostUrgent(current.maxLevel, answer.triage.level) })
        .where(eq(chatThreads.id, threadId))
        .returning();
      return { message: messageView(message), thread: threadView(thread ?? current) };
    });
  }

  private async lockedThread(tx: Database, userId: number, threadId: number): Promise<ThreadRow> {
    const [row] = await tx
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)))
      .for('update');
    if (!row) throw new NotFoundError(THREAD_NOT_FOUND);
    return row;
  }
}
