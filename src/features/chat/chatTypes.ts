import type { Thread } from '@contract/schemas/chat';
import type { LoadState } from '../../stores/KeyedResource';

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
