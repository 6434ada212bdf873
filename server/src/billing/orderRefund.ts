// The admin refund of a paid order, in one transaction with its audit entry.
import { and, eq, sql } from 'drizzle-orm';
import type { Order, OrderStatus } from '@contract/schemas/billing';
import { type AuditActor, recordAudit } from '../admin-audit';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { ValidationError, NotFoundError } from '../errors/HttpError';
import { reverseCommission } from '../affiliate';
import { healthReportCredits, orders, promoRedemptions, subscriptions } from './billingTables';
import { ORDER_NOT_FOUND, orderView } from './orderRecords';
import type { PaymentProvider } from './paymentProvider';

export interface RefundDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}

/**
 * Admin refund of a paid order: the money goes back through the provider, the plans it bought
 * end now, unused health reports it bought are withdrawn, the commission is reversed and the
 * promo code can be used again. The admin audit log gets the order before and after in the
 * refund's transaction: its state and amounts, not the buyer's details.
 */
export async function refundOrder(
  { db, clock, provider }: RefundDeps,
  orderId: number,
  actor: AuditActor,
  reason: string | null,
): Promise<Order> {
  const [existing] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!existing) throw new NotFoundError(ORDER_NOT_FOUND);
  const refunded = await db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .update(orders)
      .set({ status: 'refunded' satisfies OrderStatus, refundedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning();
    if (!row) throw new ValidationError({ order: ['Only a paid order can be refunded.'] });
    if (row.providerRef !== null && row.totalMinor > 0) {
      await provider.refund(row.providerRef, row.totalMinor, `order-${row.id}`);
    }
    for (const line of row.lines) {
      const petId = Number(line.pet_id);
      if (line.kind === 'plan') {
        await tx
          .update(subscriptions)
          .set({
            plan: 'free',
            status: 'canceled',
            currentPeriodEnd: now,
            cancelAtPeriodEnd: false,
            nextPlan: null,
            graceUntil: null,
            updatedAt: now,
          })
          .where(eq(subscriptions.petId, petId));
      } else {
        await tx
          .update(healthReportCredits)
          .set({
            available: sql`greatest(${healthReportCredits.available} - ${line.quantity}, 0)`,
          })
          .where(eq(healthReportCredits.petId, petId));
      }
    }
    await reverseCommission(tx, row.id);
    const state = (order: Order) => ({
      status: order.status,
      total_minor: order.total_minor,
      currency: order.currency,
      refunded_at: order.refunded_at,
    });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      targetType: 'order',
      targetId: String(row.id),
      targetLabel: `#${row.id}`,
      before: state(orderView(existing)),
      after: state(orderView(row)),
      reason,
    });
    if (row.promoCode !== null && row.userId !== null) {
      await tx
        .delete(promoRedemptions)
        .where(and(eq(promoRedemptions.orderId, row.id), eq(promoRedemptions.userId, row.userId)));
    }
    return row;
  });
  return orderView(refunded);
}
