// Puts a pet on Premium (active) or back on the free plan straight in the database, for tests
// that need a subscribed pet without going through the cart and checkout.
import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/billing/billingTables';
import type { Database } from '../src/db/openDatabase';
import { pets } from '../src/pets/petTables';

export async function setPetSubscribed(
  db: Database,
  petId: number,
  subscribed: boolean,
): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.petId, petId));
  if (!subscribed) return;
  const [pet] = await db.select({ userId: pets.userId }).from(pets).where(eq(pets.id, petId));
  if (!pet) throw new Error(`setPetSubscribed: no pet ${petId}`);
  await db
    .insert(subscriptions)
    .values({ petId, userId: pet.userId, plan: 'premium_monthly', status: 'active' });
}
