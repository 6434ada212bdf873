// Disabled accounts: one row per disabled user (deleted again when an admin enables it). Kept
// apart from `users` so an account's state of suspension has its own who, when and why.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';
import { users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const userSuspensions = pgTable('user_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledAt: at('disabled_at').notNull(),
  /** The admin who disabled the account; null once that admin's account is gone. */
  disabledBy: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
});

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const adminUsersPersonalData = personalDataLines([
  // The admin console.
  {
    table: 'user_suspensions',
    export: {
      omitted: 'a disabled account cannot sign in to download; enabling it removes the row',
    },
    erasure: CASCADE,
  },
]);
