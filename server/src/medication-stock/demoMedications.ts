// The demo keeper's medication stock: Biscuit's two daily medications (his profile lists them).
// The Carprofen was counted 24 days ago and is down to 6 days of supply, under the 7-day
// threshold, so its refill reminder is due: the reminder job notifies it on its first run after
// `npm start`, and the screen shows the warning. The joint supplement lasts for weeks.
import { and, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../http/capability';
import { pets } from '../pets';
import { medications } from './medicationTables';
import { armRefillReminder } from './refillReminder';

const DAY = 86_400_000;

export async function seedDemoMedications({
  db,
  keeperId: userId,
  now,
}: DemoSeedContext): Promise<void> {
  const [biscuit] = await db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.userId, userId), eq(pets.name, 'Biscuit')));
  if (!biscuit) return;
  const countedAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const rows = await db
    .insert(medications)
    .values([
      {
        petId: biscuit.id,
        name: 'Carprofen 50 mg',
        unit: 'tablet',
        dosePerDay: 1,
        stock: 30,
        countedAt: countedAgo(24),
        refillDays: 7,
        notes: 'With food, in the morning.',
        createdAt: countedAgo(24),
        updatedAt: countedAgo(24),
      },
      {
        petId: biscuit.id,
        name: 'Omega-3 joint supplement',
        unit: 'tablet',
        dosePerDay: 1,
        stock: 90,
        countedAt: countedAgo(10),
        refillDays: 7,
        notes: null,
        createdAt: countedAgo(10),
        updatedAt: countedAgo(10),
      },
    ])
    .returning();
  for (const row of rows) {
    await armRefillReminder(db, row, { recount: true, language: 'en', now: row.countedAt });
  }
}
