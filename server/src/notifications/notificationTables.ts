// A user's notifications. Re-exported by db/schema.ts for drizzle-kit and the query builder.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { at, createdAt, parentRef } from '../db/columns';
import { CASCADE, personalDataLines } from '../db/personalData';

/**
 * A user's notifications (Laravel's notifications table, keyed by user): `data` holds the title,
 * body and action_url written in the user's language when the notification was created.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: parentRef('user_id', () => users.id),
    type: text('type').notNull(),
    data: jsonb('data')
      .$type<{ title: string; body: string; action_url: string | null }>()
      .notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const notificationPersonalData = personalDataLines([
  {
    table: 'notifications',
    export: [{ section: 'notifications', via: 'user_id', deletion: 'notifications' }],
    erasure: CASCADE,
  },
]);
