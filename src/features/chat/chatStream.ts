import { runInAction } from 'mobx';
import type { ChatStreamEvent, ChatMessage, Thread } from '@contract/schemas/chat';
import { ApiError } from '../../http/ApiError';
import type { ChatEntry } from './chatEntries';

/** What one event of the stream means for the conversation around the answer. */
export type StreamStep =
  | { kind: 'started'; thread: Thread }
  | { kind: 'done'; message: ChatMessage }
  | { kind: 'continue' };

/**
 * Writes one event of the answer's stream into the answer entry (call inside a MobX action).
 * The caller handles what goes beyond the entry: the thread that started, the finished turn.
 */
export function applyToAnswer(event: ChatStreamEvent, answer: ChatEntry): StreamStep {
  switch (event.type) {
    case 'start':
      answer.id = event.message_id;
      answer.level = event.level ?? answer.level;
      return { kind: 'started', thread: event.thread };
    case 'token':
      answer.text += event.text;
      return { kind: 'continue' };
    case 'triage':
      answer.triage = event.triage;
      answer.level = event.triage.level;
      return { kind: 'continue' };
    case 'done': {
      const { message } = event;
      answer.id = message.id;
      answer.text = message.text;
      answer.triage = message.triage ?? answer.triage;
      answer.level = answer.triage?.level ?? answer.level;
      answer.status = message.stopped ? 'stopped' : 'done';
      return { kind: 'done', message };
    }
    case 'error':
      answer.status = 'failed';
      answer.error = event.message;
      return { kind: 'continue' };
    default:
      return { kind: 'continue' };
  }
}

/** Why the API refused a message before anything of it was stored. */
export type Refusal =
  { kind: 'limit'; message: string } | { kind: 'field'; message: string } | { kind: 'other' };

/** The daily limit (429 with errors.limit), the text's validation (422), or anything else. */
export function classifyRefusal(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 429 && error.errors.limit?.length) {
    return { kind: 'limit', message: error.errors.limit[0] ?? error.message };
  }
  if (error instanceof ApiError && error.status === 422) {
    return { kind: 'field', message: error.errors.text?.[0] ?? error.message };
  }
  return { kind: 'other' };
}

/** The keeper's stop (or a cleared conversation) rather than a failure. */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/** How streaming one answer ended. */
export type TurnEnd =
  | { kind: 'answered' | 'failed' | 'stopped' }
  /** Refused before any event: nothing of the message was stored. */
  | { kind: 'refused'; error: unknown }
  /** Broke off after the answer had started. */
  | { kind: 'broke'; error: unknown };

/**
 * Streams one answer: each event goes to `onEvent` (true once the answer is complete) while the
 * turn is still the current one (`isCurrent` turns false when the keeper stops or the
 * conversation is cleared); the answer entry ends marked as the stream ended.
 */
export async function streamTurn(
  events: () => AsyncIterable<ChatStreamEvent>,
  answer: ChatEntry,
  signal: AbortSignal,
  isCurrent: () => boolean,
  onEvent: (event: ChatStreamEvent) => boolean,
): Promise<TurnEnd> {
  let started = false;
  let finished = false;
  try {
    for await (const event of events()) {
      if (!isCurrent()) break;
      started = true;
      finished = onEvent(event) || finished;
    }
    if (!isCurrent()) return { kind: 'stopped' };
    runInAction(() => {
      if (answer.status === 'streaming') answer.status = 'failed';
    });
    return { kind: finished && answer.status === 'done' ? 'answered' : 'failed' };
  } catch (error) {
    if (isAbort(error, signal)) {
      runInAction(() => {
        if (isCurrent() && answer.status === 'streaming') answer.status = 'stopped';
      });
      return { kind: 'stopped' };
    }
    if (!isCurrent()) return { kind: 'stopped' };
    if (!started) return { kind: 'refused', error };
    runInAction(() => {
      answer.status = 'failed';
    });
    return { kind: 'broke', error };
  }
}
