// POST /api/payments/stripe/webhook: Stripe's reports about Checkout Sessions. The signature is
// checked by the stripe library over the raw body (a forged or altered event: 400, nothing
// changes). Each event id is recorded in the same transaction as its effect, so a replay finds
// it and changes nothing; effects are conditional on the order's status, so events arriving out
// of order (an expiry after the payment) change nothing either.
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { sendError } from '../errors/sendError';
import { orders, stripeEvents } from './billingTables';
import type { OrderRow, OrderService } from './orderService';

export interface StripeWebhookOptions {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  orders: OrderService;
}

type Session = Stripe.Checkout.Session;

export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  api,
  options,
) => {
  const { db, stripe, webhookSecret } = options;
  // The signature covers the exact bytes Stripe sent: keep them, unparsed, in this scope only
  // (replacing the API's JSON parser here, not elsewhere: this plugin is its own scope).
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  api.post('/payments/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new Error('unsigned');
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      return sendError(reply, 400, 'The webhook signature is invalid.');
    }
    const paid: OrderRow[] = [];
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return;
      await handle(tx, event, options.orders, paid);
    });
    for (const order of paid) await options.orders.sendReceipt(order);
    return reply.code(200).send({ received: true });
  });
};

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
