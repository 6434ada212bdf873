// Opens the database the config asks for: a PostgreSQL server through node-postgres when
// DATABASE_URL is set, otherwise embedded PGlite (same SQL dialect, no server to install).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type services use; both drivers' databases are assignable to it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

interface HandleBase {
  db: Database;
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

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl !== undefined) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client that the server drops (restart, failover, admin termination) must not take
    // the process down; the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
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
      close: () => (closed ??= pool.end()),
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
  const driverDb = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db: driverDb,
    driverDb,
    close: () => (closed ??= client.closed ? Promise.resolve() : client.close()),
  };
}
