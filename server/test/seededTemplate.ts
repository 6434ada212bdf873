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
// This file holds what both kinds share (the family key, the reads, migrating and seeding);
// seededPglite.ts and seededPostgres.ts keep and copy the templates.
import { createHash } from 'node:crypto';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/openDatabase';
import { runMigrations } from '../src/db/runMigrations';
import type { LocaleSeed } from '../src/db/seed/content/types';
import { seedDatabase } from '../src/db/seed/seed';
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
export function runId(): string | undefined {
  return process.env.TEST_RUN_ID || undefined;
}

export function familyKey(shape: SeedShape, run: string, where: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ run, where }))
    .update(shape.content === undefined ? 'test-content' : JSON.stringify(shape.content))
    .digest('hex')
    .slice(0, 16);
}

/** Top-level settings the seed read, each with its value as JSON. */
export type SeedReads = Record<string, string>;

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

/**
 * Whether a template serves this config, from the reads it was seeded with as the template keeps
 * them (JSON: a PGlite manifest file, a PostgreSQL template's comment). None or unreadable: no.
 */
export function storedReadsAgree(stored: string | null | undefined, config: Config): boolean {
  if (stored === null || stored === undefined) return false;
  try {
    return agrees(JSON.parse(stored) as SeedReads, config);
  } catch {
    return false;
  }
}

export async function migrateAndSeed(
  database: DatabaseHandle,
  config: Config,
  shape: SeedShape,
): Promise<SeedReads> {
  await runMigrations(database);
  const recorded = recordingReads(config);
  await seedDatabase(database.db, recorded.config, shape.content ?? TEST_CONTENT);
  return recorded.reads;
}
