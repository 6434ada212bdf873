// has_subscription, read from the subscriptions wherever it is shown (the pet, the user, the
// analytics user type): a pet is subscribed while its plan is premium and its status is active
// or past_due (the grace period after a failed renewal). The renewal job moves the statuses on.
import { and, eq, inArray, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/openDatabase';
import { subscriptions } from './billingTables';

export const SUBSCRIBED_STATUSES = ['active', 'past_due'] as const;

/** SQL boolean: the pet of `petId` (a column of the outer query) is subscribed. */
export function petIsSubscribedSql(petId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.petId} = ${petId} and ${subscriptions.plan} <> 'free' and ${subscriptions.status} in ('active', 'past_due'))`;
}

/** Whether any pet of the user is subscribed. */
export async function userHasSubscription(db: Database, userId: number): Promise<boolean> {
  const [row] = await subscribedPetOf(db, userId);
  return row !== undefined;
}

/**
 * SQL boolean, for a query that reads more about the user in the same round trip (a placeholder
 * for a prepared one).
 */
export function userIsSubscribedSql(
  db: Database,
  userId: number | Placeholder<'userId'> | AnyPgColumn,
): SQL<boolean> {
  return sql<boolean>`exists (${subscribedPetOf(db, userId)})`;
}

function subscribedPetOf(db: Database, userId: number | Placeholder<'userId'> | AnyPgColumn) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.plan, 'free'),
        inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
      ),
    )
    .limit(1);
}

/** Whether this pet is subscribed (the chat limit and the health report read it). */
export async function petHasSubscription(db: Database, petId: number): Promise<boolean> {
  const [row] = await subscriptionOfPet(db, petId);
  return row !== undefined;
}

/**
 * SQL boolean: the pet of `petId` (a column of the outer query) is subscribed — as a nested
 * query, whose columns are named with their table even when the outer query reads one table
 * (`petIsSubscribedSql`'s are not: it needs a query with joins).
 */
export function petSubscribedIn(db: Database, petId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (${subscriptionOfPet(db, petId)})`;
}

function subscriptionOfPet(db: Database, petId: number | AnyPgColumn) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.petId, petId),
        ne(subscriptions.plan, 'free'),
        inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
      ),
    )
    .limit(1);
}
