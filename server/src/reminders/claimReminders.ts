// The reminder job (in-app notices) and the delivery job (mail, SMS, push) each take due
// reminders in batches the same way, so that instances running the same job never take the same
// reminder: the due rows are locked, rows another instance holds are skipped, and the claim is
// written on them by the statement that returns them.
import { asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/openDatabase';
import { reminders } from './reminderTables';

/** What a message about a reminder names: the reminder, its pet, its kind and its title. */
export const reminderHeading = {
  id: reminders.id,
  petId: reminders.petId,
  kind: reminders.kind,
  title: reminders.title,
};

export interface ReminderClaim {
  /** Which reminders are due. */
  due: SQL | undefined;
  /** The column whose oldest values are taken first. */
  oldestFirst: PgColumn;
  limit: number;
  /** What marks a reminder as taken. */
  set: PgUpdateSetSource<typeof reminders>;
}

/** Marks a batch of due reminders as taken, in `tx`; `.returning(…)` reads what was taken. */
export function claimReminders(tx: Database, { due, oldestFirst, limit, set }: ReminderClaim) {
  const batch = tx
    .select({ id: reminders.id })
    .from(reminders)
    .where(due)
    .orderBy(asc(oldestFirst))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.update(reminders).set(set).where(inArray(reminders.id, batch));
}
