import { makeAutoObservable, observable, runInAction } from 'mobx';
import { AI_LIMITS, type TriageLevel } from '@contract/aiAssistant';
import type {
  ChatMessage,
  ChatStreamEvent,
  ChatUsage,
  Thread,
  TriageSummary,
} from '@contract/schemas/chat';
import { ApiError } from '../../http/ApiError';
import { KeyedResource, type LoadState } from '../../stores/KeyedResource';
import { mostUrgent } from '../triage-result';
import type { ChatApi } from './chatApi';

/** How far an entry of the conversation has come. */
export type EntryStatus = 'streaming' | 'done' | 'stopped' | 'failed';

/** One message of the conversation on screen. */
export interface ChatEntry {
  /** Stable for the screen (a server id arrives only once the answer has started). */
  key: string;
  id: string | null;
  role: 'keeper' | 'assistant';
  text: string;
  triage: TriageSummary | null;
  /**
   * The answer's urgency level: announced when the answer starts, then the triage's (which may
   * raise it); null for the keeper's messages and before the level is known.
   */
  level: TriageLevel | null;
  status: EntryStatus;
  /** The server's words when an answer broke off with an error event; null otherwise. */
  error: string | null;
  createdAt: string;
}

/** The free daily limit was reached (429 with errors.limit) for this pet. */
export interface ChatLimitReached {
  petId: string;
  /** The API's explanation (in the keeper's language). */
  message: string;
}

/** What the screens tell analytics about (no personal data: ids and levels only). */
export type ChatLifecycleEvent =
  | { type: 'started'; petId: string; thread: Thread }
  | { type: 'limit'; petId: string; limit: number | null };

export type SendOutcome = 'answered' | 'stopped' | 'failed' | 'limited' | 'refused' | 'ignored';

/** Where a reopened thread stands. */
export type ThreadState = LoadState | 'missing';

export interface ChatStoreOptions {
  /** Shows a failed request (the app's danger toast); the store asks for no toasts itself. */
  reportError?: (error: Error) => void;
}

let nextKey = 1;

function entry(
  role: ChatEntry['role'],
  text: string,
  status: EntryStatus,
  from?: ChatMessage,
): ChatEntry {
  return observable({
    key: from ? `m${from.id}` : `local-${nextKey++}`,
    id: from?.id ?? null,
    role,
    text,
    triage: from?.triage ?? null,
    level: from?.triage?.level ?? null,
    status,
    error: null,
    createdAt: from?.created_at ?? new Date().toISOString(),
  });
}

function fromMessage(message: ChatMessage): ChatEntry {
  return entry(message.role, message.text, message.stopped ? 'stopped' : 'done', message);
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

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
  private controller: AbortController | null = null;
  private openRequest = 0;
  private readonly listeners = new Set<(event: ChatLifecycleEvent) => void>();

  constructor(
    private readonly api: ChatApi,
    private readonly options: ChatStoreOptions = {},
  ) {
    this.threads = new KeyedResource((petId) => api.threads(petId));
    // Quiet: the counter is a convenience, the chat works without it.
    this.usage = new KeyedResource((petId) => api.usage(petId, { notify: false }));
    makeAutoObservable<ChatStore, 'api' | 'options' | 'controller' | 'openRequest' | 'listeners'>(
      this,
      {
        api: false,
        options: false,
        controller: false,
        openRequest: false,
        listeners: false,
        threads: false,
        usage: false,
      },
    );
  }

  /** The most urgent level the conversation reached. */
  get maxLevel(): TriageLevel | null {
    return this.entries.reduce<TriageLevel | null>(
      (level, e) => (e.triage ? mostUrgent(level, e.triage.level) : level),
      this.thread?.max_level ?? null,
    );
  }

  /** The answer the keeper may reply to with a quick answer: the last one, when it is whole. */
  /**
   * The latest answer's level, while it streams too: what the screen keeps in view. Null until
   * the latest answer's level is known (never an earlier answer's level for a new question).
   */
  get latestLevel(): { level: TriageLevel; final: boolean } | null {
    for (let i = this.entries.length - 1; i >= 0; i -= 1) {
      const candidate = this.entries[i];
      if (candidate?.role !== 'assistant') continue;
      if (!candidate.level) return null;
      return { level: candidate.level, final: candidate.status !== 'streaming' };
    }
    return null;
  }

  get lastAnswer(): ChatEntry | null {
    const last = this.entries[this.entries.length - 1];
    return last?.role === 'assistant' && last.status === 'done' ? last : null;
  }

  /** Whether the keeper can send now (the limit stands only for the pet it was reached with). */
  get canSend(): boolean {
    return !this.busy && this.petId !== null && !this.limitedNow;
  }

  /** The limit was reached for this pet: by a refused message, or as the usage counter says. */
  get limitedNow(): boolean {
    if (this.petId === null) return false;
    if (this.limit?.petId === this.petId) return true;
    const usage = this.usage.valueFor(this.petId);
    return usage !== null && !usage.unlimited && usage.remaining === 0;
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
    this.threads.clear();
    this.usage.clear();
  }

  /** Reopens a saved thread with its messages, to read and to continue. */
  async open(threadId: string): Promise<void> {
    if (this.openedId === threadId && this.threadState !== 'failed') return;
    this.clear();
    this.openedId = threadId;
    this.threadState = 'loading';
    const request = ++this.openRequest;
    try {
      const { thread, messages } = await this.api.thread(threadId, { notify: false });
      runInAction(() => {
        if (request !== this.openRequest) return;
        this.thread = thread;
        this.petId = thread.pet_id;
        this.entries = messages.map(fromMessage);
        this.threadState = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.openRequest) return;
        const missing = error instanceof ApiError && error.status === 404;
        this.threadState = missing ? 'missing' : 'failed';
        if (!missing && error instanceof Error) this.options.reportError?.(error);
      });
    }
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
    await this.api.removeThread(threadId);
    this.threads.update(petId, (list) => list.filter((t) => t.id !== threadId));
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
    let started = false;
    let finished = false;
    let refusedBeforeStream = false;
    const current = () => this.controller === controller;
    try {
      const events = this.thread
        ? this.api.sendMessage(this.thread.id, { text }, request)
        : this.api.startThread(petId, { text }, request);
      for await (const event of events) {
        if (!current()) break;
        started = true;
        finished = this.apply(event, answer, newThread, petId) || finished;
      }
      if (!current()) return 'stopped';
      runInAction(() => {
        if (answer.status === 'streaming') answer.status = 'failed';
      });
      return finished && answer.status === 'done' ? 'answered' : 'failed';
    } catch (error) {
      if (isAbort(error, controller.signal)) {
        runInAction(() => {
          if (current() && answer.status === 'streaming') answer.status = 'stopped';
        });
        return 'stopped';
      }
      if (!current()) return 'stopped';
      if (!started) {
        refusedBeforeStream = true;
        return this.refused(error, question, answer, text, petId);
      }
      runInAction(() => {
        answer.status = 'failed';
      });
      if (error instanceof Error) this.options.reportError?.(error);
      return 'failed';
    } finally {
      // A message the API stored counts, even when its answer was stopped or broke off.
      const counted = started || !refusedBeforeStream;
      runInAction(() => {
        if (current()) {
          this.busy = false;
          this.controller = null;
        }
      });
      if (this.petId === petId) void this.afterTurn(petId, counted);
    }
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
    switch (event.type) {
      case 'start':
        answer.id = event.message_id;
        answer.level = event.level ?? answer.level;
        this.thread = event.thread;
        if (newThread) this.emit({ type: 'started', petId, thread: event.thread });
        return false;
      case 'token':
        answer.text += event.text;
        return false;
      case 'triage':
        answer.triage = event.triage;
        answer.level = event.triage.level;
        return false;
      case 'done': {
        const { message } = event;
        answer.id = message.id;
        answer.text = message.text;
        answer.triage = message.triage ?? answer.triage;
        answer.level = answer.triage?.level ?? answer.level;
        answer.status = message.stopped ? 'stopped' : 'done';
        if (this.thread) {
          this.thread = {
            ...this.thread,
            max_level: this.maxLevel,
            message_count: this.thread.message_count + 2,
            last_message_at: message.created_at,
          };
        }
        return true;
      }
      case 'error':
        answer.status = 'failed';
        answer.error = event.message;
        return false;
      default:
        return false;
    }
  }

  private refused(
    error: unknown,
    question: ChatEntry,
    answer: ChatEntry,
    text: string,
    petId: string,
  ): SendOutcome {
    runInAction(() => {
      this.entries = this.entries.filter((e) => e !== question && e !== answer);
      this.draft = text;
    });
    if (error instanceof ApiError && error.status === 429 && error.errors.limit?.length) {
      runInAction(() => {
        this.limit = { petId, message: error.errors.limit?.[0] ?? error.message };
      });
      this.emit({ type: 'limit', petId, limit: this.usage.valueFor(petId)?.limit ?? null });
      return 'limited';
    }
    if (error instanceof ApiError && error.status === 422) {
      runInAction(() => {
        this.fieldError = error.errors.text?.[0] ?? error.message;
      });
      return 'refused';
    }
    if (error instanceof Error) this.options.reportError?.(error);
    return 'refused';
  }

  /**
   * The counter and the saved list changed with this message. When it was the last free one of
   * the day, the limit is reached now (the panel shows from the counter; analytics hears it once).
   */
  private async afterTurn(petId: string, counted: boolean): Promise<void> {
    if (this.threads.key === petId) void this.threads.load(petId, { force: true });
    await this.usage.load(petId, { force: true });
    const usage = this.usage.valueFor(petId);
    if (counted && usage && !usage.unlimited && usage.remaining === 0 && this.petId === petId) {
      this.emit({ type: 'limit', petId, limit: usage.limit });
    }
  }
}
