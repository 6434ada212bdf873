// What a paid order gives its buyer, applied once by whoever moved it to paid (OrderService.markPaid):
// plans started or changed, health-report credits, the promo code used up, the affiliate's
// commission, and the cart emptied after a checkout.
import { eq, sql } from 'drizzle-orm';
import type { CartLine } from '@contract/schemas/billing';
import type { Database } from '../db/openDatabase';
import { recordCommission } from '../affiliate';
import { PLAN_MONTHS, type BillingConfig } from './billingConfig';
import {
  cartLines,
  carts,
  healthReportCredits,
  promoRedemptions,
  subscriptions,
} from './billingTables';
import { addMonths } from './money';
import type { OrderRow } from './orderRecords';
import { planChange } from './plans';

export interface PaidDetails {
  ref: string | null;
  renewalCard?: string | null;
  customer?: string | null;
  paymentMethod?: string | null;
}

/** Applies what the order bought, inside the transaction that moved it to paid. */
export async function fulfilOrder(
  db: Database,
  order: OrderRow,
  details: PaidDetails,
  now: Date,
  config: BillingConfig,
): Promise<void> {
  // Paid after the buyer's account was erased (a late provider report): nobody to give it to.
  const buyer = order.userId;
  if (buyer === null) return;
  for (const line of order.lines) {
    const petId = Number(line.pet_id);
    if (line.kind === 'health_report') {
      await db
        .insert(healthReportCredits)
        .values({ petId, available: line.quantity })
        .onConflictDoUpdate({
          target: healthReportCredits.petId,
          set: { available: sql`${healthReportCredits.available} + ${line.quantity}` },
        });
      continue;
    }
    if (order.kind === 'checkout') {
      await applyPlanLine(db, { ...order, userId: buyer }, line, details, now);
    }
  }
  if (order.promoCode !== null) {
    await db
      .insert(promoRedemptions)
      .values({ userId: buyer, code: order.promoCode, orderId: order.id })
      .onConflictDoNothing();
  }
  await recordCommission(
    db,
    { ...order, userId: buyer, paidAt: now },
    {
      commissionBp: config.commissionBp,
      refundWindowDays: config.refundWindowDays,
    },
  );
  if (order.kind === 'checkout') {
    await db.delete(cartLines).where(eq(cartLines.userId, buyer));
    await db.update(carts).set({ promoCode: null }).where(eq(carts.userId, buyer));
  }
}

async function applyPlanLine(
  db: Database,
  order: OrderRow & { userId: number },
  line: CartLine,
  details: PaidDetails,
  now: Date,
): Promise<void> {
  const plan = line.plan ?? 'premium_monthly';
  const petId = Number(line.pet_id);
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.petId, petId))
    .for('update');
  const payment = {
    renewalCard: details.renewalCard ?? current?.renewalCard ?? null,
    providerCustomer: details.customer ?? current?.providerCustomer ?? null,
    providerPaymentMethod: details.paymentMethod ?? current?.providerPaymentMethod ?? null,
  };
  if (planChange(current, plan) === 'downgrade' && line.amount_minor === 0) {
    await db
      .update(subscriptions)
      .set({ nextPlan: plan, cancelAtPeriodEnd: false, updatedAt: now, ...payment })
      .where(eq(subscriptions.petId, petId));
    return;
  }
  const values = {
    plan,
    status: 'active' as const,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, PLAN_MONTHS[plan]),
    cancelAtPeriodEnd: false,
    nextPlan: null,
    graceUntil: null,
    amountMinor: line.unit_amount_minor,
    currency: order.currency,
    updatedAt: now,
    ...payment,
  };
  await db
    .insert(subscriptions)
    .values({ petId, userId: order.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.petId, set: values });
}
