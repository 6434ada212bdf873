// Care reminders of a pet. notified_at is set once, when the reminder job claims a due reminder
// and notifies the keeper (reminderJob.ts); the partial index is what the job scans.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  REMINDER_KINDS,
  REMINDER_REPEATS,
  type ReminderKind,
  type ReminderRepeat,
} from '@contract/schemas/petReminders';
import { at, id, parentRef, textIn, timestamps } from '../db/columns';
import { pets } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    petId: parentRef('pet_id', () => pets.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    title: text('title').notNull(),
    dueAt: at('due_at').notNull(),
    repeat: text('repeat').$type<ReminderRepeat>().notNull().default('none'),
    notes: text('notes'),
    doneAt: at('done_at'),
    notifiedAt: at('notified_at'),
    // Delivery outside the app (reminderDelivery.ts): when the e-mail/SMS/push of this occasion may
    // go (the end of quiet hours, a retry, or a lease's end); null when nothing is left to send.
    sendAfter: at('send_after'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('reminders_pet_due_idx').on(t.petId, t.dueAt),
    index('reminders_pending_idx')
      .on(t.dueAt)
      .where(sql`${t.notifiedAt} is null and ${t.doneAt} is null`),
    index('reminders_send_idx')
      .on(t.sendAfter)
      .where(sql`${t.sendAfter} is not null`),
    textIn('reminders_kind_check', 'kind', REMINDER_KINDS),
    textIn('reminders_repeat_check', 'repeat', REMINDER_REPEATS),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const reminderPersonalData = personalDataLines([
  {
    table: 'reminders',
    export: [{ section: 'reminders', via: 'pet_id', deletion: 'reminders' }],
    erasure: CASCADE,
  },
]);
