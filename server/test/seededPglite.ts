// Seeded PGlite test databases from a template: the seeded data folder dumped to a file in the temp
// folder (<prefix><family>-<id>.tar, with its reads in a .json written last) and loaded into a fresh
// in-memory PGlite for each test server. One worker builds a missing template under a lock file
// while the others wait (seededTemplate.ts explains the families and the reads).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../src/config';
import { pgliteHandle, type DatabaseHandle } from '../src/db/openDatabase';
import { createMemoryPglite, dumpCheckpointed, loadMemoryPglite } from './pgliteTemplate';
import { pollUntil } from './readiness';
import {
  familyKey,
  migrateAndSeed,
  runId,
  storedReadsAgree,
  type SeedShape,
  type TestDatabase,
} from './seededTemplate';
import { pgliteTemplatePrefix } from './templateFiles';

/** Writes a file whole: a parallel worker never reads half of it. */
function writeWhole(file: string, data: Buffer | string): void {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

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
    let reads: string | undefined;
    try {
      reads = readFileSync(manifest, 'utf8');
    } catch {
      // Removed by the run's teardown meanwhile: skip it.
    }
    if (storedReadsAgree(reads, config)) {
      return { manifest, tar: manifest.replace(/\.json$/, '.tar') };
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
      writeWhole(`${family}-${id}.json`, JSON.stringify(reads));
      return { database, drop };
    },
  );
}
