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
import { loadavg } from 'node:os';
import { Client } from 'pg';
import Pusher from 'pusher-js';
import sharp from 'sharp';
import { startApiProcess, type ApiProcess } from '../server/test/apiProcess';
import { startLoadBalancer } from '../server/test/loadBalancer';
import { freePort, PostgresCluster } from '../server/test/postgresCluster';
import { postgresRssMb, rssMb } from './lib/processMemory';
import { soakRequest, type Kind, type Outcome } from './lib/soakRequests';

const totalMs = Number(process.env.BENCH_SECONDS ?? 600) * 1000;
const rate = Number(process.env.BENCH_RATE ?? 20);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 20);
const outageMs = Number(process.env.BENCH_OUTAGE_MS ?? 5000);
/** After PostgreSQL accepts connections again, errors within this are still the restart's. */
const settleMs = 5000;
const DEMO = {
  email: process.env.DEMO_EMAIL ?? 'demo@petcare.local',
  password: process.env.DEMO_PASSWORD ?? 'petcare-demo-2026',
};

async function main(): Promise<void> {
  const cluster = await PostgresCluster.create({ durable: true });
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
  const a = await startApiProcess(portA, common);
  const b = await startApiProcess(portB, {
    ...common,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(portA),
    PUSHER_SCHEME: 'http',
  });
  const balancer = await startLoadBalancer(
    [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ],
    { name: 'a', port: portA },
  );
  const processes: [string, () => number][] = [
    ['API a', () => rssMb(a.child.pid)],
    ['API b', () => rssMb(b.child.pid)],
    ['PostgreSQL (all backends)', () => postgresRssMb(cluster)],
    ['this bench (clients)', () => process.memoryUsage().rss / 1024 / 1024],
  ];
  const memory: Record<string, number[]> = {};
  const sampleMemory = () => {
    for (const [name, read] of processes) (memory[name] ??= []).push(read());
  };
  const sockets: Pusher[] = [];
  try {
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
    const album = (await (
      await fetch(`${origin}/api/keeper/pets/${petId}/albums`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Soak' }),
      })
    ).json()) as { data: { id: string } };
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

    const target = { origin, auth, petId, albumId: album.data.id, photo };
    const send = (n: number, t0: number) => soakRequest(target, n, t0);

    sampleMemory();
    console.log(
      `load: ${rate} requests/s for ${totalMs / 1000} s through HAProxy (:${balancer.port}), ` +
        `${socketCount} sockets; PostgreSQL crashes at ${totalMs / 2000} s for ${outageMs / 1000} s`,
    );
    const t0 = performance.now();
    let faultAt = Infinity;
    let readyAt = Infinity;
    const fault = (async () => {
      await new Promise((resolve) => setTimeout(resolve, totalMs / 2));
      sampleMemory();
      faultAt = performance.now() - t0;
      await cluster.stop('immediate');
      await new Promise((resolve) => setTimeout(resolve, outageMs));
      await cluster.start();
      readyAt = performance.now() - t0;
    })();
    const outcomes: Promise<Outcome>[] = [];
    for (let n = 0; performance.now() - t0 < totalMs; n += 1) {
      const wait = (n * 1000) / rate - (performance.now() - t0);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      outcomes.push(send(n, t0));
    }
    await fault;
    const results = await Promise.all(outcomes);
    sampleMemory();

    const inWindow = (o: Outcome) => o.doneAt >= faultAt && o.sentAt <= readyAt + settleMs;
    const bad = (o: Outcome) => o.status === 0 || o.status >= 500;
    const outside = results.filter((o) => !inWindow(o) && bad(o));
    const inside = results.filter((o) => inWindow(o) && bad(o));
    const byKind = new Map<Kind, number>();
    for (const o of results) byKind.set(o.kind, (byKind.get(o.kind) ?? 0) + 1);

    const check = new Client({ connectionString: databaseUrl });
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
    const lost: Record<string, string> = {};
    for (const [kind, table] of [
      ['contact', 'contact_messages'],
      ['weight', 'pet_weights'],
      ['upload', 'photos'],
    ] as const) {
      const ids = acknowledged(kind);
      lost[kind] = `${ids.length - (await stored(table, ids))} of ${ids.length}`;
    }
    await check.end();
    const connected = sockets.filter((s) => s.connection.state === 'connected').length;

    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    console.log('');
    console.log(`load average at the end            ${load} (2-core machine)`);
    console.log(
      `requests                           ${results.length} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    );
    console.log(
      `PostgreSQL                         crashed at ${(faultAt / 1000).toFixed(1)} s, accepting again at ${(readyAt / 1000).toFixed(1)} s`,
    );
    console.log(
      `5xx or no answer outside the window ${outside.length}${
        outside.length
          ? ` (${outside
              .map((o) => `${o.kind} ${o.status} at ${(o.doneAt / 1000).toFixed(1)} s`)
              .slice(0, 10)
              .join('; ')})`
          : ''
      }`,
    );
    const refused = results.filter((o) => o.status >= 400 && o.status < 500);
    console.log(
      `4xx answers                        ${refused.length}${refused.length ? ` (${[...new Set(refused.map((o) => `${o.kind} ${o.status}`))].join(', ')})` : ''}`,
    );
    console.log(
      `5xx or no answer in the window     ${inside.length} (crash to ready + ${settleMs / 1000} s)`,
    );
    console.log(
      `acknowledged writes lost           contact ${lost.contact}, weights ${lost.weight}, photos ${lost.upload}`,
    );
    console.log(
      `realtime sockets                   ${connected} of ${sockets.length} connected at the end, ${reconnects} reconnections`,
    );
    console.log('memory (RSS, MB)                   start / middle / end');
    for (const [name] of processes) {
      const [start, middle, end] = memory[name] ?? [];
      console.log(
        `  ${name.padEnd(33)}${[start, middle, end].map((v) => (v ?? NaN).toFixed(0)).join(' / ')}`,
      );
    }
  } finally {
    for (const s of sockets) s.disconnect();
    await balancer.stop();
    await Promise.all([a, b].map((p: ApiProcess) => p.kill('SIGTERM')));
    await cluster.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
