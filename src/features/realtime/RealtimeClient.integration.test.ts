// The real laravel-echo and pusher-js (browser build) in jsdom against the product's own server:
// the API with its embedded Pusher-protocol server, in a child process on a free loopback port.
import { reaction } from 'mobx';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import {
  PRODUCT_SERVER_HOOK_MS,
  startProductServer,
  type ProductServer,
} from '../../test/productServer';
import { clearAllCookies } from '../../test/testRootStore';
import type { ConnectionState } from './RealtimeClient';

jest.setTimeout(60_000);

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('RealtimeClient against the product server', () => {
  let server: ProductServer;
  let key: string;
  const stores: RootStore[] = [];
  let logged: string[];

  beforeAll(async () => {
    server = await startProductServer();
    ({ key } = await server.config());
  }, PRODUCT_SERVER_HOOK_MS);
  afterAll(() => server.stop());
  beforeEach(() => {
    clearAllCookies();
    logged = [];
  });
  afterEach(() => {
    for (const store of stores.splice(0)) store.realtime.stop();
  });

  function storeFor(token: string): RootStore {
    document.cookie = `auth-token=${token}; Path=/`;
    const store = new RootStore({
      cookies: createDocumentCookieJar(document, false),
      apiBaseUrl: `${server.origin}/api`,
      realtime: {
        enabled: true,
        appKey: key,
        host: server.host,
        port: server.port,
        scheme: 'http',
        authEndpoint: `${server.origin}/broadcasting/auth`,
        userAuthEndpoint: `${server.origin}/broadcasting/user-auth`,
        statsHost: `${server.host}:${server.port}`,
      },
    });
    Object.assign(store.realtime as unknown as { logger: unknown }, {
      logger: {
        info: (...args: unknown[]) => logged.push(args.map(String).join(' ')),
        error: (...args: unknown[]) => logged.push(args.map(String).join(' ')),
      },
    });
    stores.push(store);
    return store;
  }

  it('connects, signs the user in, subscribes through /broadcasting/auth and receives notifications at the front', async () => {
    const keeper = await server.register();
    const store = storeFor(keeper.token);
    const states: ConnectionState[] = [store.realtime.state];
    const dispose = reaction(
      () => store.realtime.state,
      (state) => states.push(state),
    );
    await store.realtime.start(keeper.userId);
    await until(() => store.realtime.signedInUserId === keeper.userId, 'sign-in');
    // The welcome notification of the registration comes with the list fetched on subscribing.
    await until(() => store.notifications.loaded, 'the list');
    expect(store.notifications.items.map((n) => n.type)).toEqual(['welcome']);

    const created = await server.notify(keeper.userId, 'Time for a walk');
    await until(() => store.notifications.items[0]?.id === created.id, 'the new notification');
    expect(store.notifications.items[0]!.data?.title).toBe('Time for a walk');
    expect(store.notifications.items).toHaveLength(2);
    expect(store.notifications.unreadCount).toBe(2);
    dispose();
    expect(states).toEqual(['disconnected', 'connecting', 'connected']);
    expect(logged).toEqual([]);
  });

  it('after the socket is cut, reconnects, signs in again, and every notification sent meanwhile shows up exactly once', async () => {
    const keeper = await server.register();
    const store = storeFor(keeper.token);
    await store.realtime.start(keeper.userId);
    await until(() => store.realtime.signedInUserId === keeper.userId, 'sign-in');
    await until(() => store.notifications.loaded, 'the list');

    const states: ConnectionState[] = [];
    const dispose = reaction(
      () => store.realtime.state,
      (state) => states.push(state),
    );
    await server.dropSockets();
    const meanwhile = [
      await server.notify(keeper.userId, 'One'),
      await server.notify(keeper.userId, 'Two'),
    ];
    await until(() => states.includes('connected'), 'reconnected');
    await until(() => store.realtime.signedInUserId === keeper.userId, 'signed in again');
    const after = await server.notify(keeper.userId, 'Three');
    const ids = [after.id, ...meanwhile.reverse().map((n) => n.id)];
    await until(
      () => ids.every((id) => store.notifications.items.some((n) => n.id === id)),
      'every notification',
    );
    dispose();
    expect(states.slice(0, 2)).toEqual(['connecting', 'connected']);
    const held = store.notifications.items.map((n) => n.id);
    expect(new Set(held).size).toBe(held.length);
    expect(held.slice(0, 3)).toEqual(ids);
    expect(store.notifications.unreadCount).toBe(4);
  });

  it("refuses another user's channel and a token the server does not know, only logging", async () => {
    const keeper = await server.register();
    const other = await server.register();
    const store = storeFor(keeper.token);
    await store.realtime.start(other.userId);
    await until(() => logged.some((l) => l.includes('notifications channel')), 'the refusal');
    expect(store.realtime.state).toBe('connected');
    expect(store.toasts.toasts).toEqual([]);

    const stranger = storeFor('not-a-token');
    await stranger.realtime.start(keeper.userId);
    await until(() => logged.some((l) => l.includes('Realtime sign-in failed')), 'sign-in refused');
    expect(stranger.realtime.signedInUserId).toBeNull();
    expect(stranger.toasts.toasts).toEqual([]);
  });
});
