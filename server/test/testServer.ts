// Shared harness of the server's integration tests: a fresh, migrated and seeded database and
// the real app on it. TEST_DB (set by the jest project's setup file) picks the database:
//   pglite   → an in-memory PGlite;
//   postgres → a brand-new database on the server postgresGlobalSetup.ts started, dropped on close.
// Either is a copy of a template migrated and seeded once per run (seededTemplate.ts).
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/openDatabase';
import type { LocaleSeed } from '../src/db/seed/content/types';
import { seededPglite, seededPostgres, type TestDatabase } from './seededTemplate';

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

async function openTestDatabase(config: Config, options: TestServerOptions): Promise<TestDatabase> {
  const kind = process.env.TEST_DB ?? 'pglite';
  const shape = { content: options.content, env: options.env };
  if (kind === 'pglite') return seededPglite(config, shape);
  if (kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got "${kind}".`);
  const adminUrl = options.postgresUrl ?? process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    throw new Error('TEST_POSTGRES_URL is not set: run through the server-postgres jest project.');
  }
  return seededPostgres(config, shape, adminUrl);
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...options.env });
  // Migrated and seeded once per run and shape, copied here (seededTemplate.ts).
  const { database, drop } = await openTestDatabase(config, options);
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
