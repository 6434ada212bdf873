import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { startApiProcess, type ApiProcess } from '../server/test/apiProcess';
import { startLoadBalancer, type LoadBalancer } from '../server/test/loadBalancer';
import { freePort, PostgresCluster } from '../server/test/postgresCluster';
import { signInThroughForm } from './support/authApi';
import { createPet, newKeeper } from './support/petsApi';
import { userChannelSubscribed } from './support/realtime';
import { expect, expectAccessible, test } from './support/test';

// Past one machine, in the browser: the production shape of README "More than one machine" on
// loopback. Two API instances (server/src/devServer.ts) share one PostgreSQL behind HAProxy; the
// balancer sends the API's paths to both in turn, the realtime socket path to instance A (the
// embedded Pusher-protocol server, a hosted service in production), and every other path to the
// journeys' server, standing in for the CDN that serves the built site. Only instance B runs the
// scheduled jobs, so a reminder's notification is created on B and reaches the keeper's browser
// through the socket A holds.

let cluster: PostgresCluster | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let balancer: LoadBalancer | undefined;
let api: APIRequestContext | undefined;

/** Starting PostgreSQL and two instances (migrations, the demo seed) on a busy 2-core machine. */
const START_LIMIT_MS = 240_000;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(2 * START_LIMIT_MS + 60_000);
  cluster = await PostgresCluster.create();
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE petcare');
  await admin.end();
  const [portA, portB] = [await freePort(), await freePort()];
  const common = {
    DATABASE_URL: cluster.databaseUrl('petcare'),
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
  };
  // The first start migrates and seeds; the second finds both done.
  a = await startApiProcess(portA, common, START_LIMIT_MS);
  b = await startApiProcess(
    portB,
    {
      ...common,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(portA),
      PUSHER_SCHEME: 'http',
      JOBS_ENABLED: 'true',
      JOBS_INTERVAL_MS: '1000',
    },
    START_LIMIT_MS,
  );
  balancer = await startLoadBalancer(
    [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ],
    { name: 'a', port: portA },
    { site: { name: 'site', port: Number(new URL(baseURL!).port) } },
  );
  api = await playwrightRequest.newContext({ baseURL: balancer.origin });
});

test.afterAll(async () => {
  await api?.dispose();
  await balancer?.stop();
  await b?.kill('SIGTERM');
  await a?.kill('SIGTERM');
  await cluster?.destroy();
});

test('through the balancer, a reminder notified by one instance reaches the browser on the other', async ({
  page,
}) => {
  const origin = balancer!.origin;
  const keeper = await newKeeper(api!, 'two-instances');
  const headers = { Authorization: `Bearer ${keeper.token}` };
  const pet = await createPet(api!, keeper, { name: 'Kuro', species: 'cat' });

  // Which instance answered each of the page's API calls, and where its socket went.
  const servedBy = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.startsWith('/api/')) {
      servedBy.add(response.headers()['x-served-by'] ?? '(none)');
    }
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const subscribed = userChannelSubscribed(page);

  await page.goto(`${origin}/auth/login/`);
  await expectAccessible(page);
  await signInThroughForm(page, keeper.email, keeper.password);
  await expect(page).toHaveURL(new RegExp(`^${origin}/dashboard/`));
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toBeVisible();
  await subscribed.wait();
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  const due = await api!.post(`/api/keeper/pets/${pet.id}/reminders`, {
    headers,
    data: {
      kind: 'parasite',
      title: 'Flea drops',
      due_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(due.status(), await due.text()).toBe(201);

  // Instance B's job claims it and notifies; the event travels to A's socket server and on.
  const bellNow = page.getByRole('button', { name: `Notifications, ${unread + 1} unread` });
  await expect(bellNow).toBeVisible({ timeout: 60_000 });
  await bellNow.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText('Flea drops');
  await expectAccessible(page);

  expect([...servedBy].sort()).toEqual(['a', 'b']);
  expect(sockets.length).toBeGreaterThan(0);
  for (const socket of sockets) expect(new URL(socket).port).toBe(String(balancer!.port));
});
