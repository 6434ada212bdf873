// Stripe's reports about Checkout Sessions, applied to our orders. Each event id is recorded in
// the same transaction as its effect, so a replay finds it and changes nothing; effects are
// conditional on the order's status, so events arriving out of order (an expiry after the
// payment) change nothing either.
import type Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { inTransaction } from '../db/unitOfWork';
import { orders, stripeEvents } from './billingTables';
import type { OrderRow } from './orderRecords';
import type { OrderService } from './orderService';

type Session = Stripe.Checkout.Session;

/**
 * Applies a verified event once, with the receipts of the orders it marked paid (queued in the
 * same transaction: a webhook retry finds the event applied, so a receipt left for after the
 * commit would be lost if that step failed). Answers those orders.
 */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  service: OrderService,
  linkOrigin: string,
): Promise<OrderRow[]> {
  const paid: OrderRow[] = [];
  await inTransaction(db, async (unit) => {
    const tx = unit.tx;
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return;
    await handle(tx, event, service, paid);
    for (const order of paid) await service.sendReceipt(order, unit, linkOrigin);
  });
  return paid;
}

async function orderOfSession(tx: Database, session: Session): Promise<OrderRow | undefined> {
  const id = Number(session.metadata?.order_id);
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.provider, 'stripe')))
    .for('update');
  return row;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

async function handle(tx: Database, event: Stripe.Event, service: OrderService, paid: OrderRow[]) {
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    if (session.payment_status !== 'paid') return;
    const order = await orderOfSession(tx, session);
    if (!order || order.totalMinor !== session.amount_total) return;
    const intent = session.payment_intent;
    const done = await service.markPaid(
      tx,
      order.id,
      {
        ref: idOf(intent) ?? session.id,
        customer: idOf(session.customer),
        paymentMethod:
          typeof intent === 'object' && intent !== null ? idOf(intent.payment_method) : null,
      },
      // Stripe took the money: a payment reported after an expiry still counts.
      { fromFailed: true },
    );
    if (done) paid.push(done);
    return;
  }
  if (
    event.type === 'checkout.session.expired' ||
    event.type === 'checkout.session.async_payment_failed'
  ) {
    const order = await orderOfSession(tx, event.data.object);
    if (order) await service.markFailed(tx, order.id, 'The payment was not completed.');
  }
}
