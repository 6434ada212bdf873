// Fixed-window rate limits kept in the database (rate_limits), so every API instance behind a
// load balancer counts the same attempts. Subjects are hashed: the table holds no e-mail
// addresses or IPs in clear.
//
// An attempt is checked and counted in one statement (a conditional upsert), so concurrent
// requests — on one instance or many — can never together get past a limit: there is no
// "read, then count later" to race through. Sign-in uses its own throttle for the account and
// client pair (auth/loginThrottle.ts) plus the per-address limit here.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { preparedIn } from '../db/preparedInTransaction';
import { instantParam, preparedPerDatabase } from '../db/preparedQuery';
import { rateLimits } from '../db/schema';
import { TooManyAttemptsError } from '../errors/HttpError';
import { addMs, HOUR, MINUTE, type Clock } from './clock';
import { sha256Hex } from './secrets';

export { TooManyAttemptsError } from '../errors/HttpError';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Failed sign-ins per client address, across accounts (credential stuffing). Taken before the
 * password is checked and given back when it was right, so only failures use it up.
 */
export const LOGIN_PER_ADDRESS: RateLimitRule = {
  name: 'login:address',
  limit: 20,
  windowMs: 15 * MINUTE,
};
/**
 * Failed sign-ins of one account from anywhere: never a lock (anyone could lock a keeper out),
 * only the trigger of the "someone is trying to sign in" mail, once per window at `limit`.
 */
export const LOGIN_ALERT_PER_ACCOUNT: RateLimitRule = {
  name: 'login:alert',
  limit: 5,
  windowMs: HOUR,
};
/** Recovery requests (each one counts) per e-mail address and per client address. */
export const RECOVERY_PER_ACCOUNT: RateLimitRule = {
  name: 'recovery:account',
  limit: 3,
  windowMs: HOUR,
};
export const RECOVERY_PER_ADDRESS: RateLimitRule = {
  name: 'recovery:address',
  limit: 10,
  windowMs: HOUR,
};
/** Verification texts cost money and can be abused to spam a number: per user and per address. */
export const SMS_PER_USER: RateLimitRule = { name: 'sms:user', limit: 5, windowMs: HOUR };
export const SMS_PER_ADDRESS: RateLimitRule = { name: 'sms:address', limit: 20, windowMs: HOUR };

/** Pairs of a rule and the subject it counts (an e-mail address, a client address, a user). */
export type RateLimitChecks = readonly (readonly [RateLimitRule, string])[];

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${sha256Hex(subject)}`;
}

/**
 * One statement: a new or expired window starts at 1; a running one adds 1 only while under
 * `limit` (unlimited: always). Nothing is returned when the limit is reached. Prepared once per
 * database (every chat message takes one): building its text cost more than running it.
 */
function attemptUpsert(limited: boolean) {
  return preparedPerDatabase((db) => {
    const expired = sql`${rateLimits.resetAt} <= ${sql.placeholder('now')}::timestamptz`;
    return db
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), hits: 1, resetAt: sql.placeholder('resetAt') })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${sql.placeholder('resetAtText')}::timestamptz else ${rateLimits.resetAt} end`,
        },
        ...(limited
          ? { setWhere: sql`${expired} or ${rateLimits.hits} < ${sql.placeholder('limit')}` }
          : {}),
      })
      .returning({ hits: rateLimits.hits })
      .prepare(limited ? 'rate_limit_attempt' : 'rate_limit_count');
  });
}
const limitedAttempt = attemptUpsert(true);
const countedAttempt = attemptUpsert(false);

function secondsUntil(now: Date, resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

export class RateLimiter {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /**
   * Takes one attempt from every check, or refuses the request with a 429 (`Retry-After` the
   * longest wait). The checks commit together: in the caller's transaction when `tx` is given —
   * the attempt then counts exactly when the caller's writes commit, and a refusal rolls them
   * back — else in a transaction of their own. A refused request uses up none of them.
   */
  async consume(checks: RateLimitChecks, tx?: Database): Promise<void> {
    if (tx) {
      await this.consumeIn(tx, checks);
      return;
    }
    // One check is one statement, atomic by itself (a refusal takes nothing), so it needs no
    // transaction: BEGIN and COMMIT would be two more round trips on every chat message.
    if (checks.length === 1) await this.consumeIn(this.deps.db, checks);
    else await this.deps.db.transaction((own) => this.consumeIn(own, checks));
    this.sweepNowAndThen();
  }

  /** Gives back one attempt of each check (an attempt that turned out not to count). */
  async release(checks: RateLimitChecks): Promise<void> {
    const now = this.deps.clock.now();
    for (const [rule, subject] of checks) {
      await this.deps.db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, rateLimitKey(rule, subject)), gt(rateLimits.resetAt, now)));
    }
  }

  /**
   * Counts one event without refusing anything and returns the count in the current window,
   * atomically: of concurrent calls exactly one sees any given number (a "once per window"
   * action fires on `=== rule.limit`).
   */
  async count(rule: RateLimitRule, subject: string): Promise<number> {
    const now = this.deps.clock.now();
    const [row] = await this.upsert(this.deps.db, rule, subject, now, null);
    this.sweepNowAndThen();
    return row?.hits ?? 0;
  }

  async clear(rule: RateLimitRule, subject: string, tx: Database = this.deps.db): Promise<void> {
    await tx.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, subject)));
  }

  private async consumeIn(tx: Database, checks: RateLimitChecks): Promise<void> {
    const now = this.deps.clock.now();
    let wait = 0;
    for (const [rule, subject] of checks) {
      const [taken] = await this.upsert(tx, rule, subject, now, rule.limit);
      if (taken) continue;
      const [row] = await tx
        .select({ resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, rateLimitKey(rule, subject)));
      wait = Math.max(wait, row ? secondsUntil(now, row.resetAt) : 1);
    }
    // Thrown inside the transaction: the attempts taken above roll back with it.
    if (wait > 0) throw new TooManyAttemptsError(wait);
  }

  /** `attemptUpsert` on `tx` (the app's database or one of its transactions). */
  private upsert(
    tx: Database,
    rule: RateLimitRule,
    subject: string,
    now: Date,
    limit: number | null,
  ) {
    const resetAt = addMs(now, rule.windowMs);
    const prepared = (limit === null ? countedAttempt : limitedAttempt)(this.deps.db);
    const query = tx === this.deps.db ? prepared : preparedIn(tx, prepared);
    return query.execute({
      key: rateLimitKey(rule, subject),
      resetAt,
      now: instantParam(now),
      resetAtText: instantParam(resetAt),
      limit,
    });
  }

  /** Housekeeping without a scheduler: now and then drop windows that ended long ago. */
  private sweepNowAndThen(): void {
    if (Math.random() >= 0.01) return;
    const before = addMs(this.deps.clock.now(), -HOUR);
    void this.deps.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, before))
      .catch(() => undefined);
  }
}
