// Orders: receipt numbers, the move to paid (exactly once, whoever reports it: checkout, the
// confirmation step, a webhook or the renewal job) with its effects, refunds, and the views.
// Every status change is a conditional UPDATE … WHERE status IN (…) RETURNING: only the caller
// whose update matched applies the effects, so a replayed or concurrent report changes nothing.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CartLine, Order, OrderStatus, ReceiptIssuer } from '@contract/schemas/billing';
import { findBillingData } from '../account/billingDataService';
import { recordAudit, type AuditActor } from '../admin-audit/auditLog';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import type { UnitOfWork } from '../db/unitOfWork';
import { users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import type { Mailer } from '../mail/mailer';
import { recordCommission, reverseCommission } from '../affiliate/commissions';
import { PLAN_MONTHS, type BillingConfig } from './billingConfig';
import {
  cartLines,
  carts,
  healthReportCredits,
  orders,
  promoRedemptions,
  receiptCounters,
  subscriptions,
} from './billingTables';
import { planChange } from './plans';
import { addMonths } from './money';
import type { PaymentProvider } from './paymentProvider';
import { receiptMail } from './receiptMail';

export const ORDER_NOT_FOUND = 'Order not found.';
export type OrderRow = typeof orders.$inferSelect;

export function orderView(row: OrderRow): Order {
  return {
    id: String(row.id),
    number: row.number,
    status: row.status,
    lines: row.lines,
    subtotal_minor: row.subtotalMinor,
    discount_minor: row.discountMinor,
    tax_minor: row.taxMinor,
    total_minor: row.totalMinor,
    currency: row.currency,
    tax_inclusive: row.taxInclusive,
    tax_rate_bp: row.taxRateBp,
    promo_code: row.promoCode,
    kind: row.kind,
    payment_provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** The next receipt number of the year, inside the caller's transaction: gapless, never reused. */
export async function nextReceiptNumber(db: Database, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await db
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  if (!row) throw new Error('receipt counter returned nothing');
  return `PC-${year}-${String(row.last).padStart(6, '0')}`;
}

export interface PaidDetails {
  ref: string | null;
  renewalCard?: string | null;
  customer?: string | null;
  paymentMethod?: string | null;
}

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  config: BillingConfig;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The origin of links written now (http/publicOrigin.ts). */
  publicUrl: () => string;
  /** Who issues the receipts (receiptIssuer.ts, from the operator settings). */
  issuer: ReceiptIssuer;
}

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  async owned(userId: number, orderId: number): Promise<OrderRow> {
    const [row] = await this.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    return row;
  }

  /**
   * The keeper's receipts: every order but the failed payment attempts, which charged nothing and
   * are no receipt (the checkout shows their outcome through the single order).
   */
  async list(userId: number): Promise<Order[]> {
    const rows = await this.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'failed')))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map(orderView);
  }

  /**
   * Moves the order to paid if it is still waiting (pending or requires_confirmation) and applies
   * what was bought. Returns the paid row, or null when another report got there first.
   */
  async markPaid(
    db: Database,
    orderId: number,
    details: PaidDetails,
    { fromFailed = false } = {},
  ): Promise<OrderRow | null> {
    const waiting: OrderStatus[] = fromFailed
      ? ['pending', 'requires_confirmation', 'failed']
      : ['pending', 'requires_confirmation'];
    const now = this.deps.clock.now();
    const [paid] = await db
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        nextAction: { type: 'none' },
        failureMessage: null,
        ...(details.ref !== null ? { providerRef: details.ref } : {}),
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, waiting)))
      .returning();
    if (!paid) return null;
    await this.fulfil(db, paid, details, now);
    return paid;
  }

  /** Failed if still waiting; a late failure report after payment changes nothing. */
  async markFailed(db: Database, orderId: number, message: string): Promise<OrderRow | null> {
    const [failed] = await db
      .update(orders)
      .set({ status: 'failed', failureMessage: message, updatedAt: this.deps.clock.now() })
      .where(
        and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'requires_confirmation'])),
      )
      .returning();
    return failed ?? null;
  }

  private async fulfil(
    db: Database,
    order: OrderRow,
    details: PaidDetails,
    now: Date,
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
        await this.applyPlanLine(db, { ...order, userId: buyer }, line, details, now);
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
        commissionBp: this.deps.config.commissionBp,
        refundWindowDays: this.deps.config.refundWindowDays,
      },
    );
    if (order.kind === 'checkout') {
      await db.delete(cartLines).where(eq(cartLines.userId, buyer));
      await db.update(carts).set({ promoCode: null }).where(eq(carts.userId, buyer));
    }
  }

  private async applyPlanLine(
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

  /**
   * The receipt mail of a paid order, queued in the transaction that paid it: the payment and
   * its receipt commit together, and nothing is left to fail (and be reported as an error to a
   * customer who has paid, or to a webhook whose retry finds the event already applied) after.
   */
  async sendReceipt(order: OrderRow, unit: UnitOfWork): Promise<void> {
    if (order.userId === null) return;
    const [user] = await unit.tx.select().from(users).where(eq(users.id, order.userId));
    if (!user) return;
    await this.deps.mailer.queue(
      receiptMail({
        to: user.email,
        name: user.name,
        language: user.language,
        publicUrl: this.deps.publicUrl(),
        order: orderView(order),
        issuer: this.deps.issuer,
        // The billing details as they stand when the order is paid, as the web receipt shows them.
        buyer: {
          name: user.name,
          email: user.email,
          billing: await findBillingData(unit.tx, order.userId),
        },
      }),
      unit,
    );
  }

  /**
   * Admin refund of a paid order: the money goes back through the provider, the plans it bought
   * end now, unused health reports it bought are withdrawn, the commission is reversed and the
   * promo code can be used again. The admin audit log gets the order before and after in the
   * refund's transaction: its state and amounts, not the buyer's details.
   */
  async refund(orderId: number, actor: AuditActor, reason: string | null): Promise<Order> {
    const { db, clock, provider } = this.deps;
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
          .where(
            and(eq(promoRedemptions.orderId, row.id), eq(promoRedemptions.userId, row.userId)),
          );
      }
      return row;
    });
    return orderView(refunded);
  }
}
