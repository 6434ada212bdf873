// A thread and a message as the API answers them, and the title a thread takes from its first
// question (the symptom checker's threads and the photo analyses' threads alike).
import { AI_LIMITS } from '@contract/aiAssistant';
import type { ChatMessage, Thread } from '@contract/schemas/chat';
import type { chatMessages, chatThreads } from './chatTables';

type ThreadRow = typeof chatThreads.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export function threadView(row: ThreadRow): Thread {
  return {
    id: String(row.id),
    pet_id: String(row.petId),
    title: row.title,
    max_level: row.maxLevel,
    message_count: row.messageCount,
    origin: row.origin,
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
  };
}

export function messageView(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    role: row.role,
    text: row.text,
    triage: row.triage,
    stopped: row.stopped,
    created_at: row.createdAt.toISOString(),
  };
}

/** The first keeper question as a title: one line, cut at a word within the limit. */
export function titleOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= AI_LIMITS.threadTitleMax) return line;
  const cut = line.slice(0, AI_LIMITS.threadTitleMax - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > AI_LIMITS.threadTitleMax / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
