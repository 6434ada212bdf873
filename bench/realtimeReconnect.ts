// Realtime reconnection after an API restart: the API (server/src/devServer.ts, its
// own process, on a PostgreSQL server of its own) is stopped with SIGTERM, kept down for
// BENCH_DOWN_MS and started again on the same port, BENCH_ROUNDS times. Connected meanwhile: the
// product's browser client (RealtimeClient with laravel-echo and pusher-js, signed in as the demo
// keeper) and, for comparison, a bare pusher-js client with its defaults as the client had them
// before (ws and wss transports, no watchdog). A notification is written to the database while
// the API is down; the product client must have it after reconnecting (its list is refetched).
//
//   node --import tsx bench/realtimeReconnect.ts
//   BENCH_ROUNDS=5 BENCH_DOWN_MS=4500 node --import tsx bench/realtimeReconnect.ts
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import Pusher from 'pusher-js';
import { startApiProcess, type ApiProcess } from '../server/test/apiProcess';
import { freePort, PostgresCluster } from '../server/test/postgresCluster';
import { apiHeaders } from '../src/http/apiHeaders';
import { NotificationStore } from '../src/features/notifications/NotificationStore';
import type { NotificationsApi } from '../src/features/notifications/notificationsApi';
import type { NotificationList } from '../src/features/notifications/notificationTypes';
import { RealtimeClient } from '../src/features/realtime/RealtimeClient';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const downMs = Number(process.env.BENCH_DOWN_MS ?? 4500);
const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026' };
const APP_KEY = 'petcare-local-key';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function until<T>(probe: () => T | undefined, limitMs = 120_000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (performance.now() - started > limitMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function main(): Promise<void> {
  const cluster = await PostgresCluster.create();
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE petcare');
  await admin.end();
  const databaseUrl = cluster.databaseUrl('petcare');
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
  console.log(`starting the API on :${port} …`);
  let api: ApiProcess = await startApiProcess(port, env);
  const origin = api.origin;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();

  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const notificationsApi: NotificationsApi = {
    list: async () => {
      const res = await fetch(`${origin}/api/notifications`, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`GET notifications answered ${res.status}`);
      const list = (await res.json()) as NotificationList;
      if (process.env.BENCH_DEBUG)
        console.error(
          'list',
          list.data.map((n) => n.id),
        );
      return list;
    },
    markAllAsRead: async () => undefined,
    markAsRead: async () => {
      throw new Error('not used by the bench');
    },
  };
  const notifications = new NotificationStore(notificationsApi);
  const product = new RealtimeClient({
    config: {
      enabled: true,
      appKey: APP_KEY,
      host: '127.0.0.1',
      port,
      scheme: 'http',
      authEndpoint: `${origin}/broadcasting/auth`,
      userAuthEndpoint: `${origin}/broadcasting/user-auth`,
      statsHost: `127.0.0.1:${port}`,
    },
    headers: () => apiHeaders({ locale: 'en', token, medicalEntityId: null }, 'POST'),
    notifications,
    logger: { info: () => undefined, error: (...args: unknown[]) => console.error(...args) },
  });
  const bare = new Pusher(APP_KEY, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
  });
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE public_id = $1', [
    user.id,
  ]);
  const userId = rows[0]?.id;

  const results: { down: number; product: number; gap: number; bare: number | null }[] = [];
  try {
    await product.start(user.id);
    await until(() => (product.state === 'connected' && notifications.loaded ? true : undefined));
    await until(() => (bare.connection.state === 'connected' ? true : undefined));
    for (let round = 1; round <= rounds; round += 1) {
      const stoppedAt = performance.now();
      await api.kill('SIGTERM');
      // Written while the API is down: no broadcast reaches anyone, only the list has it.
      const gapId = randomUUID();
      await db.query(
        `INSERT INTO notifications (id, user_id, type, data) VALUES ($1, $2, 'bench', $3)`,
        [
          gapId,
          userId,
          JSON.stringify({
            title: `Created during restart ${round}`,
            body: '',
            action_url: null,
          }),
        ],
      );
      const wait = downMs - (performance.now() - stoppedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      api = await startApiProcess(port, env);
      const upAt = performance.now();
      let bareAt: number | null = null;
      const bareBack = until(
        () => (bare.connection.state === 'connected' ? true : undefined),
        60_000,
      )
        .then(() => (bareAt = performance.now()))
        .catch(() => undefined);
      const productAt = await until(() =>
        product.state === 'connected' ? performance.now() : undefined,
      );
      const gapAt = await until(() =>
        notifications.items.some((n) => n.id === gapId) ? performance.now() : undefined,
      );
      await bareBack;
      results.push({
        down: upAt - stoppedAt,
        product: productAt - upAt,
        gap: gapAt - upAt,
        bare: bareAt === null ? null : bareAt - upAt,
      });
      const last = results[results.length - 1]!;
      console.log(
        `restart ${round}: API down ${seconds(last.down)}; back after the API answered: ` +
          `product client ${seconds(last.product)} (notification of the gap ${seconds(last.gap)}), ` +
          `bare pusher-js ${last.bare === null ? 'not within 60 s' : seconds(last.bare)}`,
      );
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const bareTimes = results.flatMap((r) => (r.bare === null ? [] : [r.bare]));
    console.log('');
    console.log(
      `reconnect after the API is back (mean of ${rounds}): product client ${seconds(mean(results.map((r) => r.product)))} ` +
        `(max ${seconds(Math.max(...results.map((r) => r.product)))}); notification created during the restart ` +
        `shown after ${seconds(mean(results.map((r) => r.gap)))}; bare pusher-js ${bareTimes.length ? seconds(mean(bareTimes)) : 'n/a'}`,
    );
    console.log(
      `downtime of each restart (SIGTERM to the API answering again): mean ${seconds(mean(results.map((r) => r.down)))}`,
    );
  } finally {
    product.stop();
    bare.disconnect();
    await db.end();
    await api.kill('SIGTERM');
    await cluster.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
