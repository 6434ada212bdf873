// The mail outbox. Re-exported by db/schema.ts for drizzle-kit and the query builder.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns';
import { personalDataLines } from '../db/personalData';

/**
 * Mail that the outbox transport keeps instead of sending (the demo shows it at /api/dev/outbox).
 * The contact form writes support mails here too; sent_at is set once a mail has been delivered.
 * Keep these columns exactly: several features write the same table.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const mailPersonalData = personalDataLines([
  {
    table: 'mail_outbox',
    export: { omitted: 'copies of the mails sent to the keeper (local outbox transport only)' },
    erasure: [{ how: 'deleted', why: 'mails to the keeper’s e-mail address' }],
  },
]);
