// Opens the database the config asks for: a PostgreSQL server through node-postgres when
// DATABASE_URL is set, otherwise embedded PGlite (same SQL dialect, no server to install).
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Config } from '../config';
import {
  DEFAULT_DATABASE_SETTINGS,
  queryTimeoutMs,
  type DatabaseSettings,
} from './databaseSettings';
import { DatabaseTimeoutError, withTimeout } from './databaseTimeout';
import { preparedStatementQuery } from './pgliteStatements';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type services use; both drivers' databases are assignable to it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** Connection-level trouble the driver reports outside any query (db/databaseHealth.ts listens). */
export interface DatabaseEvents {
  /** A pooled connection died (server restart, failover, pg_terminate_backend, network). */
  'connection-lost': [error: Error];
}

interface HandleBase {
  db: Database;
  /** `select 1` within timeoutMs, on a connection of its own: a busy pool does not delay it. */
  ping(timeoutMs: number): Promise<void>;
  events: EventEmitter<DatabaseEvents>;
  close(): Promise<void>;
}

/** The driver-specific database is kept too: drizzle's migrators are per driver. */
export interface PgliteHandle extends HandleBase {
  driver: 'pglite';
  driverDb: PgliteDatabase<Schema>;
}

export interface PostgresHandle extends HandleBase {
  driver: 'postgres';
  driverDb: NodePgDatabase<Schema>;
  /** For work that needs one session, such as the migration lock. */
  pool: Pool;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  /**
   * PGlite data directory override; `memory://` gives a throw-away in-memory database (tests).
   * Ignored when the config has a DATABASE_URL.
   */
  pgliteDataDir?: string;
}

/** node-postgres settings shared by the main pool and the health probe's own pool. */
function postgresPoolConfig(url: string, settings: DatabaseSettings): PoolConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    query_timeout: queryTimeoutMs(settings),
    // Notices a dead peer on an idle connection sooner than the operating system's default.
    keepAlive: true,
  };
}

/**
 * Every client gets its own 'error' listener for its whole life. The pool listens only while a
 * client is idle: a client checked out (as db.transaction does) that loses its connection would
 * otherwise raise an unhandled 'error' event, which ends the process. The query in flight fails
 * on its own (the request answers 503), and the pool drops the broken client when it is released.
 */
function watchClients(pool: Pool, events: EventEmitter<DatabaseEvents>): void {
  pool.on('connect', (client: PoolClient) => {
    client.on('error', (error: Error) => events.emit('connection-lost', error));
  });
  // Idle clients: the pool removes them itself; report the loss all the same.
  pool.on('error', (error) => events.emit('connection-lost', error));
}

/**
 * `select 1` on the probe pool within timeoutMs. The probe's idle connection may have been ended
 * by the server (a restart, pg_terminate_backend) while the server itself answers: a failure that
 * is not the time limit gets one more try, on a fresh connection, in what is left of the time.
 */
async function pingWithin(probePool: Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const once = () =>
    withTimeout(
      probePool.query('select 1').then(() => undefined),
      Math.max(1, deadline - Date.now()),
      `PostgreSQL did not answer within ${timeoutMs} ms`,
    );
  try {
    await once();
  } catch (error) {
    if (error instanceof DatabaseTimeoutError || Date.now() >= deadline) throw error;
    await once();
  }
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & { database?: DatabaseSettings },
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const settings = config.database ?? DEFAULT_DATABASE_SETTINGS;
  const events = new EventEmitter<DatabaseEvents>();
  if (config.databaseUrl !== undefined) {
    const pool = new Pool({ ...postgresPoolConfig(config.databaseUrl, settings), max: 10 });
    watchClients(pool, events);
    // Health probes get a connection of their own, so a pool busy with slow work (or waiting
    // for a paused server) cannot make a healthy database look down, nor a probe take a slot.
    const probePool = new Pool({ ...postgresPoolConfig(config.databaseUrl, settings), max: 1 });
    watchClients(probePool, events);
    const driverDb = drizzlePostgres({ client: pool, schema });
    // Fail at start, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    let closed: Promise<void> | undefined;
    return {
      driver: 'postgres',
      db: driverDb,
      driverDb,
      pool,
      events,
      ping: (timeoutMs) => pingWithin(probePool, timeoutMs),
      close: () => (closed ??= Promise.all([pool.end(), probePool.end()]).then(() => undefined)),
    };
  }

  const dataDir = options.pgliteDataDir ?? path.join(config.dataDir, 'pglite');
  if (!dataDir.startsWith('memory://')) {
    // PGlite creates its own folder but not the parents.
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  return pgliteHandle(await PGlite.create(dataDir));
}

/** Wraps an open PGlite (e.g. one a test loaded from a data-dir dump) as a database handle. */
export function pgliteHandle(client: PGlite): PgliteHandle {
  // drizzle's queries outside transactions run as named prepared statements (pgliteStatements.ts);
  // everything else of the client (transactions, exec, listen) is PGlite's own.
  const query = preparedStatementQuery(client);
  const statementClient = new Proxy(client, {
    get: (target, property) => {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the PGlite itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const driverDb = drizzlePglite({ client: statementClient, schema });
  let closed: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db: driverDb,
    driverDb,
    // In-process: no connection to lose, and PGlite has no timers to run statement_timeout on.
    events: new EventEmitter<DatabaseEvents>(),
    ping: (timeoutMs) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
        `the embedded database did not answer within ${timeoutMs} ms`,
      ),
    close: () => (closed ??= client.closed ? Promise.resolve() : client.close()),
  };
}
