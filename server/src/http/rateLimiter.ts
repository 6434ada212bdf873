// Fixed-window rate limits kept in the database (rate_limits), so every API instance behind a
// load balancer counts the same attempts. Subjects are hashed: the table holds no e-mail
// addresses or IPs in clear.
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/openDatabase';
import { rateLimits } from '../db/schema';
import { HttpError } from '../errors/HttpError';
import { addMs, HOUR, MINUTE, type Clock } from './clock';
import { sha256Hex } from '../auth/secrets';
import { rateLimitOf } from './rateLimitedRoutes';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Failed sign-ins per e-mail address (a success clears it) and per client address. */
export const LOGIN_PER_ACCOUNT: RateLimitRule = {
  name: 'login:account',
  limit: 5,
  windowMs: 15 * MINUTE,
};
export const LOGIN_PER_ADDRESS: RateLimitRule = {
  name: 'login:address',
  limit: 20,
  windowMs: 15 * MINUTE,
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

export class TooManyAttemptsError extends HttpError {
  override name = 'TooManyAttemptsError';

  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${sha256Hex(subject)}`;
}

function secondsUntil(clock: Clock, resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000));
}

/**
 * A route that rate-limits must say so in rateLimitedRoutes.ts, where the OpenAPI document reads
 * its 429 answers: an undeclared one is a programming error, found by the route's own tests.
 */
function assertDeclared(reply: FastifyReply): void {
  const { method, url } = reply.request.routeOptions;
  const methods = Array.isArray(method) ? method : [method];
  if (url !== undefined && methods.some((m) => rateLimitOf(m, url) !== undefined)) return;
  throw new Error(
    `${methods.join(',')} ${url ?? '(no route)'} is rate-limited but not declared in ` +
      'server/src/http/rateLimitedRoutes.ts',
  );
}

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Seconds to wait when the subject has used up its attempts, else undefined. */
  async blockedFor(rule: RateLimitRule, subject: string): Promise<number | undefined> {
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, keyOf(rule, subject)))
      .limit(1);
    if (!row || row.resetAt <= this.clock.now() || row.hits < rule.limit) return undefined;
    return secondsUntil(this.clock, row.resetAt);
  }

  /** Throws a 429 (after setting Retry-After) when any of the rules blocks its subject. */
  async assertAllowed(reply: FastifyReply, checks: RateLimitChecks): Promise<void> {
    assertDeclared(reply);
    const waits = await Promise.all(
      checks.map(([rule, subject]) => this.blockedFor(rule, subject)),
    );
    const wait = Math.max(0, ...waits.map((w) => w ?? 0));
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new TooManyAttemptsError(wait);
    }
  }

  /** Counts one attempt (atomically, so concurrent requests on several instances add up). */
  async hit(rule: RateLimitRule, subject: string): Promise<void> {
    const now = this.clock.now();
    const resetAt = addMs(now, rule.windowMs);
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    await this.db
      .insert(rateLimits)
      .values({ key: keyOf(rule, subject), hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      });
    // Housekeeping without a scheduler: now and then drop windows that ended long ago.
    if (Math.random() < 0.01) {
      await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, addMs(now, -HOUR)));
    }
  }

  async hitAll(checks: RateLimitChecks): Promise<void> {
    for (const [rule, subject] of checks) await this.hit(rule, subject);
  }

  async clear(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
  }
}
