// How long the API waits for its database. Without limits a paused or unreachable PostgreSQL makes
// every request hang; with them a request gets 503 (server/src/db/databaseHealth.ts) in bounded time.
import { parseWholeNumber, type ConfigVariable, type Env } from '../configValues';

export interface DatabaseSettings {
  /** Opening a connection, or waiting for a free one in the pool (PostgreSQL only). */
  connectTimeoutMs: number;
  /**
   * PostgreSQL's statement_timeout for every session; the client gives up a second later on its
   * own (pg's query_timeout), which also covers a server that stopped answering altogether.
   */
  statementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a stuck transaction frees its locks. */
  idleInTransactionTimeoutMs: number;
  /** /api/health's probe, the outage monitor's probe and the site's stored-redirect lookup. */
  healthTimeoutMs: number;
}

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
  healthTimeoutMs: 1000,
};

/** The client-side limit on one query: the server's own limit plus a second of slack. */
export function queryTimeoutMs(settings: DatabaseSettings): number {
  return settings.statementTimeoutMs + 1000;
}

const RANGE = { min: 100, max: 600_000 };

export function parseDatabaseSettings(env: Env): DatabaseSettings {
  const d = DEFAULT_DATABASE_SETTINGS;
  return {
    connectTimeoutMs: parseWholeNumber(
      env,
      'DATABASE_CONNECT_TIMEOUT_MS',
      d.connectTimeoutMs,
      RANGE,
    ),
    statementTimeoutMs: parseWholeNumber(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      d.statementTimeoutMs,
      RANGE,
    ),
    idleInTransactionTimeoutMs: parseWholeNumber(
      env,
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      d.idleInTransactionTimeoutMs,
      RANGE,
    ),
    healthTimeoutMs: parseWholeNumber(env, 'DATABASE_HEALTH_TIMEOUT_MS', d.healthTimeoutMs, RANGE),
  };
}

export const DATABASE_SETTING_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_SETTINGS.connectTimeoutMs),
    description:
      'PostgreSQL: longest wait for a new connection or a free one in the pool; then the ' +
      'request is answered 503 with Retry-After.',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_SETTINGS.statementTimeoutMs),
    description:
      "PostgreSQL: statement_timeout of every session; the client stops waiting 1 s later (pg's " +
      'query_timeout), which also bounds requests while the server is paused or unreachable.',
  },
  {
    name: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_SETTINGS.idleInTransactionTimeoutMs),
    description:
      'PostgreSQL: idle_in_transaction_session_timeout, so a transaction left open frees its locks.',
  },
  {
    name: 'DATABASE_HEALTH_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_SETTINGS.healthTimeoutMs),
    description:
      'Longest wait of /api/health, of the outage monitor and of the stored-redirect lookup of ' +
      'site pages for the database (both drivers) before answering without it.',
  },
];
