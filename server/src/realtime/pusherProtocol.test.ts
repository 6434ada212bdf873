// The protocol's refusals, seen from a raw WebSocket: what a misbehaving or forged client gets.
import PusherServerLibrary from 'pusher';
import WebSocket from 'ws';
import { listenLocally } from '../../test/listeningServer';
import { createTestServer, type TestServer } from '../../test/testServer';
import { channelAuth, userAuth } from './pusherSignatures';

let server: TestServer;
let port: number;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  ({ port } = await listenLocally(server));
});

afterEach(() => {
  for (const socket of sockets.splice(0)) {
    socket.on('error', () => undefined);
    socket.terminate();
  }
});

afterAll(async () => {
  await server.close();
});

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/**
 * How long a test waits for one frame before it fails naming the frame: below the jest timeout, so
 * a missing answer reads as "no pusher:subscription_error", never as a bare timeout.
 */
const FRAME_LIMIT_MS = 30_000;

/** A raw socket that records every frame and lets a test wait for the next matching one. */
class RawClient {
  readonly frames: Frame[] = [];
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          // plain string data stays as is
        }
      }
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.test(frame) ? (w.resolve(frame), false) : true));
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** The first frame of this event not yet taken (waiting for it), taken off the record. */
  next(event: string): Promise<Frame> {
    const seen = this.frames.find((f) => f.event === event);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        test: (f: Frame) => f.event === event,
        resolve: (f: Frame) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(f), 1);
          resolve(f);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        const received = this.frames.map((f) => f.event).join(', ') || 'nothing';
        reject(new Error(`no ${event} frame within ${FRAME_LIMIT_MS / 1000} s (had: ${received})`));
      }, FRAME_LIMIT_MS);
      this.waiters.push(waiter);
    });
  }

  /**
   * A ping answered: the server has handled every frame this socket sent before it, and every
   * frame the server sent this socket before the pong has arrived (one connection keeps order).
   */
  async roundTrip(): Promise<void> {
    this.send('pusher:ping', {});
    await this.next('pusher:pong');
  }

  events(name: string): Frame[] {
    return this.frames.filter((f) => f.event === name);
  }

  send(event: string, data: unknown, channel?: string): void {
    const text = JSON.stringify({ event, data, ...(channel === undefined ? {} : { channel }) });
    if (this.ws.readyState === WebSocket.CONNECTING) this.ws.once('open', () => this.ws.send(text));
    else this.ws.send(text);
  }

  get socketId(): Promise<string> {
    return this.next('pusher:connection_established').then((f) => {
      this.frames.unshift(f);
      return (f.data as { socket_id: string }).socket_id;
    });
  }
}

function open(path = `/app/${server.config.realtime.key}?protocol=7&client=js&version=8.6.0`) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  sockets.push(ws);
  return new RawClient(ws);
}

async function subscribePrivate(client: RawClient, channel: string): Promise<Frame> {
  const { key, secret } = server.config.realtime;
  client.send('pusher:subscribe', {
    channel,
    auth: channelAuth(key, secret, await client.socketId, channel),
  });
  return client.next('pusher_internal:subscription_succeeded');
}

describe('connection', () => {
  it('establishes with a socket id and the activity timeout, and answers pings', async () => {
    const client = open();
    const established = await client.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    client.send('pusher:ping', {});
    expect(await client.next('pusher:pong')).toMatchObject({ event: 'pusher:pong' });
  });

  it('refuses an unknown app key with error 4001 and closes', async () => {
    const client = open('/app/some-other-key?protocol=7');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4001 });
    expect((await client.closed).code).toBe(4001);
  });

  it('refuses a missing or unsupported protocol version (4008, 4007)', async () => {
    const key = server.config.realtime.key;
    expect((await open(`/app/${key}`).closed).code).toBe(4008);
    expect((await open(`/app/${key}?protocol=99`).closed).code).toBe(4007);
  });

  it('refuses a malformed key without harm', async () => {
    const client = open('/app/%E0%A4%A?protocol=7');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4001 });
    // The server still accepts the next connection.
    expect((await open().next('pusher:connection_established')).data).toMatchObject({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
    });
  });

  it('caps the channels of one connection at 100', async () => {
    const client = open();
    // Sent once connected: 101 frames queued on a connecting socket would each add a listener.
    await client.socketId;
    for (let i = 0; i <= 100; i += 1) client.send('pusher:subscribe', { channel: `room-${i}` });
    expect((await client.next('pusher:error')).data).toMatchObject({
      message: 'Too many channels on one connection',
    });
    expect(client.events('pusher_internal:subscription_succeeded')).toHaveLength(100);
  });

  it('answers 404 to upgrades on other paths', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket`);
    sockets.push(ws);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      ws.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });

  it('refuses messages over 10 KB with a pusher:error and stays usable', async () => {
    const client = open();
    await client.socketId;
    client.send('pusher:ping', { padding: 'x'.repeat(11 * 1024) });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    client.send('pusher:ping', {});
    expect(await client.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: {} });
  });

  it('answers malformed frames with a pusher:error', async () => {
    const client = open();
    await client.socketId;
    client.ws.send('not json');
    expect((await client.next('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('Invalid message'),
    });
  });
});

describe('subscriptions', () => {
  it('subscribes to public channels without a signature', async () => {
    const client = open();
    client.send('pusher:subscribe', { channel: 'pet-news' });
    const frame = await client.next('pusher_internal:subscription_succeeded');
    expect(frame).toMatchObject({ channel: 'pet-news', data: {} });
  });

  it('refuses a private channel with a bad or missing signature (subscription_error 401)', async () => {
    const client = open();
    const socketId = await client.socketId;
    const { key } = server.config.realtime;
    client.send('pusher:subscribe', {
      channel: 'private-room',
      auth: channelAuth(key, 'wrong-secret', socketId, 'private-room'),
    });
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel: 'private-room',
      data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
    });
    client.send('pusher:subscribe', { channel: 'private-room' });
    expect(await client.next('pusher:subscription_error')).toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-room',
      data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
    });
    await client.roundTrip();
    expect(client.events('pusher_internal:subscription_succeeded')).toEqual([]);
  });

  it("refuses a signature made for another socket's id", async () => {
    const { key, secret } = server.config.realtime;
    const client = open();
    await client.socketId;
    client.send('pusher:subscribe', {
      channel: 'private-room',
      auth: channelAuth(key, secret, '1234.5678', 'private-room'),
    });
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel: 'private-room',
      data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
    });
    await client.roundTrip();
    expect(client.events('pusher_internal:subscription_succeeded')).toEqual([]);
  });

  it('needs channel_data with a user_id on presence channels', async () => {
    const { key, secret } = server.config.realtime;
    const client = open();
    const socketId = await client.socketId;
    const channel = 'presence-room';
    client.send('pusher:subscribe', { channel, auth: channelAuth(key, secret, socketId, channel) });
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel,
      data: { error: 'Presence channels need channel_data', status: 401 },
    });
    const data = JSON.stringify({ user_info: {} });
    client.send('pusher:subscribe', {
      channel,
      auth: channelAuth(key, secret, socketId, channel, data),
      channel_data: data,
    });
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel,
      data: { error: 'channel_data must contain a user_id', status: 401 },
    });
    await client.roundTrip();
    expect(client.events('pusher_internal:subscription_succeeded')).toEqual([]);
  });

  it('refuses invalid channel names', async () => {
    const client = open();
    await client.socketId;
    client.send('pusher:subscribe', { channel: 'bad channel!' });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const [leaving, staying] = [open(), open()];
    for (const client of [leaving, staying]) {
      client.send('pusher:subscribe', { channel: 'pet-news' });
      await client.next('pusher_internal:subscription_succeeded');
    }
    leaving.send('pusher:unsubscribe', { channel: 'pet-news' });
    // No frame acknowledges an unsubscribe: a ping answered after it says it was handled.
    await leaving.roundTrip();
    const { appId, key, secret } = server.config.realtime;
    const api = new PusherServerLibrary({
      appId,
      key,
      secret,
      host: '127.0.0.1',
      port: String(port),
    });
    await api.trigger('pet-news', 'article', { slug: 'a' });
    expect(await staying.next('article')).toEqual({
      event: 'article',
      channel: 'pet-news',
      data: { slug: 'a' },
    });
    // Whatever the server sent the leaving socket for that trigger has arrived by now.
    await leaving.roundTrip();
    expect(leaving.events('article')).toEqual([]);
  });
});

describe('client events', () => {
  it('are refused on public channels', async () => {
    const client = open();
    client.send('pusher:subscribe', { channel: 'pet-news' });
    await client.next('pusher_internal:subscription_succeeded');
    client.send('client-hello', {}, 'pet-news');
    expect((await client.next('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('only supported on private and presence channels'),
    });
  });

  it('are refused before subscribing', async () => {
    const client = open();
    await client.socketId;
    client.send('client-hello', {}, 'private-room');
    expect((await client.next('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('subscribe to the channel first'),
    });
  });

  it('reach the other subscribers, carry the user_id on presence channels, and are rate-limited', async () => {
    const { key, secret } = server.config.realtime;
    const [sender, peer] = [open(), open()];
    const channel = 'presence-room';
    for (const [client, user] of [
      [sender, 'sender'],
      [peer, 'peer'],
    ] as const) {
      const data = JSON.stringify({ user_id: user });
      client.send('pusher:subscribe', {
        channel,
        auth: channelAuth(key, secret, await client.socketId, channel, data),
        channel_data: data,
      });
      await client.next('pusher_internal:subscription_succeeded');
    }
    for (let i = 0; i < 11; i += 1) sender.send('client-move', { i }, channel);
    expect((await sender.next('pusher:error')).data).toMatchObject({ code: 4301 });
    // The server has handled all eleven (the sender's ping is answered after them), and whatever
    // it forwarded to the peer arrives before the peer's own pong.
    await sender.roundTrip();
    await peer.roundTrip();
    const moves = peer.events('client-move');
    expect(moves).toHaveLength(10);
    expect(moves[0]).toEqual({ event: 'client-move', channel, data: { i: 0 }, user_id: 'sender' });
    expect(sender.events('client-move')).toEqual([]);
  });
});

describe('pusher:signin', () => {
  it('answers signin_success for a valid signature', async () => {
    const { key, secret } = server.config.realtime;
    const client = open();
    const userData = JSON.stringify({ id: 'user-1', user_info: { name: 'One' } });
    client.send('pusher:signin', {
      auth: userAuth(key, secret, await client.socketId, userData),
      user_data: userData,
    });
    expect((await client.next('pusher:signin_success')).data).toEqual({ user_data: userData });
    client.send('pusher:subscribe', { channel: '#server-to-user-user-1' });
    expect(await client.next('pusher_internal:subscription_succeeded')).toMatchObject({
      channel: '#server-to-user-user-1',
    });
    client.send('pusher:subscribe', { channel: '#server-to-user-user-2' });
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel: '#server-to-user-user-2',
      data: { error: 'Sign in as this user first', status: 401 },
    });
  });

  it('closes the connection (4009) for a bad signature', async () => {
    const { key } = server.config.realtime;
    const client = open();
    const userData = JSON.stringify({ id: 'user-1' });
    client.send('pusher:signin', {
      auth: userAuth(key, 'wrong-secret', await client.socketId, userData),
      user_data: userData,
    });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await client.closed).code).toBe(4009);
  });

  it('keeps #server-to-user channels for signed-in users only', async () => {
    const client = open();
    await client.socketId;
    client.send('pusher:subscribe', { channel: '#server-to-user-user-1' });
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel: '#server-to-user-user-1',
      data: { type: 'AuthError', error: 'Sign in as this user first', status: 401 },
    });
    await client.roundTrip();
    expect(client.events('pusher_internal:subscription_succeeded')).toEqual([]);
  });
});

it('subscribes private channels signed with the app secret', async () => {
  const client = open();
  expect(await subscribePrivate(client, 'private-room')).toMatchObject({ channel: 'private-room' });
});
