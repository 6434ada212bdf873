// The scheduled job that erases accounts whose grace period is over, safe with any number of
// instances: each keeper is claimed with SELECT … FOR UPDATE SKIP LOCKED and erased in the same
// transaction (another instance skips the locked row, and once committed the row is gone with the
// user). A failed erasure rolls back to a savepoint, is logged and tried again an hour later
// without holding up the others. The keeper's stored files are deleted right after the commit (and by the
// file-purge job should storage be down).
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, HOUR, type Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import type { ScheduledJob } from '../jobs/JobRunner';
import { eraseKeeper } from './eraseKeeper';
import { accountDeletions } from './keeperDataTables';

export const ERASURE_RETRY_MS = HOUR;

/** What went wrong, for the operator: the database's own message rather than drizzle's query. */
function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

export interface ErasureDeps {
  db: Database;
  clock: Clock;
  /** Deletes the storage objects whose rows are gone (PetFileService.purgeQueued). */
  purgeFiles: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Erases every keeper whose grace period is over; resolves to how many were erased. */
export async function runErasures(deps: ErasureDeps): Promise<number> {
  const { db, clock, log } = deps;
  let erased = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const [due] = await tx
        .select({ userId: accountDeletions.userId })
        .from(accountDeletions)
        .where(lte(accountDeletions.eraseAfter, now))
        .orderBy(asc(accountDeletions.eraseAfter), asc(accountDeletions.userId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      try {
        // A savepoint: a failure undoes the erasure only, and the claim records it.
        await tx.transaction((erasure) => eraseKeeper(erasure, due.userId));
        return { userId: due.userId, erased: true };
      } catch (error) {
        log.error({ err: error, userId: due.userId }, 'account erasure failed; retrying later');
        await tx
          .update(accountDeletions)
          .set({
            attempts: sql`${accountDeletions.attempts} + 1`,
            lastError: errorText(error),
            eraseAfter: addMs(now, ERASURE_RETRY_MS),
          })
          .where(eq(accountDeletions.userId, due.userId));
        return { userId: due.userId, erased: false };
      }
    });
    if (outcome === null) break;
    if (!outcome.erased) continue;
    erased += 1;
    log.info({ userId: outcome.userId }, 'account erased');
  }
  if (erased > 0) {
    try {
      await deps.purgeFiles();
    } catch (error) {
      log.warn({ err: error }, 'account erasure: file purge failed; the file-purge job retries');
    }
  }
  return erased;
}

export function erasureJob(deps: ErasureDeps): ScheduledJob {
  return { name: 'account-erasure', run: () => runErasures(deps) };
}
