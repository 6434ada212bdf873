// A fault for tests: the database goes away right after a transaction commits. Wraps the app's
// database handle; once armed, the first transaction that commits turns every later statement
// into a connection failure (as when PostgreSQL stops or the network drops at that moment).
// Used to check that an acknowledged write is never answered with an error.
import type { Database, DatabaseHandle } from '../src/db/openDatabase';

const STATEMENTS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute']);

export interface DatabaseGoneAfterCommit {
  handle: DatabaseHandle;
  /** The next commit is the last thing that works. */
  arm(): void;
  /** The database is gone from now on (every statement and transaction fails). */
  goneNow(): void;
  /** The database is back. */
  restore(): void;
  /** True once the fault fired. */
  readonly fired: boolean;
}

function connectionLost(): Error {
  return Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
}

export function databaseGoneAfterCommit(database: DatabaseHandle): DatabaseGoneAfterCommit {
  let armed = false;
  let down = false;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          if (down) throw connectionLost();
          const result = await target.transaction(...args);
          if (armed) down = true;
          return result;
        };
      }
      if (typeof property === 'string' && STATEMENTS.has(property) && down) {
        return () => {
          throw connectionLost();
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return {
    handle: { ...database, db } as DatabaseHandle,
    arm: () => {
      armed = true;
    },
    goneNow: () => {
      down = true;
    },
    restore: () => {
      armed = false;
      down = false;
    },
    get fired() {
      return down;
    },
  };
}
