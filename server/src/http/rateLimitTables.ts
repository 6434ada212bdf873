// The tables behind the rate limiter (server/src/http/rateLimiter.ts) and the sign-in throttle
// (server/src/auth/loginThrottle.ts). Re-exported by db/schema.ts for drizzle-kit and the query
// builder.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';
import { personalDataLines } from '../db/personalData';

/**
 * Fixed-window counters for rate limits (recovery, SMS, contact…), in the database so every
 * instance behind a load balancer sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});

/**
 * Failed sign-ins of one account from one client, with the growing delay they earned: an
 * attacker slows down only the pair it uses, never the keeper signing in from elsewhere.
 * Both keys are sha256 hex (no address in clear); the account key alone finds an account's rows
 * (erasure, a password reset).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    accountKey: text('account_key').notNull(),
    clientKey: text('client_key').notNull(),
    failures: integer('failures').notNull(),
    /** No attempt of this pair is checked before this time. */
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** The pair's failures are forgotten after this time (a quiet day). */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'login_throttles_pk', columns: [t.accountKey, t.clientKey] }),
    index('login_throttles_expires_at_idx').on(t.expiresAt),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const rateLimitPersonalData = personalDataLines([
  {
    table: 'rate_limits',
    export: { omitted: 'counters under hashed keys, gone within the hour' },
    erasure: [{ how: 'deleted', why: 'keys of the hashed e-mail address, user id and phone' }],
  },
]);
