// Pusher's HTTP events API on the embedded server: POST /apps/{appId}/events and
// /apps/{appId}/batch_events, signed as Pusher signs them (auth_key, auth_timestamp, auth_version,
// body_md5, auth_signature over "POST\n{path}\n{sorted query}"). The `pusher` server library
// (and any other Pusher client library) can trigger here unchanged. Also
// POST /apps/{appId}/users/{userId}/terminate_connections, which ends a user's sockets (a disabled
// account).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../http/clock';
import { HttpError } from '../errors/HttpError';
import { registerErrorHandlers } from '../errors/registerErrorHandlers';
import { channelKind, isSocketId } from './channelNames';
import type { PusherServer } from './PusherServer';
import { hmacHex, md5Hex, sameHex } from './pusherSignatures';
import { SIGNATURE } from '../http/routeAccess';

/** Pusher's limits: event data 10 KB, 100 channels per event, 10 events per batch. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_EVENTS = 10;
/** Largest request accepted at all: a full batch plus its JSON framing. */
const MAX_BODY_BYTES = MAX_BATCH_EVENTS * (MAX_EVENT_DATA_BYTES + 2048);
/** Pusher refuses requests whose timestamp is further than this from the server's clock. */
export const MAX_TIMESTAMP_SKEW_SECONDS = 600;
const MAX_EVENT_NAME = 200;

/** Path parameters: bounded text; the app id and user id are checked against their own rules. */
const Segment = { type: 'string', minLength: 1, maxLength: 200 } as const;
const AppParams = {
  type: 'object',
  properties: { appId: Segment },
  required: ['appId'],
} as const;
const AppUserParams = {
  type: 'object',
  properties: { appId: Segment, userId: Segment },
  required: ['appId', 'userId'],
} as const;

export interface EventsApiOptions {
  server: PusherServer;
  clock: Clock;
}

interface PusherEvent {
  name: string;
  data: string;
  channels: string[];
  socketId: string | undefined;
}

const unauthorized = (message: string) => new HttpError(401, message);
const badRequest = (message: string) => new HttpError(400, message);

/** Query parameters in arrival order; a repeated parameter makes the request ambiguous. */
function queryOf(request: FastifyRequest): Map<string, string> {
  const search = new URL(request.raw.url ?? '/', 'http://localhost').searchParams;
  const params = new Map<string, string>();
  for (const [name, value] of search) {
    if (params.has(name)) throw unauthorized(`Duplicate query parameter ${name.slice(0, 40)}`);
    params.set(name, value);
  }
  return params;
}

function verifySignature(
  request: FastifyRequest,
  body: Buffer,
  { server, clock }: EventsApiOptions,
): void {
  const query = queryOf(request);
  if (query.get('auth_key') !== server.app.key) throw unauthorized('Unknown auth_key');
  const timestamp = query.get('auth_timestamp') ?? '';
  const now = Math.floor(clock.now().getTime() / 1000);
  if (!/^\d{1,12}$/.test(timestamp)) throw unauthorized('auth_timestamp is missing or invalid');
  if (Math.abs(now - Number(timestamp)) > MAX_TIMESTAMP_SKEW_SECONDS) {
    throw unauthorized(
      `Timestamp expired: given timestamp ${timestamp} is not within ${MAX_TIMESTAMP_SKEW_SECONDS}s of server time ${now}`,
    );
  }
  if (query.get('auth_version') !== '1.0') throw unauthorized('auth_version must be 1.0');
  if (body.length > 0 && !sameHex(query.get('body_md5') ?? '', md5Hex(body))) {
    throw unauthorized('body_md5 does not match the MD5 of the request body');
  }
  const signed = [...query.entries()]
    .filter(([name]) => name !== 'auth_signature')
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const path = new URL(request.raw.url ?? '/', 'http://localhost').pathname;
  const expected = hmacHex(server.app.secret, `POST\n${path}\n${signed}`);
  if (!sameHex(query.get('auth_signature') ?? '', expected)) {
    throw unauthorized(
      `Invalid signature: expected HMAC-SHA256 hex of "POST\\n${path}\\n${signed}" with your secret`,
    );
  }
}

function parseJson(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function parseEvent(raw: unknown, where: string): PusherEvent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest(`${where} must be an object.`);
  }
  const event = raw as Record<string, unknown>;
  const { name, data, socket_id: socketId } = event;
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME) {
    throw badRequest(`${where}: name must be a string of 1 to ${MAX_EVENT_NAME} characters.`);
  }
  if (typeof data !== 'string') throw badRequest(`${where}: data must be a string.`);
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) {
    throw new HttpError(413, `${where}: data exceeds ${MAX_EVENT_DATA_BYTES} bytes.`);
  }
  const given = event.channels ?? (event.channel === undefined ? undefined : [event.channel]);
  if (event.channels !== undefined && event.channel !== undefined) {
    throw badRequest(`${where}: give either channel or channels, not both.`);
  }
  if (!Array.isArray(given) || given.length === 0 || given.length > MAX_CHANNELS_PER_EVENT) {
    throw badRequest(`${where}: channels must list 1 to ${MAX_CHANNELS_PER_EVENT} channels.`);
  }
  for (const channel of given) {
    if (typeof channel !== 'string' || channelKind(channel) === null) {
      throw badRequest(`${where}: invalid channel name.`);
    }
  }
  if (socketId !== undefined && (typeof socketId !== 'string' || !isSocketId(socketId))) {
    throw badRequest(`${where}: socket_id is invalid.`);
  }
  return { name, data, channels: given as string[], socketId };
}

function deliver(server: PusherServer, events: PusherEvent[]): void {
  for (const event of events) {
    for (const channel of event.channels) {
      server.publish(channel, event.name, event.data, event.socketId);
    }
  }
}

export const eventsApiRoutes: FastifyPluginAsync<EventsApiOptions> = async (api, options) => {
  registerErrorHandlers(api);
  // The signature covers the exact bytes, so the body is kept raw whatever its content type.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );
  const rawBody = (request: FastifyRequest): Buffer =>
    Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const checkApp = (request: FastifyRequest<{ Params: { appId: string } }>) => {
    if (request.params.appId !== options.server.app.appId) throw new HttpError(404, 'Unknown app.');
  };

  api.post<{ Params: { appId: string } }>(
    '/:appId/events',
    { config: { access: SIGNATURE }, schema: { hide: true, params: AppParams } },
    async (request) => {
      checkApp(request);
      const body = rawBody(request);
      verifySignature(request, body, options);
      deliver(options.server, [parseEvent(parseJson(body), 'event')]);
      return {};
    },
  );

  api.post<{ Params: { appId: string } }>(
    '/:appId/batch_events',
    { config: { access: SIGNATURE }, schema: { hide: true, params: AppParams } },
    async (request) => {
      checkApp(request);
      const body = rawBody(request);
      verifySignature(request, body, options);
      const { batch } = parseJson(body);
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH_EVENTS) {
        throw badRequest(`batch must list 1 to ${MAX_BATCH_EVENTS} events.`);
      }
      const events = batch.map((event, index) => parseEvent(event, `batch[${index}]`));
      deliver(options.server, events);
      return { batch: events.map(() => ({})) };
    },
  );

  api.post<{ Params: { appId: string; userId: string } }>(
    '/:appId/users/:userId/terminate_connections',
    { config: { access: SIGNATURE }, schema: { hide: true, params: AppUserParams } },
    async (request) => {
      checkApp(request);
      verifySignature(request, rawBody(request), options);
      if (!/^[A-Za-z0-9_\-=@,.;]{1,200}$/.test(request.params.userId)) {
        throw badRequest('Invalid user id.');
      }
      options.server.terminateUser(request.params.userId);
      return {};
    },
  );
};
