// Checkout: the priced cart becomes an order, charged once per Idempotency-Key. The whole step
// runs in one transaction holding the keeper's cart row, so a double submit waits for the first
// and then finds its order by the key: it answers the first result and charges nothing more.
import { and, eq } from 'drizzle-orm';
import type { CheckoutBody, CheckoutResult, NextAction } from '@contract/schemas/billing';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { inTransaction } from '../db/unitOfWork';
import { users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { referrerOf } from '../affiliate';
import { carts, orders } from './billingTables';
import type { CartService } from './cartService';
import { ORDER_NOT_FOUND, nextReceiptNumber, orderView, type OrderRow } from './orderRecords';
import type { OrderService } from './orderService';
import type { PaymentOutcome, PaymentProvider } from './paymentProvider';
import { renewalCardOf, SANDBOX_CARDS } from './sandboxProvider';

export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;
export const IDEMPOTENCY_MESSAGE =
  'The Idempotency-Key header is required: 8 to 200 visible characters, new for each order.';

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  carts: CartService;
  orders: OrderService;
}

/** What a stored order answers (the first answer, again, on a replay). */
function resultOf(row: OrderRow): CheckoutResult {
  if (row.status === 'failed') {
    throw new ValidationError({
      'payment.card_number': [row.failureMessage ?? 'The payment failed.'],
    });
  }
  const next: NextAction =
    row.status === 'requires_confirmation'
      ? { type: 'confirm' }
      : row.status === 'pending' && row.nextAction?.type === 'redirect' && row.nextAction.url
        ? { type: 'redirect', url: row.nextAction.url }
        : { type: 'none' };
  return { order: orderView(row), next_action: next };
}

export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  async checkout(
    userId: number,
    key: string | undefined,
    body: CheckoutBody,
    linkOrigin: string,
  ): Promise<CheckoutResult> {
    if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
      throw new ValidationError({ idempotency_key: [IDEMPOTENCY_MESSAGE] });
    }
    const { db, provider } = this.deps;
    const replay = await this.byKey(db, userId, key);
    if (replay) return resultOf(replay);
    const cardErrors = provider.check(body.payment);
    if (cardErrors) throw new ValidationError(cardErrors);

    const paid: OrderRow[] = [];
    const row = await inTransaction(db, async (unit) => {
      const tx = unit.tx;
      await tx.insert(carts).values({ userId }).onConflictDoNothing();
      await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
      const again = await this.byKey(tx, userId, key);
      if (again) return again;
      const priced = await this.deps.carts.priced(userId, tx);
      if (priced.cart.lines.length === 0) {
        throw new ValidationError({ cart: ['Your cart is empty.'] });
      }
      if (priced.promoError !== null) throw new ValidationError({ code: [priced.promoError] });
      const now = this.deps.clock.now();
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      const affiliateUserId = priced.promo?.affiliateUserId ?? (await referrerOf(tx, userId));
      const { cart, region } = priced;
      const [created] = await tx
        .insert(orders)
        .values({
          number: await nextReceiptNumber(tx, now),
          userId,
          kind: 'checkout',
          status: 'pending',
          idempotencyKey: key,
          lines: cart.lines,
          subtotalMinor: cart.subtotal_minor,
          discountMinor: cart.discount_minor,
          taxMinor: cart.tax_minor,
          totalMinor: cart.total_minor,
          currency: cart.currency,
          taxRateBp: cart.tax_rate_bp,
          taxInclusive: cart.tax_inclusive,
          taxCountry: region.country,
          promoCode: cart.promo?.code ?? null,
          affiliateUserId,
          provider: provider.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('order insert returned nothing');
      // Nothing to pay (a downgrade at period end, a 100 % code): no charge at all.
      const outcome: PaymentOutcome =
        created.totalMinor === 0
          ? { status: 'paid', ref: null }
          : await provider.start({
              orderId: created.id,
              orderNumber: created.number,
              amountMinor: created.totalMinor,
              currency: created.currency,
              description: `PetCare ${created.number}`,
              idempotencyKey: `${userId}-${key}`,
              customerEmail: user?.email ?? '',
              card: body.payment,
              linkOrigin,
            });
      const applied = await this.apply(tx, created, outcome, renewalCardOf(body.payment), paid);
      for (const order of paid) await this.deps.orders.sendReceipt(order, unit, linkOrigin);
      return applied;
    });
    return resultOf(row);
  }

  /** The sandbox's extra confirmation step. */
  async confirm(userId: number, orderId: number, linkOrigin: string): Promise<CheckoutResult> {
    const paid: OrderRow[] = [];
    const row = await inTransaction(this.deps.db, async (unit) => {
      const tx = unit.tx;
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      if (order.status !== 'requires_confirmation' || order.providerRef === null) return order;
      const outcome = await this.deps.provider.confirm(order.providerRef);
      const card = this.deps.provider.name === 'sandbox' ? SANDBOX_CARDS.confirm : null;
      const applied = await this.apply(tx, order, outcome, card, paid);
      for (const paidOrder of paid) {
        await this.deps.orders.sendReceipt(paidOrder, unit, linkOrigin);
      }
      return applied;
    });
    return resultOf(row);
  }

  private async apply(
    tx: Database,
    order: OrderRow,
    outcome: PaymentOutcome,
    renewalCard: string | null,
    paid: OrderRow[],
  ): Promise<OrderRow> {
    const now = this.deps.clock.now();
    if (outcome.status === 'paid') {
      const done = await this.deps.orders.markPaid(tx, order.id, { ref: outcome.ref, renewalCard });
      if (done) paid.push(done);
      return done ?? order;
    }
    if (outcome.status === 'failed') {
      return (await this.deps.orders.markFailed(tx, order.id, outcome.message)) ?? order;
    }
    const [updated] = await tx
      .update(orders)
      .set(
        outcome.status === 'requires_confirmation'
          ? {
              status: 'requires_confirmation',
              providerRef: outcome.ref,
              nextAction: { type: 'confirm' },
              updatedAt: now,
            }
          : {
              providerRef: outcome.ref,
              nextAction: { type: 'redirect', url: outcome.url },
              updatedAt: now,
            },
      )
      .where(eq(orders.id, order.id))
      .returning();
    return updated ?? order;
  }

  private async byKey(db: Database, userId: number, key: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  }
}
