// A @fastify/rate-limit store on our database. Its built-in store keeps counters in process
// memory, so N API instances would allow N times the limit; here every instance shares one
// counter per key (DESIGN.md: nothing may assume a single process).
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { rateLimitCounters } from '../db/schema';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters whose window ended this long ago are deleted now and then. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** About one increment in this many sweeps stale counters; no timer per instance needed. */
const SWEEP_EVERY = 200;

/**
 * One fixed window per key: the first hit starts it, hits inside it count up, the first hit after
 * it starts a new one. A single upsert does it, so concurrent requests on any instance agree.
 */
export async function incrementCounter(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const expired = sql`${rateLimitCounters.windowStartedAt} + ${timeWindowMs} * interval '1 millisecond' <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      // Milliseconds left in the window, computed by the database clock the window uses.
      ttl: sql<string>`greatest(0, ${timeWindowMs} - extract(epoch from (now() - ${rateLimitCounters.windowStartedAt})) * 1000)`,
    });
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  if (Math.floor(Math.random() * SWEEP_EVERY) === 0) {
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStartedAt, new Date(Date.now() - STALE_AFTER_MS)));
  }
  return { current: row.hits, ttl: Math.ceil(Number(row.ttl)) };
}

/**
 * The store class @fastify/rate-limit instantiates. Each route gets a child whose keys carry the
 * route, so two rate-limited routes never share a counter.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      incrementCounter(db, `${this.namespace}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(settings: Parameters<FastifyRateLimitStore['child']>[0]) {
      // Its typings say route options; at run time it passes the route's merged rate-limit
      // settings with the route itself under routeInfo.
      const { routeInfo } = settings as unknown as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const method = [routeInfo?.method ?? 'ANY'].flat().join(',');
      return new DatabaseRateLimitStore({}, `${method} ${routeInfo?.url ?? '*'}`);
    }
  }
  return DatabaseRateLimitStore;
}
