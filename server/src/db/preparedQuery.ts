// Prepared reads: drizzle builds a query's SQL on every call (a few hundred microseconds of
// object walking for a wide select) and PostgreSQL parses and plans it on every call, unless the
// query is `.prepare()`d once with `sql.placeholder` parameters. Each open database (an instance,
// a test server) gets its own prepared query, built on first use. On PGlite, whose drizzle
// driver ignores the name, pgliteStatements.ts prepares the statement by its text instead.
import { type DriverValueEncoder, Param, type SQL, sql } from 'drizzle-orm';
import type { Database } from './openDatabase';

/**
 * `build(db)` once per database. Use it with the app's database only: a transaction is a database
 * of its own, so a query prepared for one would be rebuilt (and re-prepared) for every other.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/**
 * A placeholder skips the column's encoder: an instant is sent as drizzle sends a timestamp
 * column's value (ISO, UTC).
 */
export function instantParam(instant: Date): string {
  return instant.toISOString();
}

/**
 * A placeholder sent through `column`'s encoder, as a plain value of it would be (a JSON column's
 * value as JSON text, an instant as ISO text): for an update's `set`, whose types take no bare
 * placeholder.
 */
export function columnPlaceholder<Value>(
  name: string,
  column: DriverValueEncoder<Value, unknown>,
): SQL<Value> {
  // drizzle fills a Param holding a placeholder through the Param's encoder (fillPlaceholders).
  const param = new Param<unknown, unknown>(sql.placeholder(name), column);
  return sql<Value>`${param}`;
}
