// A Pusher Channels protocol (version 7) server on `ws`: the part of the protocol pusher-js and
// laravel-echo use (see README.md for what is left out). It owns no HTTP server: the embedded
// plugin hands it the upgrade requests of /app/{key}, and the HTTP events API calls publish().
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ChannelRegistry } from './channelRegistry';
import {
  DEFAULT_LIMITS,
  newConnection,
  send,
  type Connection,
  type PusherApp,
  type PusherServerLimits,
} from './pusherConnection';
import { receiveFrame } from './clientFrames';

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

export class PusherServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  private readonly channels = new ChannelRegistry();
  private readonly connections = new Set<Connection>();
  private readonly sweeper: NodeJS.Timeout;
  /** Set by close(): upgrades are refused from then on (a reconnect must go elsewhere or wait). */
  private closing = false;

  readonly app: PusherApp;
  readonly limits: PusherServerLimits;
  private readonly log: Logger;

  constructor(options: { app: PusherApp; log: Logger; limits?: PusherServerLimits }) {
    this.app = options.app;
    this.log = options.log;
    this.limits = options.limits ?? DEFAULT_LIMITS;
    const everyMs = Math.min(10_000, this.limits.activityTimeoutSeconds * 500);
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
    this.channels.publish(channel, event, data, exceptSocketId);
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
      send(connection, {
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
    const connection = newConnection(ws);
    this.connections.add(connection);
    ws.on('message', (raw, isBinary) =>
      receiveFrame(
        { app: this.app, limits: this.limits, channels: this.channels },
        connection,
        raw,
        isBinary,
      ),
    );
    ws.on('close', () => this.drop(connection));
    ws.on('error', (error) => this.log.warn({ err: error }, 'realtime: socket error'));
    send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: connection.socketId,
        activity_timeout: this.limits.activityTimeoutSeconds,
      }),
    });
  }

  private drop(connection: Connection): void {
    for (const channel of [...connection.subscriptions.keys()]) {
      this.channels.leave(connection, channel);
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
        send(connection, { event: 'pusher:ping', data: {} });
      }
    }
  }
}
