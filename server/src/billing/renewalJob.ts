// Renewals, as a scheduled job safe with any number of API instances. Each run claims due
// subscriptions with SELECT … FOR UPDATE SKIP LOCKED inside a transaction (another instance skips
// them), and the renewal order's idempotency key is the subscription and the period it pays
// (unique per keeper), so a period is charged once even if a claim were ever repeated.
// - period over and cancel_at_period_end: back to free (canceled), with a notification;
// - period over: charge the next period (a pending downgrade takes effect now) → active again,
//   or past_due until the grace period ends, with a notification;
// - past_due and grace over: free, with a notification.
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { inTransaction } from '../db/unitOfWork';
import { users } from '../db/schema';
import type { ScheduledJob } from '../jobs/JobRunner';
import type { NotificationService } from '../notifications';
import { pets } from '../pets';
import { referrerOf } from '../affiliate';
import { DAY, addMs, type Clock } from '../http/clock';
import { PLAN_MONTHS, type BillingConfig } from './billingConfig';
import { orders, subscriptions } from './billingTables';
import { regionOfUser } from './cartService';
import { planLabel } from './plans';
import { addMonths, applyTax } from './money';
import { nextReceiptNumber, type OrderRow } from './orderRecords';
import type { OrderService } from './orderService';
import type { PaymentProvider } from './paymentProvider';
import { planPrice, pricesOf } from './pricing';
import {
  RENEWAL_FAILED_TYPE,
  SUBSCRIPTION_ENDED_TYPE,
  renewalFailedNotification,
  subscriptionEndedNotification,
} from './subscriptionNotifications';

export const RENEWAL_BATCH = 20;

export interface RenewalDeps {
  db: Database;
  clock: Clock;
  config: BillingConfig;
  provider: PaymentProvider;
  orders: OrderService;
  notifications: NotificationService;
  /** Where the receipts' links point: no request to go by (http/publicOrigin.ts machineOrigin). */
  linkOrigin: string;
}

type Row = typeof subscriptions.$inferSelect;

export async function runRenewals(deps: RenewalDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const paid: OrderRow[] = [];
    const count = await inTransaction(deps.db, async (unit) => {
      const tx = unit.tx;
      const now = deps.clock.now();
      const due = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            ne(subscriptions.plan, 'free'),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(RENEWAL_BATCH)
        .for('update', { skipLocked: true });
      for (const subscription of due) await renewOne(deps, tx, subscription, now, paid);
      const expired = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'past_due'), lte(subscriptions.graceUntil, now)))
        .limit(RENEWAL_BATCH)
        .for('update', { skipLocked: true });
      for (const subscription of expired) {
        await tx
          .update(subscriptions)
          .set({ plan: 'free', status: 'free', graceUntil: null, nextPlan: null, updatedAt: now })
          .where(eq(subscriptions.id, subscription.id));
        await notify(
          deps,
          tx,
          subscription,
          (name, language) => subscriptionEndedNotification(name, 'grace_ended', language),
          SUBSCRIPTION_ENDED_TYPE,
        );
      }
      // Receipts commit with their renewals: none lost if the job stops right after the commit.
      for (const order of paid) await deps.orders.sendReceipt(order, unit, deps.linkOrigin);
      return due.length + expired.length;
    });
    handled += count;
    if (count < RENEWAL_BATCH) return handled;
  }
}

async function notify(
  deps: RenewalDeps,
  tx: Database,
  subscription: Row,
  make: (
    petName: string,
    language: 'en' | 'jp',
  ) => ReturnType<typeof subscriptionEndedNotification>,
  type: string,
): Promise<void> {
  const [owner] = await tx
    .select({ petName: pets.name, language: users.language })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(eq(pets.id, subscription.petId));
  if (!owner) return;
  await deps.notifications.createNotification(
    subscription.userId,
    type,
    make(owner.petName, owner.language),
    tx,
  );
}

async function renewOne(
  deps: RenewalDeps,
  tx: Database,
  subscription: Row,
  now: Date,
  paid: OrderRow[],
): Promise<void> {
  const periodEnd = subscription.currentPeriodEnd ?? now;
  if (subscription.cancelAtPeriodEnd || subscription.plan === 'free') {
    await tx
      .update(subscriptions)
      .set({
        plan: 'free',
        status: 'canceled',
        cancelAtPeriodEnd: false,
        nextPlan: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));
    await notify(
      deps,
      tx,
      subscription,
      (name, language) => subscriptionEndedNotification(name, 'canceled', language),
      SUBSCRIPTION_ENDED_TYPE,
    );
    return;
  }
  const plan = subscription.nextPlan ?? subscription.plan;
  const { region, language } = await regionOfUser(tx, deps.config, subscription.userId);
  const unit = planPrice(pricesOf(deps.config, region), plan);
  const { total, tax } = applyTax(unit, region.rateBp, region.inclusive);
  const key = `renewal:${subscription.id}:${periodEnd.toISOString()}`;
  const [pet] = await tx
    .select({ name: pets.name })
    .from(pets)
    .where(eq(pets.id, subscription.petId));
  const [order] = await tx
    .insert(orders)
    .values({
      number: await nextReceiptNumber(tx, now),
      userId: subscription.userId,
      kind: 'renewal',
      status: 'pending',
      idempotencyKey: key,
      lines: [
        {
          id: `renewal-${subscription.id}`,
          kind: 'plan',
          pet_id: String(subscription.petId),
          plan,
          quantity: 1,
          unit_amount_minor: unit,
          proration_credit_minor: 0,
          amount_minor: unit,
          description: `${pet?.name ?? ''}${language === 'jp' ? '：' : ': '}${planLabel(plan, language)}`,
        },
      ],
      subtotalMinor: unit,
      discountMinor: 0,
      taxMinor: tax,
      totalMinor: total,
      currency: region.currency,
      taxRateBp: region.rateBp,
      taxInclusive: region.inclusive,
      taxCountry: region.country,
      promoCode: null,
      affiliateUserId: await referrerOf(tx, subscription.userId),
      provider: deps.provider.name,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  // This period was already charged: nothing more to do (the claim should make this unreachable).
  if (!order) return;
  const outcome = await deps.provider.renew({
    orderId: order.id,
    amountMinor: total,
    currency: region.currency,
    idempotencyKey: key,
    renewalCard: subscription.renewalCard,
    customer: subscription.providerCustomer,
    paymentMethod: subscription.providerPaymentMethod,
  });
  if (outcome.status === 'paid') {
    const done = await deps.orders.markPaid(tx, order.id, { ref: outcome.ref });
    if (done) paid.push(done);
    await tx
      .update(subscriptions)
      .set({
        plan,
        nextPlan: null,
        currentPeriodStart: periodEnd,
        currentPeriodEnd: addMonths(periodEnd, PLAN_MONTHS[plan]),
        amountMinor: unit,
        currency: region.currency,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));
    return;
  }
  await deps.orders.markFailed(tx, order.id, outcome.message);
  const graceUntil = addMs(periodEnd, deps.config.graceDays * DAY);
  await tx
    .update(subscriptions)
    .set({ status: 'past_due', graceUntil, updatedAt: now })
    .where(eq(subscriptions.id, subscription.id));
  await notify(
    deps,
    tx,
    subscription,
    (name, lang) => renewalFailedNotification(name, graceUntil, lang),
    RENEWAL_FAILED_TYPE,
  );
}

export function renewalJob(deps: RenewalDeps): ScheduledJob {
  return { name: 'subscription-renewals', run: () => runRenewals(deps) };
}
