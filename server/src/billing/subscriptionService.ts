// A keeper's subscriptions, one per pet (a pet without a row is on the free plan), and the two
// changes made outside the cart: cancel at period end, and resume a pending cancel.
import { and, asc, eq } from 'drizzle-orm';
import { freeSubscription } from '@contract/freeSubscription';
import type { Subscription } from '@contract/schemas/billing';
import type { Database } from '../db/openDatabase';
import { ValidationError } from '../errors/HttpError';
import { ownedPet, PET_NOT_FOUND, pets } from '../pets';
import { subscriptions } from './billingTables';
import type { CommerceDeps } from './cartService';
import { rowId } from '../http/routeSchema';

type Row = typeof subscriptions.$inferSelect;

export function subscriptionView(petId: number, row: Row | null): Subscription {
  if (row === null) return freeSubscription(String(petId));
  const premium = row.plan !== 'free';
  return {
    pet_id: String(petId),
    plan: row.plan,
    status: row.status,
    current_period_start: premium ? (row.currentPeriodStart?.toISOString() ?? null) : null,
    current_period_end: premium ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    grace_until: row.graceUntil?.toISOString() ?? null,
    amount_minor: premium ? row.amountMinor : null,
    currency: premium ? row.currency : null,
    next_plan: row.nextPlan,
  };
}

export class SubscriptionService {
  constructor(private readonly deps: Pick<CommerceDeps, 'db' | 'clock'>) {}

  async list(userId: number): Promise<Subscription[]> {
    const rows = await this.deps.db
      .select({ petId: pets.id, subscription: subscriptions })
      .from(pets)
      .leftJoin(subscriptions, eq(subscriptions.petId, pets.id))
      .where(eq(pets.userId, userId))
      .orderBy(asc(pets.createdAt), asc(pets.id));
    return rows.map((row) => subscriptionView(row.petId, row.subscription));
  }

  private async change(
    userId: number,
    petIdText: string,
    from: boolean,
    refusal: string,
  ): Promise<Subscription> {
    const petId = rowId(petIdText, PET_NOT_FOUND);
    const db: Database = this.deps.db;
    await ownedPet(db, userId, petId);
    const [row] = await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: !from, nextPlan: null, updatedAt: this.deps.clock.now() })
      .where(
        and(
          eq(subscriptions.petId, petId),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, from),
        ),
      )
      .returning();
    if (!row || row.plan === 'free') throw new ValidationError({ pet_id: [refusal] });
    return subscriptionView(petId, row);
  }

  cancel(userId: number, petId: string): Promise<Subscription> {
    return this.change(userId, petId, false, 'This pet has no active plan to cancel.');
  }

  resume(userId: number, petId: string): Promise<Subscription> {
    return this.change(userId, petId, true, 'This pet’s plan is not set to end.');
  }
}
