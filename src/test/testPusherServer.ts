import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export const TEST_APP_KEY = 'test-key';
const SECRET = 'test-secret';

export interface TestPusherServer {
  host: string;
  port: number;
  origin: string;
  /** Every HTTP request as 'METHOD /path', oldest first. */
  requests: string[];
  /** The headers of the latest HTTP request to each 'METHOD /path'. */
  headersOf: Record<string, IncomingMessage['headers']>;
  /** What the user-auth endpoint returns as user_data (the real one sends the user as JSON). */
  userData: string;
  /** GET /api/notifications answers this. */
  notifications: unknown[];
  /** Other API answers by 'METHOD /api/path' (the app around the client, when rendered). */
  api: Record<string, [status: number, body?: unknown]>;
  /** Channels each open socket subscribed to. */
  subscriptions: () => string[][];
  /** Users signed in over the socket (the ids of their user data). */
  signedIn: string[];
  trigger: (channel: string, event: string, data: unknown) => void;
  /** Drops every socket, as a network failure would. */
  dropConnections: () => void;
  /** While true, new WebSocket connections are refused (503), as during a server restart. */
  refusing: boolean;
  close: () => Promise<void>;
}

const sign = (text: string) => createHmac('sha256', SECRET).update(text).digest('hex');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A small Pusher Channels (protocol 7) server for the client's unit tests: connection, ping,
 * private subscriptions with signature checks, sign-in, and the Laravel broadcasting endpoints
 * and notification list it needs. The product's own server is tested against the client in the
 * integration tests; this one lets the client's behaviour be pinned down on its own.
 */
export async function startTestPusherServer(token = 'tok'): Promise<TestPusherServer> {
  const sockets = new Map<WebSocket, { socketId: string; channels: string[] }>();
  let nextSocket = 1;
  const http: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Accept, Authorization, Content-Type, X-Requested-With, App-Language, X-Medical-Entity-ID',
    );
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    state.requests.push(`${req.method} ${path}`);
    state.headersOf[`${req.method} ${path}`] = req.headers;
    void readBody(req).then((body) => {
      if (req.headers.authorization !== `Bearer ${token}`) {
        json(res, 401, { message: 'Unauthenticated.', errors: {}, error_id: 'test' });
        return;
      }
      const form = new URLSearchParams(body);
      const socketId = form.get('socket_id') ?? '';
      if (req.method === 'POST' && path === '/broadcasting/auth') {
        const channel = form.get('channel_name') ?? '';
        json(res, 200, { auth: `${TEST_APP_KEY}:${sign(`${socketId}:${channel}`)}` });
      } else if (req.method === 'POST' && path === '/broadcasting/user-auth') {
        json(res, 200, {
          auth: `${TEST_APP_KEY}:${sign(`${socketId}::user::${state.userData}`)}`,
          user_data: state.userData,
        });
      } else if (req.method === 'GET' && path === '/api/notifications') {
        json(res, 200, { data: state.notifications, meta: { unread_count: 0 } });
      } else if (state.api[`${req.method} ${path}`]) {
        const [status, answer] = state.api[`${req.method} ${path}`]!;
        if (answer === undefined) res.writeHead(status).end();
        else json(res, status, answer);
      } else {
        json(res, 404, { message: 'Not found', errors: {}, error_id: 'test' });
      }
    });
  });
  const wss = new WebSocketServer({
    server: http,
    path: `/app/${TEST_APP_KEY}`,
    // While "down", upgrades are refused as a restarting server's would be.
    verifyClient: (_info, done) => (state.refusing ? done(false, 503) : done(true)),
  });
  const send = (socket: WebSocket, message: Record<string, unknown>) =>
    socket.send(JSON.stringify(message));
  wss.on('connection', (socket) => {
    const entry = {
      socketId: `${nextSocket++}.${Math.floor(Math.random() * 1e6)}`,
      channels: [] as string[],
    };
    sockets.set(socket, entry);
    socket.on('close', () => sockets.delete(socket));
    send(socket, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: entry.socketId, activity_timeout: 120 }),
    });
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as {
        event: string;
        data: { channel?: string; auth?: string; user_data?: string };
      };
      const { data } = message;
      if (message.event === 'pusher:ping') send(socket, { event: 'pusher:pong', data: '{}' });
      if (message.event === 'pusher:subscribe' && data.channel) {
        const ok = data.auth === `${TEST_APP_KEY}:${sign(`${entry.socketId}:${data.channel}`)}`;
        if (ok) {
          entry.channels.push(data.channel);
          send(socket, {
            event: 'pusher_internal:subscription_succeeded',
            channel: data.channel,
            data: '{}',
          });
        } else {
          send(socket, {
            event: 'pusher:subscription_error',
            channel: data.channel,
            data: JSON.stringify({ type: 'AuthError', error: 'Invalid signature', status: 401 }),
          });
        }
      }
      if (message.event === 'pusher:signin') {
        const userData = data.user_data ?? '';
        if (data.auth === `${TEST_APP_KEY}:${sign(`${entry.socketId}::user::${userData}`)}`) {
          state.signedIn.push((JSON.parse(userData) as { id: string }).id);
          send(socket, {
            event: 'pusher:signin_success',
            data: JSON.stringify({ user_data: userData }),
          });
        }
      }
      if (message.event === 'pusher:unsubscribe' && data.channel) {
        entry.channels = entry.channels.filter((c) => c !== data.channel);
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const state: TestPusherServer = {
    host: '127.0.0.1',
    port,
    origin: `http://127.0.0.1:${port}`,
    requests: [],
    headersOf: {},
    userData: JSON.stringify({ id: 'user-1', user_info: { name: 'Aiko' } }),
    notifications: [],
    api: {},
    signedIn: [],
    subscriptions: () => [...sockets.values()].map((s) => [...s.channels]),
    trigger: (channel, event, data) => {
      for (const [socket, entry] of sockets) {
        if (entry.channels.includes(channel))
          send(socket, { event, channel, data: JSON.stringify(data) });
      }
    },
    dropConnections: () => {
      for (const socket of sockets.keys()) socket.terminate();
    },
    refusing: false,
    close: async () => {
      for (const socket of sockets.keys()) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
  return state;
}
