// Stored redirects come from the database, the site's pages from disk: a page must never wait
// long for, or fail with, the lookup. A lookup that fails or times out is skipped (the page is
// served as if no redirect were stored), and skipped without trying while the database is known
// to be down. One log line when lookups start failing, one when they work again.
import type { FastifyBaseLogger } from 'fastify';
import { describeDatabaseFailure, type DatabaseHealth } from '../db/databaseHealth';
import { withTimeout } from '../db/databaseTimeout';
import type { RedirectLookup } from './registerSite';

export interface ResilientLookupOptions {
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** The app's outage monitor, when there is one: told of failures, asked before each lookup. */
  health: DatabaseHealth | null;
}

export function resilientRedirectLookup(
  lookup: RedirectLookup,
  { timeoutMs, log, health }: ResilientLookupOptions,
): RedirectLookup {
  let failing = false;
  return async (url) => {
    if (health?.state === 'down') return null;
    try {
      const found = await withTimeout(
        lookup(url),
        timeoutMs,
        `the stored-redirect lookup took longer than ${timeoutMs} ms`,
      );
      if (failing) {
        failing = false;
        log.info('site: stored redirects are looked up again');
      }
      return found;
    } catch (error) {
      health?.report(error);
      if (!failing) {
        failing = true;
        log.warn(
          { reason: describeDatabaseFailure(error) },
          'site: stored redirects cannot be looked up; pages are served without them until the ' +
            'database answers again',
        );
      }
      return null;
    }
  };
}
