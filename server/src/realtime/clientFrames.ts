// What a client's frames do on the Pusher protocol server: the size limit, pings, subscribing
// and leaving (who may join what is subscriptions.ts), pusher:signin and client-* events.
import type { RawData } from 'ws';
import { channelKind } from './channelNames';
import {
  isRecord,
  parseData,
  send,
  sendError,
  type Connection,
  type Frame,
} from './pusherConnection';
import { authMatches, userAuth } from './pusherSignatures';
import { subscribe, type SubscriptionContext } from './subscriptions';

/** One frame from a client: pings, subscriptions, sign-in and client events. */
export function receiveFrame(
  context: SubscriptionContext,
  connection: Connection,
  raw: RawData,
  isBinary: boolean,
): void {
  connection.lastSeen = Date.now();
  connection.pinged = false;
  const buffer = Array.isArray(raw)
    ? Buffer.concat(raw)
    : Buffer.isBuffer(raw)
      ? raw
      : Buffer.from(new Uint8Array(raw));
  if (buffer.byteLength > context.limits.maxMessageBytes) {
    sendError(
      connection,
      4009,
      `Message of ${buffer.byteLength} bytes exceeds the ${context.limits.maxMessageBytes}-byte limit`,
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
    sendError(connection, null, 'Invalid message: expected a JSON object with an event name');
    return;
  }
  const data = typeof frame.data === 'string' ? parseData(frame.data) : frame.data;
  switch (frame.event) {
    case 'pusher:ping':
      send(connection, { event: 'pusher:pong', data: {} });
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      subscribe(context, connection, isRecord(data) ? data : {});
      return;
    case 'pusher:unsubscribe':
      if (isRecord(data) && typeof data.channel === 'string')
        context.channels.leave(connection, data.channel);
      return;
    case 'pusher:signin':
      signin(context, connection, isRecord(data) ? data : {});
      return;
    default:
      if (frame.event.startsWith('client-')) {
        clientEvent(context, connection, frame.event, frame.channel, frame.data);
      }
    // Other events are not for the server: ignored, as Pusher does.
  }
}

/** pusher:signin: the connection becomes the user its signed user data names. */
function signin(
  { app }: SubscriptionContext,
  connection: Connection,
  data: Record<string, unknown>,
): void {
  const userData = typeof data.user_data === 'string' ? data.user_data : '';
  const expected = userAuth(app.key, app.secret, connection.socketId, userData);
  const parsed = parseData(userData);
  const id = isRecord(parsed) ? parsed.id : undefined;
  if (!authMatches(data.auth, expected) || typeof id !== 'string' || id === '') {
    // Pusher's answer to a forged sign-in: the connection is not authorised, and closed.
    sendError(connection, 4009, 'Connection not authorized: invalid user authentication');
    connection.ws.close(4009, 'Connection not authorized');
    return;
  }
  connection.userId = id;
  send(connection, { event: 'pusher:signin_success', data: { user_data: userData } });
}

/** A client-* event: relayed to the channel's other members, within the rate limit. */
function clientEvent(
  { limits, channels }: SubscriptionContext,
  connection: Connection,
  event: string,
  channel: unknown,
  data: unknown,
): void {
  if (typeof channel !== 'string' || !connection.subscriptions.has(channel)) {
    sendError(connection, null, 'Client event rejected - subscribe to the channel first');
    return;
  }
  const kind = channelKind(channel);
  if (kind !== 'private' && kind !== 'presence') {
    sendError(
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
  if (window.count > limits.clientEventsPerSecond) {
    sendError(connection, 4301, 'Client event rejected due to rate limit');
    return;
  }
  const frame: Frame = { event, channel, data };
  const memberId = connection.subscriptions.get(channel);
  if (kind === 'presence' && memberId) frame.user_id = memberId;
  channels.relay(channel, connection, JSON.stringify(frame));
}
