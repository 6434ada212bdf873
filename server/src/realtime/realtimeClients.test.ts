// The real browser-side clients (pusher-js 8 node build + laravel-echo 2) against the embedded
// server, end to end: /broadcasting/auth, private and presence channels, client events,
// pusher:signin, and events triggered through the `pusher` server library.
import Echo from 'laravel-echo';
import PusherServerLibrary from 'pusher';
import Pusher, { type Channel, type PresenceChannel } from 'pusher-js';
import { eq } from 'drizzle-orm';
import type { Notification } from '@contract/schemas/notifications';
import { registerKeeper, type RegisteredUser } from '../../test/authHelpers';
import { listenLocally } from '../../test/listeningServer';
import { createTestServer, type TestServer } from '../../test/testServer';
import { users } from '../db/schema';
import { channelAuth } from './pusherSignatures';

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

afterAll(async () => {
  await server.close();
});

interface ClientOptions {
  token?: string;
  /** Signs presence channels locally (tests' own presence rooms, not the product's rules). */
  signLocally?: boolean;
}

function connect({ token, signLocally }: ClientOptions = {}): Pusher {
  const { key, secret } = server.config.realtime;
  const headers = token === undefined ? {} : { Authorization: `Bearer ${token}` };
  const client = new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: signLocally
      ? {
          endpoint: '',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) => {
            const channelData = JSON.stringify({
              user_id: `member-${socketId}`,
              user_info: { name: `Member ${socketId}` },
            });
            callback(null, {
              auth: channelAuth(key, secret, socketId, channelName, channelData),
              channel_data: channelData,
            });
          },
        }
      : { endpoint: `${origin}/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: {
      endpoint: `${origin}/broadcasting/user-auth`,
      transport: 'ajax',
      headers,
    },
  });
  clients.push(client);
  return client;
}

function connected(client: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (client.connection.state === 'connected') resolve(client.connection.socket_id);
    else client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
}

function subscribed(channel: Channel): Promise<unknown> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', reject);
  });
}

function nextEvent<T>(
  channel: { bind(event: string, cb: (data: T) => void): unknown },
  event: string,
) {
  return new Promise<T>((resolve) => channel.bind(event, resolve));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function internalId(user: RegisteredUser): Promise<number> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.publicId, user.user.id));
  if (!row) throw new Error('user not found');
  return row.id;
}

function serverLibrary(): PusherServerLibrary {
  const { appId, key, secret } = server.config.realtime;
  return new PusherServerLibrary({ appId, key, secret, host: '127.0.0.1', port: String(port) });
}

describe('laravel-echo on a private channel through /broadcasting/auth', () => {
  it('receives the notifications created for the user, as .notification() events', async () => {
    const keeper = await registerKeeper(server.app);
    const client = connect({ token: keeper.token });
    const echo = new Echo({ broadcaster: 'pusher', key: 'unused', client });
    const received: Notification[] = [];
    const channel = echo.private(`App.Models.User.${keeper.user.id}`);
    const ready = new Promise<void>((resolve) => channel.subscribed(() => resolve()));
    channel.notification((notification: Notification) => received.push(notification));
    await ready;

    const created = await server.app.notifications.createNotification(
      await internalId(keeper),
      'welcome',
      { title: 'Hello', body: 'A realtime hello.', action_url: null },
    );
    for (let i = 0; i < 50 && received.length === 0; i += 1) await sleep(50);
    expect(received).toEqual([created]);
    echo.disconnect();
  });

  it("refuses another user's private channel with a 403 from /broadcasting/auth", async () => {
    const [alice, bob] = [await registerKeeper(server.app), await registerKeeper(server.app)];
    const echo = new Echo({ broadcaster: 'pusher', key: 'unused', client: connect(alice) });
    const error = await new Promise<{ status?: number }>((resolve) =>
      echo.private(`App.Models.User.${bob.user.id}`).error(resolve),
    );
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    echo.disconnect();
  });

  it('refuses a subscription without a bearer token (401)', async () => {
    const keeper = await registerKeeper(server.app);
    const channel = connect().subscribe(`private-App.Models.User.${keeper.user.id}`);
    await expect(subscribed(channel)).rejects.toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('delivers whispers (client events) to the other sockets, never back to the sender', async () => {
    const keeper = await registerKeeper(server.app);
    const name = `App.Models.User.${keeper.user.id}`;
    const first = new Echo({ broadcaster: 'pusher', key: 'unused', client: connect(keeper) });
    const second = new Echo({ broadcaster: 'pusher', key: 'unused', client: connect(keeper) });
    const heardByFirst: unknown[] = [];
    const heardBySecond: unknown[] = [];
    const a = first.private(name).listenForWhisper('typing', (e: unknown) => heardByFirst.push(e));
    const b = second
      .private(name)
      .listenForWhisper('typing', (e: unknown) => heardBySecond.push(e));
    await Promise.all([
      new Promise<void>((resolve) => a.subscribed(() => resolve())),
      new Promise<void>((resolve) => b.subscribed(() => resolve())),
    ]);
    b.whisper('typing', { who: 'second' });
    for (let i = 0; i < 50 && heardByFirst.length === 0; i += 1) await sleep(50);
    await sleep(200);
    expect(heardByFirst).toEqual([{ who: 'second' }]);
    expect(heardBySecond).toEqual([]);
    first.disconnect();
    second.disconnect();
  });
});

describe('a connection lost mid-session', () => {
  it('reconnects, resubscribes through /broadcasting/auth, and nothing sent meanwhile is lost', async () => {
    const keeper = await registerKeeper(server.app);
    const userId = await internalId(keeper);
    const client = connect(keeper);
    const echo = new Echo({ broadcaster: 'pusher', key: 'unused', client });
    const live: Notification[] = [];
    const channel = echo.private(`App.Models.User.${keeper.user.id}`);
    let subscriptions = 0;
    channel.subscribed(() => (subscriptions += 1));
    channel.notification((notification: Notification) => live.push(notification));
    for (let i = 0; i < 50 && subscriptions === 0; i += 1) await sleep(50);
    const firstSocket = client.connection.socket_id;

    const reconnected = new Promise<void>((resolve) =>
      client.connection.bind('state_change', ({ current }: { current: string }) => {
        if (current === 'connected') resolve();
      }),
    );
    expect(server.app.realtime?.terminate(firstSocket)).toBe(true);
    const tip = { body: 'b', action_url: null };
    const missed = [
      await server.app.notifications.createNotification(userId, 'tip', { title: 'A', ...tip }),
      await server.app.notifications.createNotification(userId, 'tip', { title: 'B', ...tip }),
    ];
    await reconnected;
    expect(client.connection.socket_id).not.toBe(firstSocket);
    for (let i = 0; i < 100 && subscriptions < 2; i += 1) await sleep(50);
    expect(subscriptions).toBe(2);

    const after = await server.app.notifications.createNotification(userId, 'tip', {
      title: 'C',
      ...tip,
    });
    for (let i = 0; i < 50 && !live.some((n) => n.id === after.id); i += 1) await sleep(50);
    // What the client fetches after reconnecting: every notification, each exactly once.
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${keeper.token}` },
    });
    const listed = (res.json() as { data: Notification[] }).data.map((n) => n.id);
    for (const notification of [...missed, after]) {
      expect(listed.filter((id) => id === notification.id)).toHaveLength(1);
    }
    expect(live.filter((n) => n.id === after.id)).toHaveLength(1);
    echo.disconnect();
  });
});

describe('presence channels', () => {
  it('lists members and announces joins and leaves', async () => {
    const alice = connect({ signLocally: true });
    const aliceChannel = alice.subscribe('presence-lobby') as PresenceChannel;
    await subscribed(aliceChannel);
    expect(aliceChannel.members.count).toBe(1);

    const added = nextEvent<{ id: string; info: { name: string } }>(
      aliceChannel,
      'pusher:member_added',
    );
    const bob = connect({ signLocally: true });
    const bobChannel = bob.subscribe('presence-lobby') as PresenceChannel;
    await subscribed(bobChannel);
    const bobId = `member-${bob.connection.socket_id}`;
    expect(await added).toEqual({
      id: bobId,
      info: { name: `Member ${bob.connection.socket_id}` },
    });
    expect(bobChannel.members.count).toBe(2);
    const ids: string[] = [];
    bobChannel.members.each((member: { id: string }) => ids.push(member.id));
    expect(ids.sort()).toEqual([`member-${alice.connection.socket_id}`, bobId].sort());

    const removed = nextEvent<{ id: string }>(aliceChannel, 'pusher:member_removed');
    bob.disconnect();
    expect(await removed).toMatchObject({ id: bobId });
    expect(aliceChannel.members.count).toBe(1);
  });

  it("signs the user's own presence channel with channel_data naming them", async () => {
    const keeper = await registerKeeper(server.app, { name: 'Presence Keeper' });
    const channel = connect(keeper).subscribe(
      `presence-App.Models.User.${keeper.user.id}`,
    ) as PresenceChannel;
    await subscribed(channel);
    expect(channel.members.me).toEqual({ id: keeper.user.id, info: { name: 'Presence Keeper' } });
  });
});

describe('pusher:signin', () => {
  it('signs the user in through /broadcasting/user-auth and receives events sent to the user', async () => {
    const keeper = await registerKeeper(server.app);
    const client = connect(keeper);
    client.signin();
    await client.user.signinDonePromise;
    expect(client.user.user_data).toMatchObject({ id: keeper.user.id });

    const heard = new Promise<unknown>((resolve) => client.user.bind('pet-updated', resolve));
    // pusher-js subscribes to #server-to-user-{id} right after signin_success.
    for (let i = 0; i < 50 && !client.user.serverToUserChannel?.subscribed; i += 1) await sleep(50);
    await serverLibrary().sendToUser(keeper.user.id, 'pet-updated', { name: 'Biscuit' });
    expect(await heard).toEqual({ name: 'Biscuit' });
  });

  it('does not sign in without a bearer token', async () => {
    const client = connect();
    await connected(client);
    const failed = new Promise<unknown>((resolve) =>
      client.user.bind('pusher:signin_error', resolve),
    );
    client.signin();
    expect(await failed).toMatchObject({ type: 'AuthError', status: 401 });
  });
});

describe('events triggered through the pusher server library', () => {
  it('reach every subscriber except the excluded socket', async () => {
    const [first, second] = [connect(), connect()];
    const [a, b] = [first.subscribe('pet-news'), second.subscribe('pet-news')];
    await Promise.all([subscribed(a), subscribed(b)]);
    const heardByFirst: unknown[] = [];
    a.bind('article', (data: unknown) => heardByFirst.push(data));
    const heardBySecond = nextEvent(b, 'article');

    await serverLibrary().trigger(
      'pet-news',
      'article',
      { slug: 'new-puppy' },
      {
        socket_id: first.connection.socket_id,
      },
    );
    expect(await heardBySecond).toEqual({ slug: 'new-puppy' });
    await sleep(200);
    expect(heardByFirst).toEqual([]);
  });

  it('are refused with a 401 when signed with another secret', async () => {
    const { appId, key } = server.config.realtime;
    const forger = new PusherServerLibrary({
      appId,
      key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(port),
    });
    await expect(forger.trigger('pet-news', 'article', {})).rejects.toMatchObject({ status: 401 });
  });
});
