// Shared harness of the server's integration tests: a fresh, migrated and seeded database and
// the real app on it. TEST_DB (set by the jest project's setup file) picks the database:
//   pglite   → an in-memory PGlite;
//   postgres → a brand-new database on the server postgresGlobalSetup.ts started, dropped on close.
// Either is a copy of a template migrated and seeded once per run (seededTemplate.ts).
// Each step of the set-up has a limit sized for a busy machine and names itself when it is
// reached (readiness.ts). With TEST_SETUP_TIMES set to a file, each test server appends how long
// its steps took and the processor time it used (one JSON line) — figures for a reader, never asserted.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/openDatabase';
import type { LocaleSeed } from '../src/db/seed/content/types';
import { withinLimit } from './readiness';
import { seededPglite } from './seededPglite';
import { seededPostgres } from './seededPostgres';
import { testConfig, type TestDatabase } from './seededTemplate';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The database's connection string on PostgreSQL (see `sameDatabaseAs`). */
  databaseUrl?: string;
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
  /**
   * Another instance of the API on the data of this test server (PostgreSQL only), as a second
   * process behind a load balancer would be: nothing is copied or seeded, and closing it leaves
   * the database to its first server.
   */
  sameDatabaseAs?: TestServer;
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

async function openSharedDatabase(config: Config, first: TestServer): Promise<TestDatabase> {
  if (first.databaseUrl === undefined) {
    throw new Error('sameDatabaseAs needs a test server on PostgreSQL (TEST_DB=postgres).');
  }
  const database = await openDatabase({ ...config, databaseUrl: first.databaseUrl });
  return { database, url: first.databaseUrl, drop: async () => undefined };
}

/** Runs the set-up's steps in turn, each within the limit, timing them. */
function setupSteps() {
  const started = performance.now();
  const cpu = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const cpuAtStart = cpu();
  const times: Record<string, number> = {};
  return {
    async step<T>(what: string, work: () => Promise<T>): Promise<T> {
      const from = performance.now();
      try {
        return await withinLimit(`the test server's set-up: ${what}`, work());
      } finally {
        times[what] = Math.round(performance.now() - from);
      }
    },
    report(): void {
      const file = process.env.TEST_SETUP_TIMES;
      if (!file) return;
      const state = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect;
      const line = {
        suite: state?.getState().testPath ?? process.argv[1],
        db: process.env.TEST_DB ?? 'pglite',
        total: Math.round(performance.now() - started),
        // The process's processor time meanwhile: what the set-up costs, however busy the machine.
        cpu: Math.round(cpu() - cpuAtStart),
        ...times,
      };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
  };
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = testConfig(options.env);
  const steps = setupSteps();
  // Migrated and seeded once per run, copied here (seededTemplate.ts).
  const { database, drop, url } = await steps.step('a copy of the seeded database', () =>
    options.sameDatabaseAs
      ? openSharedDatabase(config, options.sameDatabaseAs)
      : openTestDatabase(config, options),
  );
  let app: FastifyInstance | undefined;
  try {
    const built = await steps.step('building the app', () =>
      buildApp({ config, database, logger: false, ...options.app }),
    );
    app = built;
    if (options.register) {
      const register = options.register;
      await steps.step('registering extras', () => register(built, database));
    }
    await steps.step('the app to be ready', async () => {
      await built.ready();
    });
  } catch (error) {
    // Nothing may keep the test process alive after a failed set-up (a PostgreSQL pool would).
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await drop().catch(() => undefined);
    throw error;
  }
  steps.report();
  return {
    app,
    database,
    config,
    ...(url === undefined ? {} : { databaseUrl: url }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
