// One client connection of the Pusher protocol server and what is sent on it: the connection's
// state, the limits every connection is held to, and the frames (events, errors) it is sent.
import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';

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

export interface Connection {
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

export type Frame = { event: string; channel?: string; data?: unknown; user_id?: string };

export function newConnection(ws: WebSocket): Connection {
  return {
    ws,
    socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
    subscriptions: new Map(),
    userId: null,
    lastSeen: Date.now(),
    pinged: false,
    clientEventWindow: { start: 0, count: 0 },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `data` string as JSON when it is JSON, else the string itself (as Pusher reads it). */
export function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function send(connection: Connection, frame: Frame): void {
  connection.ws.send(JSON.stringify(frame));
}

export function sendError(connection: Connection, code: number | null, message: string): void {
  send(connection, { event: 'pusher:error', data: { code, message } });
}

export function subscriptionError(connection: Connection, channel: string, message: string): void {
  send(connection, {
    event: 'pusher:subscription_error',
    channel,
    data: { type: 'AuthError', error: message, status: 401 },
  });
}
