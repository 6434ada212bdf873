// The table behind Idempotency-Key (server/src/http/idempotency.ts): the first successful answer
// to a request, kept per caller, route and key, written in the same transaction as the request's
// own writes. Re-exported by db/schema.ts for migrations.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { personalDataLines } from '../db/personalData';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:{id}` for a signed-in caller, `address:{ip}` otherwise. */
    caller: text('caller').notNull(),
    /** Method and route pattern, e.g. `POST /api/contact`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const idempotencyKeysPersonalData = personalDataLines([
  {
    table: 'idempotency_keys',
    export: {
      omitted: 'answers kept to replay the keeper’s own retried requests (Idempotency-Key)',
    },
    erasure: [{ how: 'deleted', why: 'caller user:{id}' }],
  },
]);
