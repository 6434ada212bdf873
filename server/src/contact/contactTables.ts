// The contact form's messages. Re-exported by db/schema.ts for drizzle-kit and the query builder.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactTopic } from '@contract/contactTopics';
import { timestamps } from '../db/columns';
import { personalDataLines } from '../db/personalData';

/** Messages sent through the public contact form (/contact); support answers them by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').$type<ContactTopic>().notNull(),
    message: text('message').notNull(),
    /** The visitor's site locale (App-Language), so support can answer in their language. */
    locale: text('locale').notNull(),
    /** When the visitor agreed to the privacy policy for this message. */
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check(
      'contact_messages_topic_check',
      sql`${sql.identifier('topic')} in ('general', 'account', 'billing', 'clinics', 'ambassadors')`,
    ),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const contactPersonalData = personalDataLines([
  // Rows about the keeper without a key to them.
  {
    table: 'contact_messages',
    export: [{ section: 'contact_messages', email: 'email' }],
    erasure: [{ how: 'deleted', why: 'messages sent from the keeper’s e-mail address' }],
  },
]);
