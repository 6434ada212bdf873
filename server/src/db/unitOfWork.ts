// One transaction for writes that belong together (a change and the outbox row it causes), and
// side effects that must wait until those writes are committed (an SMTP delivery): a rolled-back
// transaction sends nothing, a committed one has its mail on record.
import type { Database } from './openDatabase';

export interface UnitOfWork {
  /** Write through this: everything commits or nothing does. */
  tx: Database;
  /** Runs after the commit (never after a rollback); failures there are the action's own. */
  afterCommit(action: () => void): void;
}

export async function inTransaction<T>(
  db: Database,
  work: (unit: UnitOfWork) => Promise<T>,
): Promise<T> {
  const actions: (() => void)[] = [];
  const result = await db.transaction((tx) =>
    work({ tx, afterCommit: (action) => actions.push(action) }),
  );
  for (const action of actions) action();
  return result;
}
