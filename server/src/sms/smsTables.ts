// The text-message outbox. Re-exported by db/schema.ts for drizzle-kit and the query builder.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns';
import { personalDataLines } from '../db/personalData';

/** Text messages the outbox SMS provider keeps instead of sending (/api/dev/sms-outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const smsPersonalData = personalDataLines([
  {
    table: 'sms_outbox',
    export: { omitted: 'copies of the texts sent to the keeper (local outbox provider only)' },
    erasure: [{ how: 'deleted', why: 'texts to the keeper’s phone numbers' }],
  },
]);
