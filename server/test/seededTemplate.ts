// Migrated and seeded test databases, made once per test run and copied for every test server.
// Migrating and seeding (the demo accounts' password hashes, pets, threads, a PDF report…) took
// 5–15 s per test file on a busy 2-core machine; a copy takes one to two seconds:
//   pglite   → the seeded database's data folder, dumped to a file in the temp folder and loaded;
//   postgres → a template database on the test server, cloned with CREATE DATABASE … TEMPLATE.
// The jest global setups make the default template before any worker starts
// (templateBuild.ts); other templates are made on first use, by one worker while the others wait.
// A template is keyed by the content it holds and the test run (the seed is relative to the day
// it runs: reminders due in five days…, so a template never outlives its run), and carries the
// settings the seed read while making it, with their values. A test server whose settings agree
// on those reuses it: settings the seed never reads (a private upload folder, a support address)
// do not cost a seed of their own.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../src/db/openDatabase';
import { runMigrations } from '../src/db/runMigrations';
import type { LocaleSeed } from '../src/db/seed/content/types';
import { seedDatabase } from '../src/db/seed/seed';
import { createMemoryPglite, dumpCheckpointed, loadMemoryPglite } from './pgliteTemplate';
import { pollUntil } from './readiness';
import { pgliteTemplatePrefix } from './templateFiles';
import { TEST_CONTENT } from './testContent';

export interface SeedShape {
  content?: readonly LocaleSeed[];
  /** The settings the test server was made with (their effect reaches the seed through config). */
  env?: Record<string, string>;
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** The PostgreSQL connection string (PostgreSQL only): a second app may open the same data. */
  url?: string;
  drop(): Promise<void>;
}

/** The settings of a test server: silent, no data folder, plus the test's own. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...env });
}

/**
 * The test run's id (set by the jest global setups). Without one (a process started on its own)
 * nothing would share or remove a template, so none is kept.
 */
function runId(): string | undefined {
  return process.env.TEST_RUN_ID || undefined;
}

function familyKey(shape: SeedShape, run: string, where: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ run, where }))
    .update(shape.content === undefined ? 'test-content' : JSON.stringify(shape.content))
    .digest('hex')
    .slice(0, 16);
}

/** Top-level settings the seed read, each with its value as JSON. */
type SeedReads = Record<string, string>;

const asJson = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

/** The config, and a record of every setting read through it. */
function recordingReads(config: Config): { config: Config; reads: SeedReads } {
  const reads: SeedReads = {};
  const recording = new Proxy(config, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'string') reads[key] = asJson(value);
      return value;
    },
  });
  return { config: recording, reads };
}

function agrees(reads: SeedReads, config: Config): boolean {
  return Object.entries(reads).every(
    ([key, value]) => asJson((config as unknown as Record<string, unknown>)[key]) === value,
  );
}

async function migrateAndSeed(
  database: DatabaseHandle,
  config: Config,
  shape: SeedShape,
): Promise<SeedReads> {
  await runMigrations(database);
  const recorded = recordingReads(config);
  await seedDatabase(database.db, recorded.config, shape.content ?? TEST_CONTENT);
  return recorded.reads;
}

/** Writes a file whole: a parallel worker never reads half of it. */
function writeWhole(file: string, data: Buffer | string): void {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

// ---- PGlite: <prefix><family>-<id>.tar (the data folder) and .json (the reads, written last).

interface PgliteTemplate {
  tar: string;
  manifest: string;
}

function findPgliteTemplate(family: string, config: Config): PgliteTemplate | undefined {
  const dir = path.dirname(family);
  const start = `${path.basename(family)}-`;
  for (const entry of readdirSync(dir)) {
    if (!entry.startsWith(start) || !entry.endsWith('.json')) continue;
    const manifest = path.join(dir, entry);
    try {
      const { reads } = JSON.parse(readFileSync(manifest, 'utf8')) as { reads: SeedReads };
      if (agrees(reads, config)) return { manifest, tar: manifest.replace(/\.json$/, '.tar') };
    } catch {
      // Removed by the run's teardown meanwhile, or not ours: skip it.
    }
  }
  return undefined;
}

async function loadPgliteTemplate(template: PgliteTemplate): Promise<DatabaseHandle | undefined> {
  try {
    const client = await loadMemoryPglite(readFileSync(template.tar));
    return pgliteHandle(client);
  } catch {
    // Unreadable: forget it, so it is made again.
    rmSync(template.manifest, { force: true });
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding a lock file shared by the run's processes (one left by a dead one is taken). */
async function withLockFile<T>(lock: string, what: string, work: () => Promise<T>): Promise<T> {
  await pollUntil(`${what} (lock ${lock})`, () => {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = 0;
      try {
        owner = Number(readFileSync(lock, 'utf8'));
      } catch {
        // Released meanwhile: try again.
      }
      if (owner > 0 && !isAlive(owner)) rmSync(lock, { force: true });
      return undefined;
    }
  });
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

async function buildPglite(config: Config, shape: SeedShape) {
  const client = await createMemoryPglite();
  const database = pgliteHandle(client);
  try {
    const reads = await migrateAndSeed(database, config, shape);
    return { client, database, reads };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function seededPglite(config: Config, shape: SeedShape): Promise<TestDatabase> {
  const drop = async () => undefined;
  const run = runId();
  if (run === undefined) return { database: (await buildPglite(config, shape)).database, drop };
  const family = `${pgliteTemplatePrefix(run)}${familyKey(shape, run, 'pglite')}`;
  const load = async () => {
    const found = findPgliteTemplate(family, config);
    return found && (await loadPgliteTemplate(found));
  };
  const ready = await load();
  if (ready) return { database: ready, drop };
  return withLockFile(
    `${family}.lock`,
    'another test process migrating and seeding the same template',
    async () => {
      const made = await load();
      if (made) return { database: made, drop };
      const { client, database, reads } = await buildPglite(config, shape);
      const id = randomBytes(6).toString('hex');
      writeWhole(`${family}-${id}.tar`, await dumpCheckpointed(client));
      writeWhole(`${family}-${id}.json`, JSON.stringify({ reads }));
      return { database, drop };
    },
  );
}

// ---- PostgreSQL: template databases tmpl_<family>_<id>, the reads in the database's comment.

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

async function findPostgresTemplate(
  admin: Client,
  family: string,
  config: Config,
): Promise<string | undefined> {
  const found = await admin.query<{ datname: string; reads: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS reads
       FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname`,
    [`${family}_`],
  );
  return found.rows.find((row) => {
    try {
      return row.reads !== null && agrees(JSON.parse(row.reads) as SeedReads, config);
    } catch {
      return false;
    }
  })?.datname;
}

async function buildPostgresTemplate(
  admin: Client,
  family: string,
  config: Config,
  shape: SeedShape,
  adminUrl: string,
): Promise<string> {
  const building = `b_${randomBytes(8).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  try {
    const database = await openDatabase({
      ...config,
      databaseUrl: databaseUrl(adminUrl, building),
    });
    let reads: SeedReads;
    try {
      reads = await migrateAndSeed(database, config, shape);
    } finally {
      await database.close();
    }
    await admin.query(
      `COMMENT ON DATABASE ${building} IS ${admin.escapeLiteral(JSON.stringify(reads))}`,
    );
    // It gets its template name only when it is whole, so a template that exists is ready.
    const template = `${family}_${randomBytes(6).toString('hex')}`;
    await whenUnused(admin, `ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    throw error;
  }
}

export async function seededPostgres(
  config: Config,
  shape: SeedShape,
  adminUrl: string,
): Promise<TestDatabase> {
  const family = `tmpl_${familyKey(shape, runId() ?? randomBytes(8).toString('hex'), adminUrl)}`;
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // One worker makes a family's template; the others wait for it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [family]);
    let template: string;
    try {
      template =
        (await findPostgresTemplate(admin, family, config)) ??
        (await buildPostgresTemplate(admin, family, config, shape, adminUrl));
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [family]);
    }
    await whenUnused(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ ...config, databaseUrl: url });
  return {
    database,
    url,
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
