// A keeper's own data: the pending deletions of accounts (the grace period before erasure) and the
// download links of data exports. Both rows belong to the keeper and go with the users row.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, parentRef } from '../db/columns';
import { users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

/**
 * An account the keeper asked to delete. Signing in before erase_after removes the row (the
 * deletion is cancelled); the erasure job claims due rows with FOR UPDATE SKIP LOCKED and erases
 * the keeper in the same transaction, which also removes the row (cascade from users).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: at('requested_at').notNull(),
    /** End of the grace period; a failed erasure moves it on (retry later, see attempts). */
    eraseAfter: at('erase_after').notNull(),
    /** The date the keeper was told: erase_after as first scheduled. */
    scheduledFor: at('scheduled_for').notNull(),
    /** 'password' or the sign-in provider the keeper confirmed with. */
    confirmedWith: text('confirmed_with').notNull(),
    /** Subscriptions the request set to end at period end: given back when the keeper returns. */
    stoppedSubscriptionIds: jsonb('stopped_subscription_ids').$type<number[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('account_deletions_due_idx').on(t.eraseAfter)],
);

/**
 * Download links of data exports: a random token (only its sha256 is stored) that lets the
 * browser's own download manager fetch the ZIP without the bearer token, for a few minutes.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: parentRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique('data_exports_token_hash_unique'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    downloads: integer('downloads').notNull().default(0),
    lastDownloadedAt: at('last_downloaded_at'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const keeperDataPersonalData = personalDataLines([
  {
    table: 'account_deletions',
    export: [{ section: 'account_deletion', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'data_exports',
    export: [{ section: 'data_exports', via: 'user_id', omit: ['token_hash'] }],
    erasure: CASCADE,
  },
]);
