// A Pusher Channels protocol (version 7) server on `ws`: the part of the protocol pusher-js and
// laravel-echo use (see README.md for what is left out). It owns no HTTP server: the embedded
// plugin hands it the upgrade requests of /app/{key}, and the HTTP events API calls publish().
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { channelKind, serverToUserId } from './channelNames';
import { authMatches, channelAuth, userAuth } from './pusherSignatures';

export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
}

export interface PusherServerLimits {
  /** Seconds of silence after which the client pings (told in connection_established). */
  activityTimeoutSeconds: number;
  /** Largest accepted client message (Pusher's limit for client events). */
  maxMessageBytes: number;
  /** Client events a connection may send per second (Pusher's default). */
  clientEventsPerSecond: number;
  /** Members a presence channel holds at most (Pusher's limit). */
  maxPresenceMembers: number;
  /** Channels one connection may join (a browser tab needs a handful). */
  maxChannelsPerConnection: number;
}

export const DEFAULT_LIMITS: PusherServerLimits = {
  activityTimeoutSeconds: 120,
  maxMessageBytes: 10 * 1024,
  clientEventsPerSecond: 10,
  maxPresenceMembers: 100,
  maxChannelsPerConnection: 100,
};

/** Frames above this are cut by `ws` itself (close 1009) before we even parse them. */
const HARD_FRAME_LIMIT = 100 * 1024;
/** A client that misses our ping this long after it is due is gone (Pusher's 4201). */
const PONG_GRACE_MS = 30_000;
/**
 * Pusher's "generic reconnect immediately" (4200–4299: the server closed the connection, the
 * client should reconnect at once): what a restart or a deploy tells every client.
 */
export const CLOSE_RECONNECT = 4200;
/** How long a shutdown waits for clients to answer the close frame before cutting them. */
const CLOSE_GRACE_MS = 1000;

interface Logger {
  warn(object: object, message: string): void;
}

interface Member {
  info: unknown;
  sockets: Set<Connection>;
}

interface ChannelState {
  sockets: Set<Connection>;
  /** Presence channels only: members by user_id. */
  members: Map<string, Member>;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  /** Subscribed channels → the presence user_id this socket joined as (null elsewhere). */
  subscriptions: Map<string, string | null>;
  /** Set by a verified pusher:signin. */
  userId: string | null;
  lastSeen: number;
  pinged: boolean;
  clientEventWindow: { start: number; count: number };
}

type Frame = { event: string; channel?: string; data?: unknown; user_id?: string };

function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class PusherServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  private readonly channels = new Map<string, ChannelState>();
  private readonly connections = new Set<Connection>();
  private readonly sweeper: NodeJS.Timeout;
  /** Set by close(): upgrades are refused from then on (a reconnect must go elsewhere or wait). */
  private closing = false;

  constructor(
    readonly app: PusherApp,
    private readonly log: Logger,
    readonly limits: PusherServerLimits = DEFAULT_LIMITS,
  ) {
    const everyMs = Math.min(10_000, limits.activityTimeoutSeconds * 500);
    this.sweeper = setInterval(() => this.sweep(), everyMs);
    this.sweeper.unref();
  }

  /** Number of open connections (for the bench and tests). */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes an HTTP upgrade for /app/{key}; returns false for any other path (not ours). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return false;
    }
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return false;
    if (this.closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\n\r\n');
      return true;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      // Compared as sent: our keys never need escaping, so an escaped one is simply unknown.
      const refusal = this.refusal(match[1] ?? '', url.searchParams);
      if (refusal) {
        ws.send(JSON.stringify({ event: 'pusher:error', data: refusal }));
        ws.close(refusal.code, refusal.message);
        return;
      }
      this.accept(ws);
    });
    return true;
  }

  /** Delivers an event to every subscriber of the channel but the excluded socket. */
  publish(channel: string, event: string, data: string, exceptSocketId?: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    // Encoded once: ws would otherwise convert the string again for every socket.
    const frame = Buffer.from(JSON.stringify({ event, channel, data }));
    for (const connection of state.sockets) {
      if (connection.socketId !== exceptSocketId) connection.ws.send(frame, { binary: false });
    }
  }

  /** Cuts one connection as a network failure would (no close frame); false if unknown. */
  terminate(socketId: string): boolean {
    for (const connection of this.connections) {
      if (connection.socketId === socketId) {
        connection.ws.terminate();
        return true;
      }
    }
    return false;
  }

  /**
   * Pusher's terminate_connections: closes every socket signed in as the user (a disabled
   * account). Close code 4009 is in pusher-js's "do not reconnect" range; returns the count.
   */
  terminateUser(userId: string): number {
    let closed = 0;
    for (const connection of this.connections) {
      if (connection.userId !== userId) continue;
      this.send(connection, {
        event: 'pusher:error',
        data: { code: 4009, message: 'Connection terminated by the server' },
      });
      connection.ws.close(4009, 'Connection terminated');
      closed += 1;
    }
    return closed;
  }

  /**
   * Shutdown: every client gets a close frame with 4200, so pusher-js reconnects at once (to the
   * next instance, or to this one once it is back) instead of seeing a dropped connection (1006).
   * Clients that do not answer the close frame within a second are cut.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    const closing = [...this.connections].map(
      ({ ws }) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
          ws.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
          ws.close(CLOSE_RECONNECT, 'Server restarting: reconnect');
        }),
    );
    await Promise.all(closing);
    this.connections.clear();
    this.channels.clear();
    this.wss.close();
  }

  private refusal(
    key: string,
    query: URLSearchParams,
  ): { code: number; message: string } | undefined {
    if (key !== this.app.key) {
      return {
        code: 4001,
        message: `App key ${key.slice(0, 64)} not in this cluster. Did you forget to specify the cluster?`,
      };
    }
    const protocol = query.get('protocol');
    if (protocol === null) return { code: 4008, message: 'No protocol version supplied' };
    if (!/^[4-7]$/.test(protocol)) {
      return { code: 4007, message: `Unsupported protocol version ${protocol.slice(0, 16)}` };
    }
    return undefined;
  }

  private accept(ws: WebSocket): void {
    const connection: Connection = {
      ws,
      socketId: newSocketId(),
      subscriptions: new Map(),
      userId: null,
      lastSeen: Date.now(),
      pinged: false,
      clientEventWindow: { start: 0, count: 0 },
    };
    this.connections.add(connection);
    ws.on('message', (raw, isBinary) => this.receive(connection, raw, isBinary));
    ws.on('close', () => this.drop(connection));
    ws.on('error', (error) => this.log.warn({ err: error }, 'realtime: socket error'));
    this.send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: connection.socketId,
        activity_timeout: this.limits.activityTimeoutSeconds,
      }),
    });
  }

  private send(connection: Connection, frame: Frame): void {
    connection.ws.send(JSON.stringify(frame));
  }

  private error(connection: Connection, code: number | null, message: string): void {
    this.send(connection, { event: 'pusher:error', data: { code, message } });
  }

  private receive(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeen = Date.now();
    connection.pinged = false;
    const buffer = Array.isArray(raw)
      ? Buffer.concat(raw)
      : Buffer.isBuffer(raw)
        ? raw
        : Buffer.from(new Uint8Array(raw));
    if (buffer.byteLength > this.limits.maxMessageBytes) {
      this.error(
        connection,
        4009,
        `Message of ${buffer.byteLength} bytes exceeds the ${this.limits.maxMessageBytes}-byte limit`,
      );
      return;
    }
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(buffer.toString('utf8'));
    } catch {
      frame = undefined;
    }
    if (!isRecord(frame) || typeof frame.event !== 'string') {
      this.error(connection, null, 'Invalid message: expected a JSON object with an event name');
      return;
    }
    const data = typeof frame.data === 'string' ? this.parseData(frame.data) : frame.data;
    switch (frame.event) {
      case 'pusher:ping':
        this.send(connection, { event: 'pusher:pong', data: {} });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(connection, isRecord(data) ? data : {});
        return;
      case 'pusher:unsubscribe':
        if (isRecord(data) && typeof data.channel === 'string')
          this.unsubscribe(connection, data.channel);
        return;
      case 'pusher:signin':
        this.signin(connection, isRecord(data) ? data : {});
        return;
      default:
        if (frame.event.startsWith('client-')) {
          this.clientEvent(connection, frame.event, frame.channel, frame.data);
        }
      // Other events are not for the server: ignored, as Pusher does.
    }
  }

  private parseData(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  private subscriptionError(connection: Connection, channel: string, message: string): void {
    this.send(connection, {
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: message, status: 401 },
    });
  }

  private subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const kind = channelKind(channel);
    if (kind === null) {
      this.error(connection, 4009, `Invalid channel name ${JSON.stringify(channel.slice(0, 200))}`);
      return;
    }
    if (connection.subscriptions.has(channel)) {
      this.succeeded(connection, channel);
      return;
    }
    if (connection.subscriptions.size >= this.limits.maxChannelsPerConnection) {
      this.error(connection, 4009, 'Too many channels on one connection');
      return;
    }
    let memberId: string | null = null;
    let memberInfo: unknown = undefined;
    if (kind === 'user') {
      if (connection.userId === null || serverToUserId(channel) !== connection.userId) {
        this.subscriptionError(connection, channel, 'Sign in as this user first');
        return;
      }
    } else if (kind === 'private' || kind === 'presence') {
      const channelData = kind === 'presence' ? data.channel_data : undefined;
      if (kind === 'presence' && typeof channelData !== 'string') {
        this.subscriptionError(connection, channel, 'Presence channels need channel_data');
        return;
      }
      const expected = channelAuth(
        this.app.key,
        this.app.secret,
        connection.socketId,
        channel,
        channelData as string | undefined,
      );
      if (!authMatches(data.auth, expected)) {
        this.subscriptionError(connection, channel, 'Invalid signature');
        return;
      }
      if (kind === 'presence') {
        const parsed = this.parseData(channelData as string);
        const userId = isRecord(parsed) ? parsed.user_id : undefined;
        if (!(typeof userId === 'string' && userId !== '') && typeof userId !== 'number') {
          this.subscriptionError(connection, channel, 'channel_data must contain a user_id');
          return;
        }
        memberId = String(userId);
        memberInfo = isRecord(parsed) ? parsed.user_info : undefined;
        const members = this.channels.get(channel)?.members;
        if (members && !members.has(memberId) && members.size >= this.limits.maxPresenceMembers) {
          this.subscriptionError(connection, channel, 'Presence channel is full');
          return;
        }
      }
    }
    this.join(connection, channel, memberId, memberInfo);
  }

  private join(connection: Connection, channel: string, memberId: string | null, info: unknown) {
    let state = this.channels.get(channel);
    if (!state) {
      state = { sockets: new Set(), members: new Map() };
      this.channels.set(channel, state);
    }
    state.sockets.add(connection);
    connection.subscriptions.set(channel, memberId);
    if (memberId !== null) {
      const member = state.members.get(memberId);
      if (member) member.sockets.add(connection);
      else {
        state.members.set(memberId, { info, sockets: new Set([connection]) });
        // Everyone else hears of a new member once, however many sockets it opens.
        const frame = JSON.stringify({
          event: 'pusher_internal:member_added',
          channel,
          data: JSON.stringify({ user_id: memberId, user_info: info }),
        });
        for (const other of state.sockets) if (other !== connection) other.ws.send(frame);
      }
    }
    this.succeeded(connection, channel);
  }

  private succeeded(connection: Connection, channel: string): void {
    const state = this.channels.get(channel);
    let data: object = {};
    if (channel.startsWith('presence-') && state) {
      const hash: Record<string, unknown> = {};
      for (const [id, member] of state.members) hash[id] = member.info ?? null;
      data = { presence: { ids: Object.keys(hash), hash, count: state.members.size } };
    }
    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify(data),
    });
  }

  private unsubscribe(connection: Connection, channel: string): void {
    if (!connection.subscriptions.has(channel)) return;
    const memberId = connection.subscriptions.get(channel) ?? null;
    connection.subscriptions.delete(channel);
    const state = this.channels.get(channel);
    if (!state) return;
    state.sockets.delete(connection);
    if (memberId !== null) {
      const member = state.members.get(memberId);
      member?.sockets.delete(connection);
      if (member && member.sockets.size === 0) {
        state.members.delete(memberId);
        const frame = JSON.stringify({
          event: 'pusher_internal:member_removed',
          channel,
          data: JSON.stringify({ user_id: memberId }),
        });
        for (const other of state.sockets) other.ws.send(frame);
      }
    }
    if (state.sockets.size === 0) this.channels.delete(channel);
  }

  private signin(connection: Connection, data: Record<string, unknown>): void {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const expected = userAuth(this.app.key, this.app.secret, connection.socketId, userData);
    const parsed = this.parseData(userData);
    const id = isRecord(parsed) ? parsed.id : undefined;
    if (!authMatches(data.auth, expected) || typeof id !== 'string' || id === '') {
      // Pusher's answer to a forged sign-in: the connection is not authorised, and closed.
      this.error(connection, 4009, 'Connection not authorized: invalid user authentication');
      connection.ws.close(4009, 'Connection not authorized');
      return;
    }
    connection.userId = id;
    this.send(connection, { event: 'pusher:signin_success', data: { user_data: userData } });
  }

  private clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    if (typeof channel !== 'string' || !connection.subscriptions.has(channel)) {
      this.error(connection, null, 'Client event rejected - subscribe to the channel first');
      return;
    }
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      this.error(
        connection,
        null,
        'Client event rejected - only supported on private and presence channels',
      );
      return;
    }
    const now = Date.now();
    const window = connection.clientEventWindow;
    if (now - window.start >= 1000) {
      window.start = now;
      window.count = 0;
    }
    window.count += 1;
    if (window.count > this.limits.clientEventsPerSecond) {
      this.error(connection, 4301, 'Client event rejected due to rate limit');
      return;
    }
    const frame: Frame = { event, channel, data };
    const memberId = connection.subscriptions.get(channel);
    if (kind === 'presence' && memberId) frame.user_id = memberId;
    const text = JSON.stringify(frame);
    for (const other of this.channels.get(channel)?.sockets ?? []) {
      if (other !== connection) other.ws.send(text);
    }
  }

  private drop(connection: Connection): void {
    for (const channel of [...connection.subscriptions.keys()]) {
      this.unsubscribe(connection, channel);
    }
    this.connections.delete(connection);
  }

  /** Pings silent clients once their activity timeout passed; closes those that stay silent. */
  private sweep(): void {
    const now = Date.now();
    const timeoutMs = this.limits.activityTimeoutSeconds * 1000;
    for (const connection of this.connections) {
      const idle = now - connection.lastSeen;
      if (idle > timeoutMs + PONG_GRACE_MS) {
        connection.ws.close(4201, 'Pong reply not received');
      } else if (idle > timeoutMs && !connection.pinged) {
        connection.pinged = true;
        this.send(connection, { event: 'pusher:ping', data: {} });
      }
    }
  }
}
