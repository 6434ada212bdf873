// The table behind the rate limiter (server/src/http/rateLimiter.ts). Re-exported by
// db/schema.ts for drizzle-kit and the query builder.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';

/**
 * Fixed-window counters for rate limits (login, recovery, SMS), in the database so every
 * instance behind a load balancer sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});
