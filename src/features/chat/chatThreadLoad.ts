import type { Thread } from '@contract/schemas/chat';
import { ApiError } from '../../http/ApiError';
import type { ChatApi } from './chatApi';
import { fromMessage, type ChatEntry } from './chatEntries';

/**
 * A saved thread reopened: its messages as entries, or why not. Kept out of the store so the
 * store only decides whether the answer still matters (the keeper may have moved on).
 */
export type LoadedThread =
  | { kind: 'ready'; thread: Thread; entries: ChatEntry[] }
  /** Deleted, or never the keeper's: the screen says so, no error is reported. */
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown };

export async function loadThread(api: ChatApi, threadId: string): Promise<LoadedThread> {
  try {
    const { thread, messages } = await api.thread(threadId, { notify: false });
    return { kind: 'ready', thread, entries: messages.map(fromMessage) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    return { kind: 'failed', error };
  }
}
