// Knows whether the database answers. Requests that fail because it does not are answered 503
// (server/src/http/databaseUnavailable.ts) and reported here; the monitor confirms with a probe
// of its own and logs an outage once when it starts and once when it ends, instead of one error
// line per failed request. While the database is down it probes every second until it is back.
import type { FastifyBaseLogger } from 'fastify';
import { DatabaseTimeoutError } from './databaseTimeout';
import type { DatabaseHandle } from './openDatabase';

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const PROBE_INTERVAL_MS = 1000;

/** SQLSTATEs that mean "the database is not there", not "this statement is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: server stopping, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or recovering
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres and PGlite say these in words only. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

interface ErrorLike {
  message: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Errors are read by shape, not `instanceof Error`: the driver's socket errors come from Node's
 * own realm, which is not the caller's under a test runner's VM contexts.
 */
function errorLike(value: unknown): ErrorLike | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return typeof (value as { message?: unknown }).message === 'string'
    ? (value as ErrorLike)
    : undefined;
}

function codeOf(error: ErrorLike): string | undefined {
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * True when the error (or what caused it: drizzle wraps driver errors in `cause`) says the
 * database cannot be reached or did not answer in time, as opposed to a bad query or data.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = errorLike(error);
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    if (current instanceof DatabaseTimeoutError) return true;
    const code = codeOf(current);
    if (code !== undefined) {
      if (code.startsWith('08') && code.length === 5) return true; // connection_exception class
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
    }
    // An aggregate (several addresses refused) carries the real errors inside.
    if (Array.isArray(current.errors) && current.errors.some(isDatabaseUnavailable)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = errorLike(current.cause);
  }
  return false;
}

/** A short, secret-free description of a failure for the log (never the SQL of a query). */
export function describeDatabaseFailure(error: unknown): string {
  let current = errorLike(error);
  let deepest: ErrorLike | undefined;
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    deepest = current;
    current = errorLike(current.cause);
  }
  if (!deepest) return String(error);
  const code = codeOf(deepest);
  // drizzle's own message starts with "Failed query: <sql>": the cause below it is the reason.
  const message = deepest.message.startsWith('Failed query:') ? 'query failed' : deepest.message;
  return code === undefined ? message : `${code}: ${message}`;
}

/**
 * True when only the connection died (its backend was terminated, or the socket closed under
 * it): a fresh connection may well work, so this alone does not make an outage.
 */
function isLostConnection(error: unknown): boolean {
  let current = errorLike(error);
  for (let depth = 0; depth < 5 && current !== undefined; depth += 1) {
    if (codeOf(current) === '57P01' || /Connection terminated/i.test(current.message)) return true;
    current = errorLike(current.cause);
  }
  return false;
}

export type DatabaseState = 'up' | 'down';

export class DatabaseHealth {
  private current: DatabaseState = 'up';
  private downSince = 0;
  private probing: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private confirming = false;
  private closed = false;
  private readonly onConnectionLost = (error: Error) => this.report(error);

  constructor(
    private readonly deps: {
      database: Pick<DatabaseHandle, 'ping' | 'events' | 'driver'>;
      log: FastifyBaseLogger;
      /** How long one ping may take before the database counts as unreachable. */
      timeoutMs: number;
    },
  ) {
    deps.database.events.on('connection-lost', this.onConnectionLost);
  }

  get state(): DatabaseState {
    return this.current;
  }

  /**
   * A request (or a pooled connection) failed because the database did not answer. While the
   * database is known to be up, one probe confirms whether this is an outage; further reports
   * during that probe or during the outage add nothing to the log.
   */
  report(error: unknown): void {
    if (this.closed || this.current === 'down' || this.confirming) return;
    this.confirming = true;
    void this.check().then((up) => {
      this.confirming = false;
      if (up) {
        this.deps.log.warn(
          { reason: describeDatabaseFailure(error) },
          'database: a connection failed, but the database answers; the request was answered 503',
        );
      }
    });
  }

  /** Probes now (one probe at a time); true when the database answered in time. */
  check(): Promise<boolean> {
    const ping = () => this.deps.database.ping(this.deps.timeoutMs);
    // A probe whose own connection was killed (pg_terminate_backend, a failover of one
    // connection) asks once more on a new one before calling it an outage.
    this.probing ??= ping()
      .catch((error: unknown) => (isLostConnection(error) ? ping() : Promise.reject(error)))
      .then(
        () => {
          this.markUp();
          return true;
        },
        (error: unknown) => {
          this.markDown(error);
          return false;
        },
      )
      .finally(() => {
        this.probing = null;
      });
    return this.probing;
  }

  close(): void {
    this.closed = true;
    this.deps.database.events.off('connection-lost', this.onConnectionLost);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private markDown(error: unknown): void {
    if (this.current === 'down' || this.closed) return;
    this.current = 'down';
    this.downSince = Date.now();
    this.deps.log.error(
      { reason: describeDatabaseFailure(error), driver: this.deps.database.driver },
      'database outage: the database does not answer; API requests get 503 with Retry-After ' +
        'and the site is served without stored redirects until it is back',
    );
    this.timer = setInterval(() => void this.check(), PROBE_INTERVAL_MS);
    this.timer.unref();
  }

  private markUp(): void {
    if (this.current === 'up') return;
    this.current = 'up';
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.deps.log.info({ seconds: Number(seconds) }, `database recovered after ${seconds} s`);
  }
}
