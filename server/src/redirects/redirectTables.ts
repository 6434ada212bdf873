// Redirects editors manage. Re-exported by db/schema.ts for drizzle-kit and the query builder.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { RedirectStatus } from '@contract/redirectRules';
import { id, timestamps } from '../db/columns';

/**
 * Redirects editors manage with the content (content moves: a renamed article, a merged page).
 * from_path is a normalised site path (see server/src/redirects/redirectPaths.ts); to_path is a
 * site path or an absolute http(s) URL.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text('from_path').notNull().unique('redirects_from_path_unique'),
    toPath: text('to_path').notNull(),
    status: integer('status').$type<RedirectStatus>().notNull().default(301),
    ...timestamps,
  },
  () => [check('redirects_status_check', sql`${sql.identifier('status')} in (301, 302)`)],
);
