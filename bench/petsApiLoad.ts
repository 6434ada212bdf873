// Pets API under load: requests per second and p99 latency of `GET /api/keeper/pets`
// and of the dashboard's request (`GET /api/keeper/pets/{id}/dashboard`, the one call /dashboard
// makes) at 50 connections, on a real PostgreSQL server. Starts a throw-away PostgreSQL (Debian's
// binaries, as the server-postgres tests do), migrates and seeds it (the demo keeper's two pets
// with their weights, visits, reminders, photos and diet plan), serves the API on a loopback port
// and drives it with autocannon from a worker thread of this process.
//
//   node --import tsx bench/petsApiLoad.ts
//   BENCH_CONNECTIONS=50 BENCH_SECONDS=10 node --import tsx bench/petsApiLoad.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/openDatabase';
import { runMigrations } from '../server/src/db/runMigrations';
import { seedDatabase } from '../server/src/db/seed/seed';
import { createFileStorage } from '../server/src/storage/storageConfig';
import postgresGlobalSetup from '../server/test/postgresGlobalSetup';
import postgresGlobalTeardown from '../server/test/postgresGlobalTeardown';

/** The part of autocannon's result this bench prints (the package ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  workers?: number;
}) => Promise<LoadResult>;
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  await postgresGlobalSetup();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petcare-bench-pets-'));
  try {
    const config = loadConfig({
      DATABASE_URL: process.env.TEST_POSTGRES_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
    });
    const database = await openDatabase(config);
    await runMigrations(database);
    await seedDatabase(database.db, config, undefined, {
      storage: createFileStorage(config.files.storage),
    });
    const app = await buildApp({ config, database, logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: config.demoEmail, password: config.demoPassword }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
      const list = await fetch(`${base}/api/keeper/pets`, { headers });
      const pets = ((await list.json()) as { data: { id: string; name: string }[] }).data;
      const first = pets[0];
      if (!first) throw new Error('the demo keeper has no pets');

      console.log(
        `PostgreSQL, ${connections} connections, ${seconds} s each; the demo keeper's ` +
          `${pets.length} pets (${first.name}'s dashboard)`,
      );
      const targets = [
        ['GET /api/keeper/pets', '/api/keeper/pets'],
        ['GET /api/keeper/pets/{id}/dashboard', `/api/keeper/pets/${first.id}/dashboard`],
      ] as const;
      for (const [label, url] of targets) {
        // A short warm-up first (JIT, the pool's connections), not counted.
        await autocannon({ url: `${base}${url}`, connections, duration: 2, headers, workers: 1 });
        const result = await autocannon({
          url: `${base}${url}`,
          connections,
          duration: seconds,
          headers,
          workers: 1,
        });
        const failed = result.non2xx + result.errors + result.timeouts;
        console.log(
          `${label}: ${result.requests.average.toFixed(0)} requests/s, latency p50 ` +
            `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms ` +
            `(${result.requests.total} requests, ${failed} failed)`,
        );
      }
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await postgresGlobalTeardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
