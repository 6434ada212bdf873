// On shutdown the embedded Pusher-protocol server closes every socket with a close frame and
// Pusher's reconnect code (4200), as the real pusher-js client sees it: no dropped connection
// (1006), and the client starts reconnecting at once.
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { listenLocally } from '../../test/listeningServer';
import { createTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ port } = await listenLocally(server));
});
afterAll(() => server.close());

it('closes sockets with 4200 and a close frame, and pusher-js sets out to reconnect', async () => {
  const { key } = server.config.realtime;
  const client = new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
  const raw = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7`);
  try {
    await new Promise<void>((resolve) => client.connection.bind('connected', () => resolve()));
    await new Promise<void>((resolve) => raw.once('message', () => resolve()));
    const rawClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      raw.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    const codes: number[] = [];
    client.connection.bind('error', (error: { type?: string; data?: { code?: number } }) => {
      if (error.type === 'PusherError' && error.data?.code !== undefined) {
        codes.push(error.data.code);
      }
    });
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) =>
      states.push(current),
    );

    await server.app.close();

    expect(await rawClosed).toEqual({ code: 4200, reason: 'Server restarting: reconnect' });
    for (let i = 0; i < 50 && !states.includes('connecting'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(codes).toContain(4200);
    expect(states).toContain('connecting');
  } finally {
    client.disconnect();
    raw.terminate();
  }
});
