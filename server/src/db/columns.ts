// Column builders every feature's tables share. Tables live with their feature
// (server/src/<feature>/<feature>Tables.ts); db/schema.ts re-exports them for drizzle-kit
// (server/drizzle.config.ts), which turns changes into SQL migrations in server/drizzle/ with
// `npm run db:generate` — never edit a generated migration by hand.
// Constraints use nothing newer than PostgreSQL 15: the embedded PGlite is newer, but production
// servers (and Debian's, which the tests use) may be 15.
import { sql } from 'drizzle-orm';
import { check, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A generated integer primary key. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A timestamp with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** Rows that editors change carry both timestamps; updated_at feeds the content fingerprint. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/**
 * The parent row a row is kept under (its user, pet, thread…): required, and deleting the parent
 * deletes the row with it.
 */
export const parentRef = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A closed set of text values as a CHECK constraint. Text plus CHECK rather than pg enums: adding
 * a value later is a plain migration, no ALTER TYPE.
 */
export function textIn(name: string, column: string, values: readonly (string | number)[]) {
  const list = values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ');
  return check(name, sql`${sql.identifier(column)} in (${sql.raw(list)})`);
}
