// API under load: requests per second and latency of every authenticated read the app's screens
// make — `GET /api/user`, the pets list, the dashboard's one call, notifications, a pet's
// symptom-checker threads — and the public news list, beside `GET /api/health`, the baseline (it pings the database: `select 1`, one at a time), at 50
// connections. Each line prints its ratio to /api/health (the machine is shared: ratios compare
// across runs, absolute figures only on a quiet machine), the queries one request sends, the CPU
// time one request costs the API process and PostgreSQL (a figure the machine's load changes far
// less than the rates), and the load average before and after. Runs on a throw-away real
// PostgreSQL (Debian's binaries, as the server-postgres tests do), or with BENCH_DATABASE=pglite
// on embedded PGlite (in memory, so its time is the API process's), migrates and seeds it (the
// demo keeper's two pets with their weights, visits, reminders, photos, diet plan and threads),
// serves the API on a loopback port and drives it with autocannon in a process of its own.
//
//   node --import tsx bench/petsApiLoad.ts
//   BENCH_DATABASE=pglite node --import tsx bench/petsApiLoad.ts
//   BENCH_CONNECTIONS=50 BENCH_SECONDS=10 node --import tsx bench/petsApiLoad.ts
//   BENCH_ROUTES=pets node --cpu-prof --cpu-prof-dir=tmp/prof --import tsx bench/petsApiLoad.ts
//   BENCH_POSTGRES_SOCKET=1 node --import tsx bench/petsApiLoad.ts   (PostgreSQL's Unix socket, not TCP)
//   BENCH_PUBLIC_URL=https://petcare.example node --import tsx bench/petsApiLoad.ts   (as a
//     deployment that sets PUBLIC_URL: no per-request link origin, http/publicOrigin.ts)
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/src/app';
import { loadConfig, type Config } from '../server/src/config';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../server/src/db/openDatabase';
import { runMigrations } from '../server/src/db/runMigrations';
import { seedDatabase } from '../server/src/db/seed/seed';
import { createFileStorage } from '../server/src/storage/storageConfig';
import postgresGlobalSetup from '../server/test/postgresGlobalSetup';
import postgresGlobalTeardown from '../server/test/postgresGlobalTeardown';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const onPglite = process.env.BENCH_DATABASE === 'pglite';
const overSocket = process.env.BENCH_POSTGRES_SOCKET === '1';

/** The throw-away server's URL: over loopback TCP, or over its Unix socket (BENCH_POSTGRES_SOCKET). */
function postgresUrl(): string | undefined {
  if (!overSocket) return process.env.TEST_POSTGRES_URL;
  const { TEST_POSTGRES_DIR: dir, TEST_POSTGRES_PORT: port } = process.env;
  if (dir === undefined || port === undefined) throw new Error('no throw-away PostgreSQL running');
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`;
}

/** The part of autocannon's JSON result this bench prints. */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const autocannonCli = createRequire(__filename).resolve('autocannon/autocannon.js');

/**
 * autocannon in a process of its own, so that the CPU time this process spends is the API's (and
 * PGlite's) alone.
 */
async function runLoad(
  url: string,
  duration: number,
  headers: Record<string, string>,
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '-j', '-c', String(connections), '-d', String(duration), ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** CPU time (ms) the PostgreSQL server's processes have used so far: the postmaster's children. */
function postgresCpuMs(): number {
  const dir = process.env.TEST_POSTGRES_DIR;
  if (dir === undefined) return 0;
  const postmaster = readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0];
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the parenthesised name: state, ppid, … utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[1] !== postmaster && entry !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  // Linux reports these in clock ticks of 10 ms.
  return ticks * 10;
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Counts the statements the app sends, to print the queries one request costs. */
const queryCount = { value: 0 };
function countCalls<Name extends string, T extends Record<Name, (...args: never[]) => unknown>>(
  client: T,
  method: Name,
): void {
  const call = client[method].bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    [method]: (...args: unknown[]) => {
      queryCount.value += 1;
      return call(...args);
    },
  });
}

async function openBenchDatabase(config: Config): Promise<DatabaseHandle> {
  if (onPglite) {
    const client = await PGlite.create('memory://');
    // Every statement PGlite runs (query(), exec(), the app's named prepared statements, each
    // statement of a transaction) takes its statement lock once.
    countCalls(client, '_runExclusiveQuery');
    return pgliteHandle(client);
  }
  const handle = await openDatabase(config);
  if (handle.driver === 'postgres') countCalls(handle.pool, 'query');
  return handle;
}

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!onPglite) await postgresGlobalSetup();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petcare-bench-pets-'));
  try {
    const config = loadConfig({
      DATABASE_URL: onPglite ? undefined : postgresUrl(),
      DATA_DIR: dataDir,
      PUBLIC_URL: process.env.BENCH_PUBLIC_URL,
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
    });
    const database = await openBenchDatabase(config);
    await runMigrations(database);
    await seedDatabase(database.db, config, undefined, {
      storage: createFileStorage(config.files.storage),
    });
    const app = await buildApp({ config, database, logger: false });
    // autocannon stops at the end of its time without waiting for the answers still due: the
    // probes and each measured run start only once the server has answered them all.
    // Counted on the socket's 'close', which comes for every request: a request autocannon cuts
    // off at the end of its time never reaches onResponse, and the count would never fall to 0.
    let inFlight = 0;
    app.addHook('onRequest', async (_request, reply) => {
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
    const idle = async (): Promise<void> => {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    };
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
        `${onPglite ? 'PGlite (embedded, in memory)' : overSocket ? 'PostgreSQL (Unix socket)' : 'PostgreSQL'}` +
          `${config.publicUrlIsSet ? `, PUBLIC_URL ${config.publicUrl}` : ''}, ${connections} ` +
          `connections, ${seconds} s each; the demo keeper's ${pets.length} pets ` +
          `(${first.name}'s dashboard and threads); load average before ${load()}`,
      );
      const targets = [
        ['GET /api/health (pings the database)', '/api/health'],
        ['GET /api/user', '/api/user'],
        ['GET /api/keeper/pets', '/api/keeper/pets'],
        ['GET /api/keeper/pets/{id}/dashboard', `/api/keeper/pets/${first.id}/dashboard`],
        ['GET /api/notifications', '/api/notifications'],
        ['GET /api/keeper/pets/{id}/threads', `/api/keeper/pets/${first.id}/threads`],
        // The public read of issue 24's table (the news list's first page, a signed-in caller).
        ['GET /api/news', '/api/news'],
      ] as const;
      // BENCH_ROUTES=dashboard,pets: only the routes whose path contains one of the words (for a
      // profile of one route); /api/health always runs first, as the baseline of the ratios.
      const only = process.env.BENCH_ROUTES?.split(',').filter((word) => word !== '');
      const chosen = targets.filter(
        ([, url], index) =>
          index === 0 || only === undefined || only.some((word) => url.includes(word)),
      );
      let baseline: number | undefined;
      for (const [label, url] of chosen) {
        // Requests one at a time first: the statements one sends (a warm token: no last-used
        // write). The fewest of three, since the health probe's timer may query in between.
        await idle();
        let queries = Infinity;
        for (let probe = 0; probe < 4; probe += 1) {
          const before = queryCount.value;
          const answer = await fetch(`${base}${url}`, { headers });
          if (!answer.ok) throw new Error(`${label} answered ${answer.status}`);
          await answer.arrayBuffer();
          if (probe > 0) queries = Math.min(queries, queryCount.value - before);
        }
        // A short warm-up (JIT, the pool's connections), not counted.
        await runLoad(`${base}${url}`, 2, headers);
        await idle();
        const cpuBefore = { api: processCpuMs(), postgres: postgresCpuMs() };
        const result = await runLoad(`${base}${url}`, seconds, headers);
        const total = result.requests.total;
        const apiCpu = (processCpuMs() - cpuBefore.api) / total;
        const postgresCpu = (postgresCpuMs() - cpuBefore.postgres) / total;
        const failed = result.non2xx + result.errors + result.timeouts;
        const rate = result.requests.average;
        baseline ??= rate;
        console.log(
          `${label}: ${rate.toFixed(0)} requests/s (${((100 * rate) / baseline).toFixed(0)}% ` +
            `of /api/health), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
            `max ${result.latency.max} ms, ${queries} queries a request, CPU a request: API ` +
            `${apiCpu.toFixed(2)} ms` +
            (onPglite ? ' (with PGlite)' : `, PostgreSQL ${postgresCpu.toFixed(2)} ms`) +
            ` (${total} requests, ${failed} failed)`,
        );
      }
      console.log(`load average after ${load()}`);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (!onPglite) await postgresGlobalTeardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
