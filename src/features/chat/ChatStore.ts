import { makeAutoObservable, runInAction } from 'mobx';
import { AI_LIMITS, type TriageLevel } from '@contract/aiAssistant';
import type { ChatStreamEvent, ChatUsage, Thread } from '@contract/schemas/chat';
import type { KeyedResource } from '../../stores/KeyedResource';
import type { ChatApi } from './chatApi';
import { entry, lastAnswerOf, latestLevelOf, maxLevelOf, type ChatEntry } from './chatEntries';
import { ChatPetLists } from './chatPetLists';
import { applyToAnswer, classifyRefusal, streamTurn } from './chatStream';
import { loadThread } from './chatThreadLoad';
import type {
  ChatLifecycleEvent,
  ChatLimitReached,
  ChatStoreOptions,
  SendOutcome,
  ThreadState,
} from './chatTypes';

/**
 * The symptom checker (server/src/chat/README.md): the conversation on screen — a new one about
 * the current pet on /si, or a saved thread reopened on /pets-threads/:id — with its answer
 * streaming in token by token, the stop, the daily limit; and, per pet, the saved threads and
 * today's free messages.
 */
export class ChatStore {
  /** The pet the conversation is about; null until a screen says. */
  petId: string | null = null;
  /** The saved thread; null until the first answer starts (the API creates it then). */
  thread: Thread | null = null;
  entries: ChatEntry[] = [];
  /** An answer is on its way (the composer waits, the stop button shows). */
  busy = false;
  /** What the keeper is typing; given back when a message is refused before it was stored. */
  draft = '';
  /** The API's 422 message about the text. */
  fieldError: string | null = null;
  limit: ChatLimitReached | null = null;
  /** The thread being reopened: its id and how loading it went. */
  openedId: string | null = null;
  threadState: ThreadState = 'idle';
  readonly threads: KeyedResource<Thread[]>;
  readonly usage: KeyedResource<ChatUsage>;
  private readonly lists: ChatPetLists;
  private controller: AbortController | null = null;
  private openRequest = 0;
  private readonly listeners = new Set<(event: ChatLifecycleEvent) => void>();

  constructor(
    private readonly api: ChatApi,
    private readonly options: ChatStoreOptions = {},
  ) {
    this.lists = new ChatPetLists(api);
    this.threads = this.lists.threads;
    this.usage = this.lists.usage;
    makeAutoObservable<
      ChatStore,
      'api' | 'options' | 'lists' | 'controller' | 'openRequest' | 'listeners'
    >(this, {
      api: false,
      options: false,
      lists: false,
      controller: false,
      openRequest: false,
      listeners: false,
      threads: false,
      usage: false,
    });
  }

  /** The most urgent level the conversation reached. */
  get maxLevel(): TriageLevel | null {
    return maxLevelOf(this.entries, this.thread);
  }

  /** The latest answer's level, while it streams too (see latestLevelOf). */
  get latestLevel(): { level: TriageLevel; final: boolean } | null {
    return latestLevelOf(this.entries);
  }

  /** The answer the keeper may reply to with a quick answer: the last one, when it is whole. */
  get lastAnswer(): ChatEntry | null {
    return lastAnswerOf(this.entries);
  }

  /** Whether the keeper can send now (the limit stands only for the pet it was reached with). */
  get canSend(): boolean {
    return !this.busy && this.petId !== null && !this.limitedNow;
  }

  /** The limit was reached for this pet: by a refused message, or as the usage counter says. */
  get limitedNow(): boolean {
    if (this.petId === null) return false;
    return this.limit?.petId === this.petId || this.lists.usedUp(this.petId);
  }

  setDraft(text: string): void {
    this.draft = text;
    this.fieldError = null;
  }

  /** Listens to the conversation's milestones (analytics); returns the function that stops. */
  subscribe(listener: (event: ChatLifecycleEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: ChatLifecycleEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** A new, empty conversation about the pet (the next message starts a thread). */
  startNew(petId: string): void {
    this.clear();
    this.petId = petId;
  }

  /**
   * The clear-chat-messages guard (entering /si) and signing out: the answer on its way is
   * stopped and nothing of the conversation stays.
   */
  clear(): void {
    this.controller?.abort();
    this.controller = null;
    this.openRequest += 1;
    this.petId = null;
    this.thread = null;
    this.entries = [];
    this.busy = false;
    this.draft = '';
    this.fieldError = null;
    this.limit = null;
    this.openedId = null;
    this.threadState = 'idle';
  }

  /** Forgets the pet lists too (signing out). */
  reset(): void {
    this.clear();
    this.lists.clear();
  }

  /** Reopens a saved thread with its messages, to read and to continue. */
  async open(threadId: string): Promise<void> {
    if (this.openedId === threadId && this.threadState !== 'failed') return;
    this.clear();
    this.openedId = threadId;
    this.threadState = 'loading';
    const request = ++this.openRequest;
    const loaded = await loadThread(this.api, threadId);
    runInAction(() => {
      if (request !== this.openRequest) return;
      if (loaded.kind === 'ready') {
        this.thread = loaded.thread;
        this.petId = loaded.thread.pet_id;
        this.entries = loaded.entries;
      } else if (loaded.kind === 'failed' && loaded.error instanceof Error) {
        this.options.reportError?.(loaded.error);
      }
      this.threadState = loaded.kind;
    });
  }

  /** Loads the pet's free messages of today (again after each message). */
  loadUsage(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.usage.load(petId, options);
  }

  loadThreads(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.threads.load(petId, options);
  }

  /** Deletes a saved thread (the list loses it; a conversation showing it is cleared). */
  async removeThread(petId: string, threadId: string): Promise<void> {
    await this.lists.removeThread(petId, threadId);
    if (this.thread?.id === threadId) this.clear();
  }

  /**
   * Sends the keeper's message and streams the answer into the conversation. A refusal before
   * anything was stored (limit, validation, rate limit, no connection) takes the message back
   * out and gives the text back to the composer.
   */
  async send(raw: string): Promise<SendOutcome> {
    const text = raw.trim();
    const petId = this.petId;
    if (!text || petId === null || !this.canSend) return 'ignored';
    if (text.length > AI_LIMITS.messageMax) return 'ignored';
    const controller = new AbortController();
    this.controller = controller;
    const question = entry('keeper', text, 'done');
    const answer = entry('assistant', '', 'streaming');
    this.entries.push(question, answer);
    this.busy = true;
    this.draft = '';
    this.fieldError = null;
    this.limit = null;
    const newThread = this.thread === null;
    const request = { signal: controller.signal, notify: false };
    const thread = this.thread;
    const current = () => this.controller === controller;
    const end = await streamTurn(
      () =>
        thread
          ? this.api.sendMessage(thread.id, { text }, request)
          : this.api.startThread(petId, { text }, request),
      answer,
      controller.signal,
      current,
      (event) => this.apply(event, answer, newThread, petId),
    );
    let outcome: SendOutcome;
    if (end.kind === 'refused') {
      outcome = this.refused(end.error, question, answer, text, petId);
    } else if (end.kind === 'broke') {
      if (end.error instanceof Error) this.options.reportError?.(end.error);
      outcome = 'failed';
    } else {
      outcome = end.kind;
    }
    runInAction(() => {
      if (current()) {
        this.busy = false;
        this.controller = null;
      }
    });
    // A message the API stored counts, even when its answer was stopped or broke off.
    if (this.petId === petId) void this.afterTurn(petId, end.kind !== 'refused');
    return outcome;
  }

  /** Stops the answer on its way; what arrived stays, marked stopped (the API stores it so). */
  stop(): void {
    this.controller?.abort();
  }

  /** One event of the stream; true when the answer is complete. */
  private apply(
    event: ChatStreamEvent,
    answer: ChatEntry,
    newThread: boolean,
    petId: string,
  ): boolean {
    const step = applyToAnswer(event, answer);
    if (step.kind === 'started') {
      this.thread = step.thread;
      if (newThread) this.emit({ type: 'started', petId, thread: step.thread });
    }
    if (step.kind !== 'done') return false;
    if (this.thread) {
      this.thread = {
        ...this.thread,
        max_level: this.maxLevel,
        message_count: this.thread.message_count + 2,
        last_message_at: step.message.created_at,
      };
    }
    return true;
  }

  private refused(
    error: unknown,
    question: ChatEntry,
    answer: ChatEntry,
    text: string,
    petId: string,
  ): SendOutcome {
    const refusal = classifyRefusal(error);
    runInAction(() => {
      this.entries = this.entries.filter((e) => e !== question && e !== answer);
      this.draft = text;
      if (refusal.kind === 'limit') this.limit = { petId, message: refusal.message };
      if (refusal.kind === 'field') this.fieldError = refusal.message;
    });
    if (refusal.kind === 'limit') {
      this.emit({ type: 'limit', petId, limit: this.usage.valueFor(petId)?.limit ?? null });
      return 'limited';
    }
    if (refusal.kind === 'other' && error instanceof Error) this.options.reportError?.(error);
    return 'refused';
  }

  /**
   * The counter and the saved list changed with this message. When it was the last free one of
   * the day, the limit is reached now (the panel shows from the counter; analytics hears it once).
   */
  private async afterTurn(petId: string, counted: boolean): Promise<void> {
    const usage = await this.lists.reloadAfterTurn(petId);
    if (counted && usage && !usage.unlimited && usage.remaining === 0 && this.petId === petId) {
      this.emit({ type: 'limit', petId, limit: usage.limit });
    }
  }
}
