// A prepared query inside a transaction. `preparedPerDatabase` builds a query's SQL text once per
// database, but a transaction is a database of its own: a query prepared on the app's database
// runs on the pool (another connection, outside the transaction), and preparing it again on the
// transaction builds the text again — a few hundred microseconds of drizzle walking the query on
// every call, the largest part of what a short statement costs the API's thread. Here the query
// prepared once is run on the transaction's connection instead: the same text, parameters and
// row mapping. drizzle's prepared queries (node-postgres and PGlite alike) run through their
// `client`, which is all that differs between the two; `preparedInTransaction.test.ts` checks it
// on both databases when drizzle moves.
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './openDatabase';

interface ClientHolder {
  client: unknown;
}

/** `query` (prepared on the app's database) as one that runs on `tx`'s connection. */
export function preparedIn<Query extends PgPreparedQuery<PreparedQueryConfig>>(
  tx: Database,
  query: Query,
): Query {
  const session = tx._.session as unknown as Partial<ClientHolder>;
  if (!('client' in query) || session.client === undefined) {
    throw new Error('preparedIn: this drizzle driver does not run queries through a client');
  }
  const onTx = Object.create(Object.getPrototypeOf(query) as object) as Query & ClientHolder;
  Object.assign(onTx, query);
  onTx.client = session.client;
  return onTx;
}
