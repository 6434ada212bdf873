// Migrated and seeded test databases, made once per test run and copied for every test server.
// Migrating and seeding (the demo accounts' password hashes, pets, threads, a PDF report…) took
// 5–15 s per test file on a busy 2-core machine; a copy takes well under a second:
//   pglite   → the seeded database's data folder, dumped to a file in the temp folder and loaded;
//   postgres → a template database on the test server, cloned with CREATE DATABASE … TEMPLATE.
// A template is keyed by what shapes the seed (content, settings) and by the test run: the seed is
// relative to the day it runs (reminders due in five days…), so a template never outlives its run.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { Config } from '../src/config';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../src/db/openDatabase';
import { runMigrations } from '../src/db/runMigrations';
import type { LocaleSeed } from '../src/db/seed/content/types';
import { seedDatabase } from '../src/db/seed/seed';
import { createMemoryPglite } from './pgliteTemplate';
import { pgliteTemplatePrefix } from './templateFiles';
import { TEST_CONTENT } from './testContent';

export interface SeedShape {
  content?: readonly LocaleSeed[];
  env?: Record<string, string>;
}

export interface TestDatabase {
  database: DatabaseHandle;
  drop(): Promise<void>;
}

/** The test run's id (set by the projects' global setups); one-off runs get their own. */
function runId(): string {
  process.env.TEST_RUN_ID ??= `${process.pid}-${randomBytes(4).toString('hex')}`;
  return process.env.TEST_RUN_ID;
}

function templateKey(shape: SeedShape, where: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ run: runId(), where, env: shape.env ?? {} }))
    .update(shape.content === undefined ? 'test-content' : JSON.stringify(shape.content))
    .digest('hex')
    .slice(0, 16);
}

async function migrateAndSeed(database: DatabaseHandle, config: Config, shape: SeedShape) {
  await runMigrations(database);
  await seedDatabase(database.db, config, shape.content ?? TEST_CONTENT);
}

export async function seededPglite(config: Config, shape: SeedShape): Promise<TestDatabase> {
  const file = `${pgliteTemplatePrefix(runId())}${templateKey(shape, 'pglite')}.tar`;
  const drop = async () => undefined;
  if (existsSync(file)) {
    try {
      const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
      return { database: pgliteHandle(client), drop };
    } catch {
      // A truncated file: make the template again below.
    }
  }
  const client = await createMemoryPglite();
  const database = pgliteHandle(client);
  try {
    await migrateAndSeed(database, config, shape);
  } catch (error) {
    await database.close();
    throw error;
  }
  const dump = await client.dumpDataDir('none');
  // Written then renamed: a parallel worker never loads half a template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return { database, drop };
}

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs a statement that needs a database nobody is connected to (CREATE DATABASE … TEMPLATE,
 * ALTER DATABASE … RENAME): a session just closed may still be leaving (55006).
 */
async function whenUnused(admin: Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function seededPostgres(
  config: Config,
  shape: SeedShape,
  adminUrl: string,
): Promise<TestDatabase> {
  const template = `tmpl_${templateKey(shape, adminUrl)}`;
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // One worker makes a template; the others wait for it. It gets its name only when it is
    // whole, so a template that exists is ready.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        const building = `b_${randomBytes(8).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        try {
          const database = await openDatabase({
            ...config,
            databaseUrl: databaseUrl(adminUrl, building),
          });
          try {
            await migrateAndSeed(database, config, shape);
          } finally {
            await database.close();
          }
          await whenUnused(admin, `ALTER DATABASE ${building} RENAME TO ${template}`);
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          throw error;
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await whenUnused(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const database = await openDatabase({ ...config, databaseUrl: databaseUrl(adminUrl, name) });
  return {
    database,
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
