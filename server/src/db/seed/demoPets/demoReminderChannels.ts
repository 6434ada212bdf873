// The demo keeper's reminders outside the app: the overdue heartworm tablet was sent by e-mail
// (its delivery is listed under it), one browser gets notifications, and the calendar feed is on.
// The browser's endpoint is a documentation-only address: a push to it fails and is recorded as
// such, which the demo shows as well.
import { and, eq } from 'drizzle-orm';
import { randomToken } from '../../../http/secrets';
import { defaultChannelChoices } from '@contract/schemas/reminderChannels';
import { pets } from '../../../pets/petTables';
import {
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
} from '../../../reminders/reminderOutsideTables';
import { reminders } from '../../../reminders/reminderTables';
import type { Database } from '../../openDatabase';

export const DEMO_PUSH_ENDPOINT = 'https://push.example.invalid/petcare-demo-browser';

export async function seedDemoReminderChannels(db: Database, userId: number, now: Date) {
  const [due] = await db
    .select({ id: reminders.id, dueAt: reminders.dueAt })
    .from(reminders)
    .innerJoin(pets, eq(pets.id, reminders.petId))
    .where(and(eq(pets.userId, userId), eq(reminders.title, 'Heartworm tablet')));
  if (due) {
    const sentAt = new Date(due.dueAt.getTime() + 60_000);
    await db.update(reminders).set({ notifiedAt: due.dueAt }).where(eq(reminders.id, due.id));
    await db
      .insert(reminderDeliveries)
      .values({ reminderId: due.id, channel: 'email', result: 'sent', at: sentAt });
  }
  await db
    .insert(reminderSettings)
    .values({
      userId,
      channels: defaultChannelChoices(),
      quietStart: 21 * 60,
      quietEnd: 8 * 60,
      timeZone: 'Asia/Tokyo',
      calendarToken: randomToken(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: DEMO_PUSH_ENDPOINT,
      // A valid P-256 public key and auth secret shape; nobody holds the private key.
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
      createdAt: now,
    })
    .onConflictDoNothing();
}
