// Soak: the production shape on one machine — two API processes (server/src/devServer.ts) on one
// PostgreSQL (durable settings) behind HAProxy (server/test/loadBalancer.ts) — under a mixed load
// for BENCH_SECONDS: reads, writes (contact messages with an Idempotency-Key, weight entries),
// symptom-checker streams, photo uploads, and realtime sockets held open through the balancer.
// PostgreSQL is stopped (a crash) halfway for BENCH_OUTAGE_MS and started again. Prints the 5xx
// and unanswered requests outside the restart window (should be 0), acknowledged writes lost
// (must be 0), sockets that came back, and each process's memory at start, middle and end.
//
//   node --import tsx bench/soak.ts                    (10 minutes)
//   BENCH_SECONDS=120 BENCH_RATE=10 node --import tsx bench/soak.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import Pusher from 'pusher-js';
import sharp from 'sharp';
import { startApiProcess } from '../server/test/apiProcess';
import { startLoadBalancer } from '../server/test/loadBalancer';
import { freePort, PostgresCluster } from '../server/test/postgresCluster';
import { postgresRssMb, rssMb } from './lib/soakMemory';
import { isBad, loadAverage, printReport } from './lib/soakReport';
import { PET_LIST_MAX } from '../contract/pets/petLimits';
import { SoakRequests, UPLOAD_SHARE, type Kind, type Outcome } from './lib/soakRequests';

const totalMs = Number(process.env.BENCH_SECONDS ?? 600) * 1000;
const rate = Number(process.env.BENCH_RATE ?? 20);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 20);
const outageMs = Number(process.env.BENCH_OUTAGE_MS ?? 5000);
/** After PostgreSQL accepts connections again, errors within this are still the restart's. */
const settleMs = 5000;
const PROGRESS_EVERY_MS = 60_000;
/** pg_ctl's own limit is 300 s a step (postgresCluster.ts); past this the restart is reported. */
const RESTART_LIMIT_MS = outageMs + 660_000;
/** Whatever is still running this long after the load ends is printed, and the bench exits. */
const START_LIMIT_MS = 600_000;
const HARD_DEADLINE_MS = 2 * START_LIMIT_MS + totalMs + RESTART_LIMIT_MS + 300_000;
const DEMO = {
  email: process.env.DEMO_EMAIL ?? 'demo@petcare.local',
  password: process.env.DEMO_PASSWORD ?? 'petcare-demo-2026',
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the promise's value, or undefined (after saying so) when it takes too long. */
async function within<T>(what: string, ms: number, promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.log(`${what}: not done after ${(ms / 1000).toFixed(0)} s, going on without it`);
      resolve(undefined);
    }, ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What main started, stopped in reverse order at the end (or after a failure), each bounded. */
const stops: [string, number, () => Promise<unknown>][] = [];

async function main(): Promise<void> {
  const cluster = await PostgresCluster.create({ durable: true });
  stops.push(['removing PostgreSQL', 60_000, () => cluster.destroy()]);
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE petcare');
  await admin.end();
  const databaseUrl = cluster.databaseUrl('petcare');
  const [portA, portB] = [await freePort(), await freePort()];
  const common = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // The load is the subject, not the per-keeper limits.
    CHAT_MESSAGES_PER_MINUTE: '100000',
    CHAT_FREE_DAILY_LIMIT: '100000',
    CHAT_STREAM_PACE_MS: '0',
  };
  console.log(`starting two API processes (:${portA}, :${portB}) on PostgreSQL :${cluster.port} …`);
  // The first start migrates and seeds: minutes on a busy 2-core machine.
  const a = await startApiProcess(portA, common, START_LIMIT_MS);
  stops.push(['stopping API a', 30_000, () => a.kill('SIGTERM')]);
  const b = await startApiProcess(
    portB,
    { ...common, PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(portA), PUSHER_SCHEME: 'http' },
    START_LIMIT_MS,
  );
  stops.push(['stopping API b', 30_000, () => b.kill('SIGTERM')]);
  const balancer = await startLoadBalancer(
    [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ],
    { name: 'a', port: portA },
  );
  stops.push(['stopping HAProxy', 30_000, () => balancer.stop()]);
  const processes: [string, () => number][] = [
    ['API a', () => rssMb(a.child.pid)],
    ['API b', () => rssMb(b.child.pid)],
    ['PostgreSQL (all backends)', () => postgresRssMb(cluster.dataDir)],
    ['this bench (clients)', () => process.memoryUsage().rss / 1024 / 1024],
  ];
  const memory: Record<string, number[]> = {};
  const sampleMemory = () => {
    for (const [name, read] of processes) (memory[name] ??= []).push(read());
  };
  const sockets: Pusher[] = [];
  // Clients first (the sockets' close handshakes still have a server to answer them).
  stops.push([
    'closing the realtime sockets',
    10_000,
    () =>
      Promise.all(
        sockets.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (['disconnected', 'failed'].includes(s.connection.state)) return resolve();
              s.connection.bind('state_change', ({ current }: { current: string }) => {
                if (current === 'disconnected') resolve();
              });
              s.disconnect();
            }),
        ),
      ),
  ]);
  {
    const origin = balancer.origin;
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const session = (await login.json()) as { token?: string; user?: { id: string } };
    if (!session.token || !session.user) {
      throw new Error(
        `the demo keeper could not sign in (${login.status}): ${JSON.stringify(session)}`,
      );
    }
    const userId = session.user.id;
    const auth = { authorization: `Bearer ${session.token}`, accept: 'application/json' };
    const pets = (await (await fetch(`${origin}/api/keeper/pets`, { headers: auth })).json()) as {
      data: { id: string }[];
    };
    const petId = pets.data[0]?.id;
    if (!petId) throw new Error('the demo keeper has no pet');
    // An album holds at most PET_LIST_MAX.albumPhotos photos: enough albums that every upload is
    // a write the product accepts, not a refusal of a full album.
    const uploads = Math.ceil((totalMs / 1000) * rate * UPLOAD_SHARE);
    const albumIds: string[] = [];
    for (let i = 0; i < Math.ceil(uploads / PET_LIST_MAX.albumPhotos); i += 1) {
      const album = (await (
        await fetch(`${origin}/api/keeper/pets/${petId}/albums`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Soak ${i + 1}` }),
        })
      ).json()) as { data: { id: string } };
      albumIds.push(album.data.id);
    }
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();

    // Realtime sockets through the balancer, as the browser's client holds them.
    const url = new URL(origin);
    let reconnects = 0;
    for (let i = 0; i < socketCount; i += 1) {
      const client = new Pusher('petcare-local-key', {
        cluster: '',
        wsHost: url.hostname,
        wsPort: Number(url.port),
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          endpoint: `${origin}/broadcasting/auth`,
          transport: 'ajax',
          headers: auth,
        },
      });
      let first = true;
      client.connection.bind('connected', () => {
        if (!first) reconnects += 1;
        first = false;
      });
      client.subscribe(`private-App.Models.User.${userId}`);
      sockets.push(client);
    }

    sampleMemory();
    console.log(
      `load: ${rate} requests/s for ${totalMs / 1000} s through HAProxy (:${balancer.port}), ` +
        `${socketCount} sockets; PostgreSQL crashes at ${totalMs / 2000} s for ${outageMs / 1000} s; ` +
        `load average ${loadAverage()}`,
    );
    const t0 = performance.now();
    const requests = new SoakRequests({ origin, auth, petId, albumIds, photo }, t0);
    const answered: Outcome[] = [];
    const progress = setInterval(() => {
      const bad = answered.filter(isBad).length;
      console.log(
        `${((performance.now() - t0) / 1000).toFixed(0)} s: ${requests.describePending()}; ` +
          `${answered.length} answered, ${bad} of them 5xx or none; load average ${loadAverage()}`,
      );
    }, PROGRESS_EVERY_MS);
    let faultAt = Infinity;
    let readyAt = Infinity;
    const fault = (async () => {
      await sleep(totalMs / 2);
      sampleMemory();
      faultAt = performance.now() - t0;
      console.log(
        `${(faultAt / 1000).toFixed(0)} s: PostgreSQL crashes (pg_ctl stop -m immediate)`,
      );
      await cluster.stop('immediate');
      await sleep(outageMs);
      await cluster.start();
      readyAt = performance.now() - t0;
      console.log(`${(readyAt / 1000).toFixed(0)} s: PostgreSQL accepts connections again`);
    })();
    const outcomes: Promise<Outcome>[] = [];
    for (let n = 0; performance.now() - t0 < totalMs; n += 1) {
      const wait = (n * 1000) / rate - (performance.now() - t0);
      if (wait > 0) await sleep(wait);
      outcomes.push(requests.send(n).then((o) => (answered.push(o), o)));
    }
    console.log(`load over: ${requests.describePending()}`);
    await within('the PostgreSQL restart', RESTART_LIMIT_MS, fault);
    // Each outcome settles by its watchdog at the latest (soakRequests.ts).
    const results = await Promise.all(outcomes);
    clearInterval(progress);
    sampleMemory();

    const check = new Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 10_000,
      statement_timeout: 60_000,
    });
    await check.connect();
    const stored = async (table: string, ids: string[]) => {
      if (ids.length === 0) return 0;
      const { rows } = await check.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${table} WHERE id::text = ANY($1)`,
        [ids],
      );
      return Number(rows[0]?.n ?? 0);
    };
    const acknowledged = (kind: Kind) =>
      results.filter((o) => o.kind === kind && o.id).map((o) => o.id as string);
    const lost = { contact: '', weight: '', upload: '' };
    for (const [kind, table] of [
      ['contact', 'contact_messages'],
      ['weight', 'pet_weights'],
      ['upload', 'photos'],
    ] as const) {
      const ids = acknowledged(kind);
      lost[kind] = `${ids.length - (await stored(table, ids))} of ${ids.length}`;
    }
    await check.end();
    // Statements PostgreSQL cancelled (lock waits and slow queries past statement_timeout).
    const cancelled = readFileSync(path.join(cluster.dir, 'server.log'), 'utf8').match(
      /canceling statement due to statement timeout/g,
    );
    printReport({
      results,
      faultAt,
      readyAt,
      settleMs,
      lost,
      sockets: {
        connected: sockets.filter((s) => s.connection.state === 'connected').length,
        total: sockets.length,
        reconnects,
      },
      memory,
      cancelledStatements: cancelled?.length ?? 0,
    });
  }
}

const hardDeadline = setTimeout(() => {
  console.error(
    `the soak did not end within ${HARD_DEADLINE_MS / 1000} s; stopping what it started`,
  );
  void stopAll().finally(() => process.exit(2));
}, HARD_DEADLINE_MS);

async function stopAll(): Promise<void> {
  for (const [what, limitMs, stop] of stops.splice(0).reverse())
    await within(what, limitMs, stop());
}

main()
  .finally(stopAll)
  .then(
    () => {
      clearTimeout(hardDeadline);
      // Anything the client libraries still hold (a keep-alive, a timer) must not keep us here.
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
