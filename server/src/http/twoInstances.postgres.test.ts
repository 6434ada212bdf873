// Past one machine: two API instances on one PostgreSQL behind a real load balancer (HAProxy),
// the shape of a deployment with N instances. Instance A holds the realtime sockets (the
// embedded Pusher-protocol server; in production a hosted Pusher-compatible service), instance B
// triggers its events there through the Pusher HTTP API like any other instance. PostgreSQL only:
// embedded PGlite is one process's database, so there is no second instance to test on it.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { eq } from 'drizzle-orm';
import type { Notification } from '@contract/schemas/notifications';
import { registerKeeper } from '../../test/authHelpers';
import { listenLocally } from '../../test/listeningServer';
import { startLoadBalancer, type LoadBalancer } from '../../test/loadBalancer';
import { pollUntil } from '../../test/readiness';
import { createTestServer, type TestServer } from '../../test/testServer';
import { users } from '../db/schema';

jest.setTimeout(60_000);

let a: TestServer;
let b: TestServer;
let balancer: LoadBalancer;

beforeAll(async () => {
  a = await createTestServer({ env: { TRUST_PROXY: 'true' } });
  const { port: portA } = await listenLocally(a);
  b = await createTestServer({
    sameDatabaseAs: a,
    env: {
      TRUST_PROXY: 'true',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(portA),
      PUSHER_SCHEME: 'http',
    },
  });
  const { port: portB } = await listenLocally(b);
  balancer = await startLoadBalancer(
    [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ],
    { name: 'a', port: portA },
  );
}, 200_000);

afterAll(async () => {
  await balancer?.stop();
  await b?.close();
  await a?.close();
});

const viaBalancer = (url: string, init?: RequestInit) => fetch(`${balancer.origin}${url}`, init);

describe('two API instances behind HAProxy on one PostgreSQL', () => {
  it('shares the requests between both instances, and both answer from the same data', async () => {
    const keeper = await registerKeeper(a.app);
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const res = await viaBalancer('/api/user', {
        headers: { Authorization: `Bearer ${keeper.token}`, Accept: 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { email: string } }).data.email).toBe(
        keeper.user.email,
      );
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    expect([...servedBy].sort()).toEqual(['a', 'b']);
  });

  it('delivers a notification created on one instance to a socket held by the other', async () => {
    const keeper = await registerKeeper(b.app);
    const url = new URL(balancer.origin);
    const headers = { Authorization: `Bearer ${keeper.token}` };
    // The browser's clients, as the app configures them, all through the balancer.
    const client = new Pusher(a.config.realtime.key, {
      cluster: '',
      wsHost: url.hostname,
      wsPort: Number(url.port),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${balancer.origin}/broadcasting/auth`,
        transport: 'ajax',
        headers,
      },
      userAuthentication: {
        endpoint: `${balancer.origin}/broadcasting/user-auth`,
        transport: 'ajax',
        headers,
      },
    });
    const echo = new Echo({ broadcaster: 'pusher', key: 'unused', client });
    try {
      const received: Notification[] = [];
      const channel = echo.private(`App.Models.User.${keeper.user.id}`);
      const ready = new Promise<void>((resolve) => channel.subscribed(() => resolve()));
      channel.notification((notification: Notification) => received.push(notification));
      await ready;

      const [row] = await b.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.publicId, keeper.user.id));
      // Instance B stores it and triggers it; the socket is on instance A.
      const created = await b.app.notifications.createNotification(row!.id, 'care_tip', {
        title: 'Booster due',
        body: 'Created on instance B.',
        action_url: null,
      });
      await pollUntil('the notification on the socket', () => received[0], 15_000, 25);
      expect(received).toEqual([created]);
      expect(a.app.realtime).not.toBeNull();
      expect(b.app.realtime).toBeNull();
    } finally {
      echo.disconnect();
    }
  });

  it('holds a rate limit across instances: the fourth recovery mail in an hour is refused on either', async () => {
    const email = `limit-${Date.now()}@petmail.jp`;
    const recover = (origin: string) =>
      fetch(`${origin}/api/recover-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
      });
    const servedBy = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const res = await recover(balancer.origin);
      expect(res.status).toBe(200);
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    // The three were counted on both instances together, not three on each.
    expect(servedBy.size).toBe(2);
    const fourth = await recover(balancer.origin);
    expect(fourth.status).toBe(429);
    const body = (await fourth.json()) as { message: string; error_id: string };
    expect(body.message).toEqual(expect.any(String));
    expect(body.error_id).toEqual(expect.any(String));
  });
});
