// The scheduled job that notifies keepers of due reminders. Each run claims the due reminders in
// one statement — UPDATE … SET notified_at WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) — and
// creates their notifications in the same transaction: a reminder another instance is claiming
// is skipped, one it has claimed no longer matches, so each reminder notifies exactly once
// however many instances run the job; a failure rolls the claim back for the next run.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import type { ScheduledJob } from '../jobs/JobRunner';
import type { NotificationService } from '../notifications';
import { pets } from '../pets';
import { sendTime } from './quietHours';
import { sendDueReminders, type DeliveryDeps } from './reminderDelivery';
import { REMINDER_NOTIFICATION_TYPE, reminderNotification } from './reminderNotification';
import { settingsOf } from './reminderSettingsService';
import { reminders } from './reminderTables';
import { claimReminders, reminderHeading } from './claimReminders';

/** Reminders claimed per transaction; a run goes on until none are due. */
export const REMINDER_BATCH = 100;

export async function notifyDueReminders(
  db: Database,
  notifications: NotificationService,
  clock: Clock,
): Promise<number> {
  let total = 0;
  for (;;) {
    const notified = await db.transaction(async (tx) => {
      const now = clock.now();
      const claimed = await claimReminders(tx, {
        due: and(isNull(reminders.notifiedAt), isNull(reminders.doneAt), lte(reminders.dueAt, now)),
        oldestFirst: reminders.dueAt,
        limit: REMINDER_BATCH,
        set: { notifiedAt: now },
      }).returning(reminderHeading);
      if (claimed.length === 0) return 0;
      const owners = await tx
        .select({ petId: pets.id, petName: pets.name, userId: users.id, language: users.language })
        .from(pets)
        .innerJoin(users, eq(users.id, pets.userId))
        .where(
          inArray(
            pets.id,
            claimed.map((reminder) => reminder.petId),
          ),
        );
      const ownerOf = new Map(owners.map((owner) => [owner.petId, owner]));
      const settings = await settingsOf(
        tx,
        owners.map((owner) => owner.userId),
      );
      for (const reminder of claimed) {
        const owner = ownerOf.get(reminder.petId);
        if (!owner) continue;
        // In-app at once; outside the app at the first local time out of the quiet hours.
        const keeper = settings.get(owner.userId);
        await tx
          .update(reminders)
          .set({
            sendAfter: keeper ? sendTime(now, keeper.timeZone, keeper.quiet) : now,
            sendAttempts: 0,
          })
          .where(eq(reminders.id, reminder.id));
        await notifications.createNotification(
          owner.userId,
          REMINDER_NOTIFICATION_TYPE,
          reminderNotification({ ...reminder, petName: owner.petName }, owner.language),
          tx,
        );
      }
      return claimed.length;
    });
    total += notified;
    if (notified < REMINDER_BATCH) return total;
  }
}

/** Notifies in the app, then delivers what may go outside it now (reminderDelivery.ts). */
export function reminderJob(
  db: Database,
  notifications: NotificationService,
  clock: Clock,
  delivery?: DeliveryDeps,
): ScheduledJob {
  return {
    name: 'reminders',
    run: async () => {
      const notified = await notifyDueReminders(db, notifications, clock);
      const sent = delivery ? await sendDueReminders(delivery) : 0;
      return notified + sent;
    },
  };
}
