// How long a test server's database copy takes to load (server/test/pgliteTemplate.ts): the
// seeded test template loaded the way the tests do, against a plain load of the same database
// (dumped without a checkpoint, read through a Blob, PGlite's 128 MB of shared buffers). Both
// dumps have the template's 1 MB log segments. Figures for a reader; nothing is asserted.
// Usage: npx tsx bench/pgliteLoad.ts [rounds]   (makes its own template: migrations and seed)
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from '../server/src/db/openDatabase';
import { runMigrations } from '../server/src/db/runMigrations';
import { seedDatabase } from '../server/src/db/seed/seed';
import {
  createMemoryPglite,
  dumpCheckpointed,
  loadMemoryPglite,
} from '../server/test/pgliteTemplate';
import { testConfig } from '../server/test/seededTemplate';
import { TEST_CONTENT } from '../server/test/testContent';

const rounds = Number(process.argv[2] ?? 3);

async function main(): Promise<void> {
  const client = await createMemoryPglite();
  const database = pgliteHandle(client);
  await runMigrations(database);
  await seedDatabase(database.db, testConfig(), TEST_CONTENT);
  const plain = await client.dumpDataDir('none');
  const plainBytes = Buffer.from(await plain.arrayBuffer());
  const checkpointed = await dumpCheckpointed(client);
  await database.close();
  console.log(`dump: ${(checkpointed.length / 1e6).toFixed(1)} MB`);

  const ways: Record<string, () => Promise<PGlite>> = {
    'plain (no checkpoint, a Blob, 128 MB buffers)': () =>
      PGlite.create({ loadDataDir: new Blob([plainBytes]) }),
    'as the tests load it (pgliteTemplate.ts)': () =>
      loadMemoryPglite(Buffer.from(checkpointed) as Buffer<ArrayBuffer>),
  };
  const times: Record<string, number[]> = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, load] of Object.entries(ways)) {
      const started = performance.now();
      const loaded = await load();
      (times[name] ??= []).push(Math.round(performance.now() - started));
      await loaded.close();
    }
  }
  for (const [name, ms] of Object.entries(times)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(`${name}: median ${sorted[Math.floor(sorted.length / 2)]} ms (${ms.join(', ')})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
