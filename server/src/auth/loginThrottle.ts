// The sign-in throttle: failed passwords slow down the pair of account and client that made
// them, with a delay that grows with every failure — never the account as a whole, so nobody can
// keep a keeper out by typing wrong passwords for their address, and never the client as a whole
// (the per-address limit in http/rateLimiter.ts covers credential stuffing).
//
// A password is checked only after an attempt was reserved, and the reservation is one statement
// (an upsert whose WHERE is the throttle), so concurrent requests on any number of instances
// cannot check more passwords than the throttle allows.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { loginThrottles } from '../db/schema';
import { TooManyAttemptsError } from '../errors/HttpError';
import { addMs, DAY, HOUR, type Clock } from '../http/clock';
import { sha256Hex } from '../http/secrets';

/** Failures of one pair that cost no wait (typos happen). */
export const LOGIN_FREE_FAILURES = 5;
/** The wait after the free failures; it doubles with every further failure… */
export const LOGIN_FIRST_DELAY_SECONDS = 30;
/** …up to this. */
export const LOGIN_MAX_DELAY_SECONDS = HOUR / 1000;
/** A pair's failures are forgotten after a quiet day (or at once by a success). */
export const LOGIN_FAILURES_KEPT_MS = DAY;

/** The wait a pair has earned after its `failures`-th failure, in seconds. */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(
    LOGIN_MAX_DELAY_SECONDS,
    LOGIN_FIRST_DELAY_SECONDS * 2 ** (failures - LOGIN_FREE_FAILURES),
  );
}

/** The key of an account (a normalised e-mail address, known or not) in login_throttles. */
export const loginAccountKey = (email: string) => sha256Hex(email);

export class LoginThrottle {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /**
   * Reserves one password check for the account and client, counted as a failure until
   * `succeeded` clears it, or throws a 429 with the wait the pair still has to sit out.
   */
  async reserve(email: string, client: string, tx: Database = this.deps.db): Promise<void> {
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const accountKey = loginAccountKey(email);
    const clientKey = sha256Hex(client);
    const t = loginThrottles;
    const expired = sql`${t.expiresAt} <= ${at}::timestamptz`;
    const failures = sql`(case when ${expired} then 1 else ${t.failures} + 1 end)`;
    // loginDelaySeconds in SQL (constants inlined: they are ours, not input).
    const free = sql.raw(String(LOGIN_FREE_FAILURES));
    const delay = sql`(case when ${failures} < ${free} then 0 else least(${sql.raw(String(LOGIN_MAX_DELAY_SECONDS))}, ${sql.raw(String(LOGIN_FIRST_DELAY_SECONDS))} * power(2, ${failures} - ${free})) end)`;
    const [reserved] = await tx
      .insert(t)
      .values({
        accountKey,
        clientKey,
        failures: 1,
        nextAttemptAt: addMs(now, loginDelaySeconds(1) * 1000),
        expiresAt: addMs(now, LOGIN_FAILURES_KEPT_MS),
      })
      .onConflictDoUpdate({
        target: [t.accountKey, t.clientKey],
        set: {
          failures,
          nextAttemptAt: sql`${at}::timestamptz + ${delay} * interval '1 second'`,
          expiresAt: addMs(now, LOGIN_FAILURES_KEPT_MS),
        },
        setWhere: sql`${expired} or ${t.nextAttemptAt} <= ${at}::timestamptz`,
      })
      .returning({ failures: t.failures });
    if (reserved) return;
    const [row] = await tx
      .select({ nextAttemptAt: t.nextAttemptAt })
      .from(t)
      .where(and(eq(t.accountKey, accountKey), eq(t.clientKey, clientKey)));
    const wait = row ? Math.ceil((row.nextAttemptAt.getTime() - now.getTime()) / 1000) : 1;
    throw new TooManyAttemptsError(Math.max(1, wait));
  }

  /** The password was right: this client starts afresh with this account. */
  async succeeded(email: string, client: string): Promise<void> {
    await this.deps.db
      .delete(loginThrottles)
      .where(
        and(
          eq(loginThrottles.accountKey, loginAccountKey(email)),
          eq(loginThrottles.clientKey, sha256Hex(client)),
        ),
      );
    if (Math.random() < 0.01) {
      await this.deps.db
        .delete(loginThrottles)
        .where(lt(loginThrottles.expiresAt, this.deps.clock.now()))
        .catch(() => undefined);
    }
  }
}

/** Forgets every throttle of an account (its password was reset: the keeper proved it is theirs). */
export async function clearLoginThrottles(tx: Database, email: string): Promise<void> {
  await tx.delete(loginThrottles).where(eq(loginThrottles.accountKey, loginAccountKey(email)));
}
