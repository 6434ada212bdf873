/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The real laravel-echo and pusher-js (its browser build) in jsdom, against a small
// Pusher-protocol server on a loopback port. The node export conditions only let the test
// server load `ws`; the client runs on jsdom's WebSocket and XMLHttpRequest.
import { reaction } from 'mobx';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import {
  startTestPusherServer,
  TEST_APP_KEY,
  type TestPusherServer,
} from '../../test/testPusherServer';
import { clearAllCookies } from '../../test/testRootStore';
import { connectionStateOf, type ConnectionState } from './connectionState';
import { validUserData } from './realtimeAuth';
import type { RealtimeConfig } from './realtimeConfig';

jest.setTimeout(20_000);

const USER = 'user-1';
const CHANNEL = `private-App.Models.User.${USER}`;
const EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

const notification = (id: string, title = `Title ${id}`) => ({
  id,
  type: 'welcome',
  data: { title, body: `Body ${id}`, action_url: '/settings/personal-info/' },
  read_at: null,
  created_at: '2026-11-22T20:00:00.000Z',
});

async function until(check: () => boolean, what: string, ms = 8000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('RealtimeClient (spec.md section 4, Realtime)', () => {
  let server: TestPusherServer;
  let store: RootStore;
  let logged: { level: 'info' | 'error'; args: unknown[] }[];

  const configFor = (overrides: Partial<RealtimeConfig> = {}): RealtimeConfig => ({
    enabled: true,
    appKey: TEST_APP_KEY,
    host: server.host,
    port: server.port,
    scheme: 'http',
    authEndpoint: `${server.origin}/broadcasting/auth`,
    userAuthEndpoint: `${server.origin}/broadcasting/user-auth`,
    statsHost: `${server.host}:${server.port}`,
    ...overrides,
  });

  function createStore(config: RealtimeConfig | null = configFor()): RootStore {
    const root = new RootStore({
      cookies: createDocumentCookieJar(document, false),
      apiBaseUrl: `${server.origin}/api`,
      realtime: config,
    });
    // The logger is the console by default; the tests read what was logged.
    Object.assign(root.realtime as unknown as { logger: unknown }, {
      logger: {
        info: (...args: unknown[]) => logged.push({ level: 'info', args }),
        error: (...args: unknown[]) => logged.push({ level: 'error', args }),
      },
    });
    return root;
  }

  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    logged = [];
    server = await startTestPusherServer('tok');
  });
  afterEach(async () => {
    store?.realtime.stop();
    await server.close();
  });

  it('goes disconnected → connecting → connected, and back to disconnected when stopped', async () => {
    store = createStore();
    const states: ConnectionState[] = [store.realtime.state];
    const dispose = reaction(
      () => store.realtime.state,
      (state) => states.push(state),
    );
    await store.realtime.start(USER);
    await until(() => store.realtime.state === 'connected', 'connected');
    await until(() => server.subscriptions()[0]?.includes(CHANNEL) ?? false, 'subscription');
    store.realtime.stop();
    dispose();
    expect(states).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);
  });

  it("signs the user in over the socket and subscribes to the user's private channel with the Bearer token", async () => {
    store = createStore();
    await store.realtime.start(USER);
    await until(() => server.signedIn.length === 1, 'sign-in');
    await until(() => server.subscriptions()[0]?.includes(CHANNEL) ?? false, 'subscription');
    expect(server.signedIn).toEqual([USER]);
    expect(server.requests).toEqual(
      expect.arrayContaining(['POST /broadcasting/user-auth', 'POST /broadcasting/auth']),
    );
  });

  it('sends the headers of every API call with both auth requests (spec.md section 7)', async () => {
    store = new RootStore({
      cookies: createDocumentCookieJar(document, false),
      apiBaseUrl: `${server.origin}/api`,
      realtime: configFor(),
      locale: 'jp',
    });
    store.roles.select({ name: 'vet', medical_entity_id: 12 });
    await store.realtime.start(USER);
    await until(() => server.signedIn.length === 1, 'sign-in');
    await until(() => server.subscriptions()[0]?.includes(CHANNEL) ?? false, 'subscription');
    for (const path of ['POST /broadcasting/auth', 'POST /broadcasting/user-auth']) {
      expect(server.headersOf[path]).toMatchObject({
        'x-requested-with': 'XMLHttpRequest',
        'app-language': 'jp',
        authorization: 'Bearer tok',
        'x-medical-entity-id': '12',
        'content-type': 'application/x-www-form-urlencoded',
      });
    }
  });

  it('puts a broadcast notification at the front of the list', async () => {
    store = createStore();
    store.notifications.add({ ...notification('old'), read_at: '2026-11-20T00:00:00.000Z' });
    await store.realtime.start(USER);
    await until(() => server.subscriptions()[0]?.includes(CHANNEL) ?? false, 'subscription');
    await until(() => server.requests.includes('GET /api/notifications'), 'first fetch');
    await until(() => store.notifications.loaded, 'list loaded');
    store.notifications.add({ ...notification('old'), read_at: '2026-11-20T00:00:00.000Z' });
    server.trigger(CHANNEL, EVENT, notification('n1', 'Welcome to PetCare'));
    await until(() => store.notifications.items[0]?.id === 'n1', 'the notification');
    expect(store.notifications.items.map((n) => n.id)).toEqual(['n1', 'old']);
    expect(store.notifications.items[0]!.data?.title).toBe('Welcome to PetCare');
    expect(store.notifications.unreadCount).toBe(1);
  });

  it('after a dropped connection reconnects, resubscribes, signs in again and fetches what it missed, once each', async () => {
    store = createStore();
    await store.realtime.start(USER);
    await until(() => server.subscriptions()[0]?.includes(CHANNEL) ?? false, 'subscription');
    await until(() => server.signedIn.length === 1, 'sign-in');
    await until(() => store.notifications.loaded, 'first list');
    const fetchesBefore = server.requests.filter((r) => r === 'GET /api/notifications').length;

    const states: ConnectionState[] = [];
    const dispose = reaction(
      () => store.realtime.state,
      (state) => states.push(state),
    );
    server.dropConnections();
    // Sent while the socket is down: only the list has it.
    server.notifications = [notification('missed')];
    await until(() => server.signedIn.length === 2, 'second sign-in');
    await until(() => store.notifications.items.some((n) => n.id === 'missed'), 'the missed one');
    dispose();
    expect(states).toEqual(['connecting', 'connected']);
    expect(server.subscriptions()).toEqual([[CHANNEL]]);
    expect(server.requests.filter((r) => r === 'GET /api/notifications').length).toBe(
      fetchesBefore + 1,
    );

    // Arriving again over the socket does not duplicate it.
    server.trigger(CHANNEL, EVENT, notification('missed'));
    server.trigger(CHANNEL, EVENT, notification('n2'));
    await until(() => store.notifications.items[0]?.id === 'n2', 'n2');
    expect(store.notifications.items.map((n) => n.id)).toEqual(['n2', 'missed']);
  });

  it('reconnects by itself soon after a server that refused connections accepts them again', async () => {
    store = createStore();
    await store.realtime.start(USER);
    await until(() => server.signedIn.length === 1, 'sign-in');
    await until(() => store.notifications.loaded, 'first list');
    // A restart: sockets dropped, connections refused for a few seconds.
    server.refusing = true;
    server.dropConnections();
    await until(() => store.realtime.state === 'connecting', 'connecting');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    server.notifications = [notification('during-restart')];
    server.refusing = false;
    // pusher-js alone would wait out its 15 s strategy timeout here.
    await until(() => server.signedIn.length === 2, 'sign-in after the restart', 8000);
    await until(
      () => store.notifications.items.some((n) => n.id === 'during-restart'),
      'what was created meanwhile',
    );
    expect(store.realtime.state).toBe('connected');
  });

  it.each([
    ['not JSON', 'not json'],
    ['without an id', JSON.stringify({ user_info: { name: 'Aiko' } })],
    ['with an empty id', JSON.stringify({ id: '' })],
    ['with a number id', JSON.stringify({ id: 42 })],
  ])(
    'refuses user data %s with a logged error, and still delivers notifications',
    async (_, data) => {
      server.userData = data;
      store = createStore();
      await store.realtime.start(USER);
      await until(() => server.subscriptions()[0]?.includes(CHANNEL) ?? false, 'subscription');
      await until(() => logged.some((l) => l.level === 'error'), 'the logged error');
      expect(server.signedIn).toEqual([]);
      expect(String(logged.find((l) => l.level === 'error')!.args[0])).toContain(
        'Realtime sign-in failed',
      );
      server.trigger(CHANNEL, EVENT, notification('n1'));
      await until(() => store.notifications.items[0]?.id === 'n1', 'the notification');
      expect(store.toasts.toasts).toEqual([]);
    },
  );

  it('logs a refused channel subscription and shows no toast', async () => {
    document.cookie = 'auth-token=someone-else; Path=/';
    store = createStore();
    await store.realtime.start(USER);
    await until(() => logged.length === 2, 'the logged errors');
    expect(logged.map((l) => [l.level, String(l.args[0])]).sort()).toEqual([
      ['error', '[realtime] Could not subscribe to the notifications channel'],
      ['error', '[realtime] Realtime sign-in failed'],
    ]);
    expect(store.toasts.toasts).toEqual([]);
  });

  it('creates no client without an app key, with one clear console line', async () => {
    store = createStore(configFor({ appKey: null }));
    await store.realtime.start(USER);
    store.realtime.stop();
    await store.realtime.start(USER);
    expect(store.realtime.running).toBe(false);
    expect(logged).toEqual([
      {
        level: 'info',
        args: [
          '[realtime] No Pusher app key (GATSBY_PUSHER_APP_KEY): realtime notifications are off.',
        ],
      },
    ]);
    expect(server.requests).toEqual([]);
  });

  it('stays off, quietly for tests, when the store has no realtime config', async () => {
    store = createStore(null);
    await store.realtime.start(USER);
    expect(store.realtime.running).toBe(false);
    expect(logged).toEqual([]);
  });

  it('sends nothing to a third-party host (its timeline goes to ours, no SockJS fallback)', async () => {
    const urls: string[] = [];
    const NativeSocket = window.WebSocket;
    const open = XMLHttpRequest.prototype.open;
    const nativeFetch = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return nativeFetch(input, init);
    };
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        urls.push(String(url));
        super(url, protocols);
      }
    };
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest,
      _method: string,
      url: string | URL,
    ) {
      urls.push(String(url));
      // eslint-disable-next-line prefer-rest-params
      return open.apply(this, arguments as unknown as Parameters<typeof open>);
    };
    // jsdom never loads scripts, so the timeline scripts of earlier tests are still in the page.
    document.querySelectorAll('script').forEach((script) => script.remove());
    try {
      store = createStore();
      await store.realtime.start(USER);
      await until(() => server.signedIn.length === 1, 'sign-in');
      await until(() => store.notifications.loaded, 'list');
      // pusher-js sends its timeline as a JSONP script on connecting (spec.md section 9).
      await until(() => document.querySelector('script[src*="/timeline/"]') !== null, 'timeline');
      const scripts = [...document.querySelectorAll('script')].map((s) => new URL(s.src));
      for (const script of scripts) expect(script.pathname).toMatch(/^\/timeline\/v2\/jsonp\/\d+$/);
      urls.push(...scripts.map(String));
      // The socket, both auth requests and the list.
      expect(urls.length).toBeGreaterThanOrEqual(4);
      for (const url of urls) expect(new URL(url).host).toBe(`127.0.0.1:${server.port}`);
    } finally {
      window.WebSocket = NativeSocket;
      XMLHttpRequest.prototype.open = open;
      globalThis.fetch = nativeFetch;
    }
  });

  it.each([
    ['http', 'ws:'],
    ['https', 'wss:'],
  ] as const)(
    'offers only the WebSocket the configuration serves (%s → %s)',
    async (scheme, protocol) => {
      const urls: string[] = [];
      const NativeSocket = window.WebSocket;
      window.WebSocket = class extends NativeSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          urls.push(String(url));
          super(url, protocols);
        }
      };
      try {
        // Refused connections: pusher-js would add its wss:// fallback after 2 s over http.
        server.refusing = true;
        store = createStore(configFor({ scheme }));
        await store.realtime.start(USER);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(urls.length).toBeGreaterThan(1);
        expect(new Set(urls.map((url) => new URL(url).protocol))).toEqual(new Set([protocol]));
      } finally {
        window.WebSocket = NativeSocket;
      }
    },
  );

  it('maps the pusher-js states to the three the app shows', () => {
    expect(
      ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'].map(
        connectionStateOf,
      ),
    ).toEqual([
      'disconnected',
      'connecting',
      'connected',
      'connecting',
      'disconnected',
      'disconnected',
    ]);
  });

  it('accepts only user data that parses and has a non-empty string id', () => {
    expect(validUserData('{"id":"u1","user_info":{}}')).toBe(true);
    expect(validUserData('{"id":""}')).toBe(false);
    expect(validUserData('{"id":1}')).toBe(false);
    expect(validUserData('null')).toBe(false);
    expect(validUserData('{')).toBe(false);
    expect(validUserData(undefined)).toBe(false);
  });
});
