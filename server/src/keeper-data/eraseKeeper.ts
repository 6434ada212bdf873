// Erases one keeper, inside the caller's transaction, as personalDataMap.ts says: receipts are
// anonymised and kept, other people's rows lose their mention of the keeper, rows found by the
// keeper's address or ids are deleted, and deleting the users row takes everything else with it
// (ON DELETE CASCADE from users and pets; the pet_files trigger queues the stored files' keys in
// file_purges, which the caller purges after the commit).
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { CartLine } from '@contract/schemas/billing';
import { sha256Hex } from '../http/secrets';
import { orders, planLabel } from '../billing';
import { commissions } from '../affiliate';
import type { Database } from '../db/openDatabase';
import {
  contactMessages,
  mailOutbox,
  phoneVerificationCodes,
  rateLimits,
  smsOutbox,
  users,
} from '../db/schema';
import { idempotencyKeys } from '../http/idempotencyKeys';

/** A receipt line without the pet's name: what was bought, for how much. */
function anonymousLine(line: CartLine, language: 'en' | 'jp'): CartLine {
  const description =
    line.kind === 'health_report'
      ? language === 'jp'
        ? '健康レポート'
        : 'Health report'
      : planLabel(line.plan ?? 'premium_monthly', language);
  return { ...line, pet_id: '', description };
}

/** Returns false when there is no such user (already erased). */
export async function eraseKeeper(tx: Database, userId: number): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return false;

  // Receipts stay, as tax law requires, with nothing that leads back to the keeper.
  const receipts = await tx
    .select({ id: orders.id, lines: orders.lines })
    .from(orders)
    .where(eq(orders.userId, userId));
  for (const receipt of receipts) {
    await tx
      .update(orders)
      .set({
        userId: null,
        lines: receipt.lines.map((line) => anonymousLine(line, user.language)),
        nextAction: null,
      })
      .where(eq(orders.id, receipt.id));
  }
  // Other people's rows that named the keeper keep their own data only.
  await tx.update(orders).set({ affiliateUserId: null }).where(eq(orders.affiliateUserId, userId));
  await tx
    .update(commissions)
    .set({ referredUserId: null })
    .where(eq(commissions.referredUserId, userId));

  // Rows with no key to the keeper: found by address, phone number or id.
  const phones = new Set<string>();
  if (user.phoneNumber) phones.add(user.phoneNumber);
  const codes = await tx
    .select({ phone: phoneVerificationCodes.phoneNumber })
    .from(phoneVerificationCodes)
    .where(eq(phoneVerificationCodes.userId, userId));
  for (const code of codes) phones.add(code.phone);
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${user.email}`);
  if (phones.size > 0) await tx.delete(smsOutbox).where(inArray(smsOutbox.toNumber, [...phones]));
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${user.email}`);
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.caller, `user:${userId}`));
  const subjects = [user.email, String(userId), ...phones];
  await tx
    .delete(rateLimits)
    .where(or(...subjects.map((subject) => like(rateLimits.key, `%:${sha256Hex(subject)}`))));

  // Everything else refers to the users row or to a pet, with ON DELETE CASCADE.
  await tx.delete(users).where(eq(users.id, userId));
  return true;
}
