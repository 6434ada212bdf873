// Commissions on referred keepers' orders: created when an order is paid (once per order), pending
// until the refund window ends, then payable; reversed when the order is refunded. The rate and
// the window come from configuration (AFFILIATE_COMMISSION_BP, REFUND_WINDOW_DAYS).
import { and, eq, inArray, lte } from 'drizzle-orm';
import { DAY, addMs, type Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { divideHalfUp } from '../billing';
import { affiliates, commissions, referrals } from './affiliateTables';

/** The accepted affiliate who referred this keeper (sign-up attribution), if any. */
export async function referrerOf(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ affiliateUserId: affiliates.userId })
    .from(referrals)
    .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
    .where(and(eq(referrals.referredUserId, userId), eq(affiliates.status, 'accepted')));
  return row?.affiliateUserId ?? null;
}

export interface CommissionOrder {
  id: number;
  userId: number;
  affiliateUserId: number | null;
  totalMinor: number;
  taxMinor: number;
  currency: string;
  paidAt: Date;
}

/** The commission of a paid order: a share of what was paid net of tax. Once per order. */
export async function recordCommission(
  db: Database,
  order: CommissionOrder,
  rules: { commissionBp: number; refundWindowDays: number },
): Promise<void> {
  if (order.affiliateUserId === null || order.affiliateUserId === order.userId) return;
  const [affiliate] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.userId, order.affiliateUserId), eq(affiliates.status, 'accepted')));
  if (!affiliate) return;
  const amount = divideHalfUp((order.totalMinor - order.taxMinor) * rules.commissionBp, 10_000);
  if (amount <= 0) return;
  await db
    .insert(commissions)
    .values({
      affiliateId: affiliate.id,
      orderId: order.id,
      referredUserId: order.userId,
      amountMinor: amount,
      currency: order.currency,
      status: 'pending',
      payableAt: addMs(order.paidAt, rules.refundWindowDays * DAY),
      createdAt: order.paidAt,
    })
    .onConflictDoNothing({ target: commissions.orderId });
}

/** A refunded order earns nothing: its commission is reversed unless already paid out. */
export async function reverseCommission(db: Database, orderId: number): Promise<void> {
  await db
    .update(commissions)
    .set({ status: 'reversed' })
    .where(
      and(eq(commissions.orderId, orderId), inArray(commissions.status, ['pending', 'payable'])),
    );
}

/** Scheduled: pending commissions whose refund window has ended become payable. */
export async function releaseCommissions(db: Database, clock: Clock): Promise<number> {
  const released = await db
    .update(commissions)
    .set({ status: 'payable' })
    .where(and(eq(commissions.status, 'pending'), lte(commissions.payableAt, clock.now())))
    .returning({ id: commissions.id });
  return released.length;
}
