// Orders: the move to paid (exactly once, whoever reports it: checkout, the confirmation step, a
// webhook or the renewal job), the receipt mail, refunds, and the keeper's list. What a paid order
// gives is in orderFulfilment.ts, the refund in orderRefund.ts, the row and its view in
// orderRecords.ts.
// Every status change is a conditional UPDATE … WHERE status IN (…) RETURNING: only the caller
// whose update matched applies the effects, so a replayed or concurrent report changes nothing.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Order, OrderStatus, ReceiptIssuer } from '@contract/schemas/billing';
import { findBillingData } from '../account';
import type { AuditActor } from '../admin-audit';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import type { UnitOfWork } from '../db/unitOfWork';
import { users } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import type { Mailer } from '../mail/mailer';
import type { BillingConfig } from './billingConfig';
import { orders } from './billingTables';
import { fulfilOrder, type PaidDetails } from './orderFulfilment';
import { ORDER_NOT_FOUND, orderView, type OrderRow } from './orderRecords';
import { refundOrder } from './orderRefund';
import type { PaymentProvider } from './paymentProvider';
import { receiptMail } from './receiptMail';

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  config: BillingConfig;
  provider: PaymentProvider;
  mailer: Mailer;
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
    await fulfilOrder(db, paid, details, now, this.deps.config);
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

  /**
   * The receipt mail of a paid order, queued in the transaction that paid it: the payment and
   * its receipt commit together, and nothing is left to fail (and be reported as an error to a
   * customer who has paid, or to a webhook whose retry finds the event already applied) after.
   * Its link to the receipt page is on the site at `linkOrigin` (http/publicOrigin.ts).
   */
  async sendReceipt(order: OrderRow, unit: UnitOfWork, linkOrigin: string): Promise<void> {
    if (order.userId === null) return;
    const [user] = await unit.tx.select().from(users).where(eq(users.id, order.userId));
    if (!user) return;
    await this.deps.mailer.queue(
      receiptMail({
        to: user.email,
        name: user.name,
        language: user.language,
        publicUrl: linkOrigin,
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
   * promo code can be used again (orderRefund.ts).
   */
  refund(orderId: number, actor: AuditActor, reason: string | null): Promise<Order> {
    return refundOrder(this.deps, orderId, actor, reason);
  }
}
