import { observable } from 'mobx';
import type { TriageLevel } from '@contract/aiAssistant';
import type { ChatMessage, Thread, TriageSummary } from '@contract/schemas/chat';
import { mostUrgent } from '../triage-result';

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

let nextKey = 1;

/** A new entry: observable, so the answer re-renders as its tokens arrive. */
export function entry(
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

/** A stored message of a reopened thread. */
export function fromMessage(message: ChatMessage): ChatEntry {
  return entry(message.role, message.text, message.stopped ? 'stopped' : 'done', message);
}

/** The most urgent level the conversation reached (the thread's stored one included). */
export function maxLevelOf(
  entries: readonly ChatEntry[],
  thread: Thread | null,
): TriageLevel | null {
  return entries.reduce<TriageLevel | null>(
    (level, e) => (e.triage ? mostUrgent(level, e.triage.level) : level),
    thread?.max_level ?? null,
  );
}

/**
 * The latest answer's level, while it streams too: what the screen keeps in view. Null until
 * the latest answer's level is known (never an earlier answer's level for a new question).
 */
export function latestLevelOf(
  entries: readonly ChatEntry[],
): { level: TriageLevel; final: boolean } | null {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const candidate = entries[i];
    if (candidate?.role !== 'assistant') continue;
    if (!candidate.level) return null;
    return { level: candidate.level, final: candidate.status !== 'streaming' };
  }
  return null;
}

/** The answer the keeper may reply to with a quick answer: the last one, when it is whole. */
export function lastAnswerOf(entries: readonly ChatEntry[]): ChatEntry | null {
  const last = entries[entries.length - 1];
  return last?.role === 'assistant' && last.status === 'done' ? last : null;
}
