// The symptom checker's free daily messages: each keeper's count per UTC day, taken atomically
// (an upsert that stops at the limit) so concurrent requests cannot pass it. A subscribed pet's
// messages are not counted.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ChatUsage } from '@contract/schemas/chat';
import { petHasSubscription } from '../billing';
import type { Database } from '../db/openDatabase';
import { preparedIn } from '../db/preparedInTransaction';
import { preparedPerDatabase } from '../db/preparedQuery';
import { HttpError } from '../errors/HttpError';
import type { PetRow } from '../pets';
import { chatDailyUsage } from './chatTables';

/** The UTC day of an instant (YYYY-MM-DD) and the next 00:00 UTC. */
export function utcDay(now: Date): { day: string; resetsAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`);
  resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
  return { day, resetsAt };
}

const LIMIT_MESSAGE = {
  en: (limit: number, hours: number, pet: string) =>
    `You have used today's ${limit} free symptom-checker messages. They reset in about ${hours} ${hours === 1 ? 'hour' : 'hours'} (00:00 UTC). A subscription for ${pet} lifts the limit.`,
  jp: (limit: number, hours: number, pet: string) =>
    `本日の無料メッセージ（${limit}件）を使い切りました。約${hours}時間後（日本時間の午前9時）にリセットされます。${pet}のサブスクリプションに登録すると制限がなくなります。`,
};

interface Allowance {
  userId: number;
  pet: PetRow;
  now: Date;
  /** Free messages a day (0: none). */
  limit: number;
}

/** What the keeper has used of today's free messages for the pet (none counted when subscribed). */
export async function freeMessageUsage(
  db: Database,
  { userId, pet, now, limit }: Allowance,
): Promise<ChatUsage> {
  const { day, resetsAt } = utcDay(now);
  const [row] = await db
    .select({ used: chatDailyUsage.used })
    .from(chatDailyUsage)
    .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, day)));
  const used = row?.used ?? 0;
  const unlimited = await petHasSubscription(db, pet.id);
  return {
    limit: unlimited ? null : limit,
    used,
    remaining: unlimited ? null : Math.max(0, limit - used),
    resets_at: resetsAt.toISOString(),
    unlimited,
  };
}

/** Today's count plus one, unless it has reached the limit (then no row). */
const countedMessage = preparedPerDatabase((db) =>
  db
    .insert(chatDailyUsage)
    .values({ userId: sql.placeholder('userId'), day: sql.placeholder('day'), used: 1 })
    .onConflictDoUpdate({
      target: [chatDailyUsage.userId, chatDailyUsage.day],
      set: { used: sql`${chatDailyUsage.used} + 1` },
      setWhere: lt(chatDailyUsage.used, sql.placeholder('limit')),
    })
    .returning({ used: chatDailyUsage.used })
    .prepare('chat_counted_message'),
);

/**
 * Counts one message against today's limit, or refuses it (429) when the limit is reached. `tx`
 * is a transaction of the app's database `db` (the count commits with the turn's messages).
 */
export async function countFreeMessage(
  { db, tx }: { db: Database; tx: Database },
  { userId, pet, now, limit, language }: Allowance & { language: 'en' | 'jp' },
): Promise<void> {
  const { day, resetsAt } = utcDay(now);
  const counted =
    limit > 0 ? await preparedIn(tx, countedMessage(db)).execute({ userId, day, limit }) : [];
  if (counted.length > 0) return;
  const hours = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 3_600_000));
  const message = LIMIT_MESSAGE[language](limit, hours, pet.name);
  throw new HttpError(429, message, { limit: [message] });
}
