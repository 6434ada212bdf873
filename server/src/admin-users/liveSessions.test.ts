// What the admin console does live, with the real pusher-js client against the embedded server:
// a disabled user's open tab is told and its connection closed for good; the admins' channel
// (only theirs) carries the site build's state as the rebuild scheduler saves it.
import Pusher, { type Channel } from 'pusher-js';
import { ADMIN, DEMO, login, registerKeeper, type RegisteredUser } from '../../test/authHelpers';
import { listenLocally } from '../../test/listeningServer';
import { createTestServer, type TestServer } from '../../test/testServer';
import { BroadcastingSiteBuildStore } from '../admin-site-build/broadcastingSiteBuildStore';

jest.setTimeout(30_000);

let server: TestServer;
let port: number;
let origin: string;
const clients: Pusher[] = [];

beforeAll(async () => {
  server = await createTestServer();
  ({ port, origin } = await listenLocally(server));
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => server.close());

function connect(token: string): Pusher {
  const headers = { Authorization: `Bearer ${token}` };
  const client = new Pusher(server.config.realtime.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${origin}/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: {
      endpoint: `${origin}/broadcasting/user-auth`,
      transport: 'ajax',
      headers,
    },
  });
  clients.push(client);
  return client;
}

function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('disabling an account', () => {
  let keeper: RegisteredUser;
  beforeAll(async () => {
    keeper = await registerKeeper(server.app);
  });

  it('tells the open tab and closes its connection, which does not come back', async () => {
    const client = connect(keeper.token);
    client.signin();
    await client.user.signinDonePromise;
    const channel = client.subscribe(`private-App.Models.User.${keeper.user.id}`);
    await subscribed(channel);
    const told = new Promise<void>((resolve) => channel.bind('account.disabled', () => resolve()));
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) =>
      states.push(current),
    );

    const adminToken = await login(server.app, ADMIN);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${keeper.user.id}/disable`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { reason: 'Fraudulent payments' },
    });
    expect(res.statusCode).toBe(200);
    await told;
    for (let i = 0; i < 60 && !states.includes('disconnected'); i += 1) await sleep(50);
    expect(states).toContain('disconnected');
    await sleep(1500);
    // 4009 is in pusher-js's "do not reconnect" range.
    expect(client.connection.state).not.toBe('connected');
    expect(server.app.realtime?.connectionCount ?? 0).toBe(0);
  });
});

describe('the admins’ channel', () => {
  it('is for admins and super-admins only', async () => {
    const keeperClient = connect(await login(server.app, DEMO));
    const refused = await new Promise<{ status?: number }>((resolve) =>
      keeperClient.subscribe('private-admin').bind('pusher:subscription_error', resolve),
    );
    expect(refused.status).toBe(403);
  });

  it('carries the site build state each time the rebuild scheduler saves it', async () => {
    const client = connect(await login(server.app, ADMIN));
    const channel = client.subscribe('private-admin');
    await subscribed(channel);
    const received: Record<string, unknown>[] = [];
    channel.bind('site-build.updated', (data: Record<string, unknown>) => received.push(data));

    const store = new BroadcastingSiteBuildStore({
      db: server.database.db,
      broadcaster: server.app.broadcaster,
    });
    await store.save({ status: 'building', mode: 'local' });
    await store.save({
      status: 'idle',
      mode: 'local',
      attempts: 0,
      lastBuildId: 'build-42',
      lastBuildDurationMs: 31_200,
      lastBuiltAt: new Date(),
    });
    for (let i = 0; i < 60 && received.length < 2; i += 1) await sleep(50);
    expect(received).toEqual([
      expect.objectContaining({ status: 'building', mode: 'local' }),
      expect.objectContaining({
        status: 'idle',
        last_build: expect.objectContaining({ id: 'build-42', duration_ms: 31_200 }),
      }),
    ]);
    // The same body as GET /api/admin/site-build.
    const adminToken = await login(server.app, ADMIN);
    const state = await server.app.inject({
      method: 'GET',
      url: '/api/admin/site-build',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(state.json().data).toEqual(received[1]);
  });
});
