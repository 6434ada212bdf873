// The refill reminder of a medication is a care reminder of the kind "medication", due when the
// estimated supply reaches the keeper's threshold. Being an ordinary reminder, the reminder job
// (reminders/reminderJob.ts) notifies it in the app exactly once and sends it on the outside
// channels the keeper chose for medications (e-mail, SMS, Web Push, outside quiet hours), and its
// Done and Snooze links work as for any reminder. A new count re-arms it (notified_at cleared);
// any other change only moves it while it has not been sent yet.
import { eq } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type { Database } from '../db/openDatabase';
import { reminders } from '../reminders';
import { medications } from './medicationTables';
import { estimateStock } from './stockEstimate';

type MedicationRow = typeof medications.$inferSelect;

/** The reminder's title, in the keeper's language: the notification and the mail show it. */
export function refillTitle(name: string, daysLeft: number, language: Language): string {
  if (language === 'jp') {
    return daysLeft === 0 ? `${name}の補充（残りなし）` : `${name}の補充（あと${daysLeft}日分）`;
  }
  if (daysLeft === 0) return `Refill ${name} (none left)`;
  return `Refill ${name} (${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left)`;
}

/**
 * Creates, moves or re-arms the refill reminder of `medication` (inside the caller's transaction)
 * and returns the reminder's id. `recount`: a first or a new count, a new occasion to remind.
 */
export async function armRefillReminder(
  tx: Database,
  medication: MedicationRow,
  { recount, language, now }: { recount: boolean; language: Language; now: Date },
): Promise<number | null> {
  const estimate = estimateStock(medication, now);
  const wanted = {
    title: refillTitle(medication.name, estimate.daysLeftAtRefill, language),
    dueAt: estimate.refillAt,
    updatedAt: now,
  };
  const [current] =
    medication.reminderId === null
      ? []
      : await tx.select().from(reminders).where(eq(reminders.id, medication.reminderId));
  if (current) {
    if (recount) {
      await tx
        .update(reminders)
        .set({ ...wanted, notifiedAt: null, doneAt: null, sendAfter: null, sendAttempts: 0 })
        .where(eq(reminders.id, current.id));
    } else if (current.notifiedAt === null && current.doneAt === null) {
      await tx.update(reminders).set(wanted).where(eq(reminders.id, current.id));
    }
    return current.id;
  }
  // The keeper deleted it from the reminders list: none until the next count.
  if (!recount) return null;
  const [created] = await tx
    .insert(reminders)
    .values({
      petId: medication.petId,
      kind: 'medication',
      repeat: 'none',
      notes: null,
      createdAt: now,
      ...wanted,
    })
    .returning({ id: reminders.id });
  if (!created) throw new Error('reminder insert returned nothing');
  await tx
    .update(medications)
    .set({ reminderId: created.id })
    .where(eq(medications.id, medication.id));
  return created.id;
}
