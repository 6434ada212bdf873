// Disabled accounts: one row per disabled user (deleted again when an admin enables it). Kept
// apart from `users` so an account's state of suspension has its own who, when and why.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';
import { users } from '../auth/authTables';

export const userSuspensions = pgTable('user_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledAt: at('disabled_at').notNull(),
  /** The admin who disabled the account; null once that admin's account is gone. */
  disabledBy: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
});
