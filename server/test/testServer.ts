// Shared harness of the server's integration tests: a fresh, migrated and seeded database and
// the real app on it. TEST_DB (set by the jest project's setup file) picks the database:
//   pglite   → an in-memory PGlite;
//   postgres → a brand-new database on the server postgresGlobalSetup.ts started, dropped on close.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../src/db/openDatabase';
import { runMigrations } from '../src/db/runMigrations';
import type { LocaleSeed } from '../src/db/seed/content/types';
import { seedDatabase } from '../src/db/seed/seed';
import { createMemoryPglite } from './pgliteTemplate';
import { TEST_CONTENT } from './testContent';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Content to seed; defaults to the fixed TEST_CONTENT (not the product content). */
  content?: readonly LocaleSeed[];
  /** Extra environment for loadConfig, e.g. PETCARE_SEED_EXTRA. */
  env?: Record<string, string>;
  /** Passed to buildApp, e.g. a ManualClock, an onContentChanged spy or a capturing logger. */
  app?: Pick<BuildAppOptions, 'clock' | 'onContentChanged' | 'logger'>;
  /** PostgreSQL server to create the test database on (default: TEST_POSTGRES_URL). */
  postgresUrl?: string;
  /** Registers more on the app before it is ready (e.g. the site, as main.ts does). */
  register?: (app: FastifyInstance, database: DatabaseHandle) => Promise<void>;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface TestDatabase {
  database: DatabaseHandle;
  drop(): Promise<void>;
}

async function openTestDatabase(config: Config, postgresUrl?: string): Promise<TestDatabase> {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const database = pgliteHandle(await createMemoryPglite());
    return { database, drop: async () => undefined };
  }
  if (kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got "${kind}".`);
  const adminUrl = postgresUrl ?? process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    throw new Error('TEST_POSTGRES_URL is not set: run through the server-postgres jest project.');
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...config, databaseUrl: url.toString() });
  return {
    database,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...options.env });
  const { database, drop } = await openTestDatabase(config, options.postgresUrl);
  try {
    await runMigrations(database);
    await seedDatabase(database.db, config, options.content ?? TEST_CONTENT);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  const app = await buildApp({ config, database, logger: false, ...options.app });
  await options.register?.(app, database);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
