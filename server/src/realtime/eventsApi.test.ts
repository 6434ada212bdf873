// The HTTP events API's checks: every forged, stale or malformed request is refused with the
// error shape, and a properly signed one is accepted.
import { expectErrorShape } from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { hmacHex, md5Hex } from './pusherSignatures';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server.close();
});

interface SignOptions {
  body: string;
  path?: string;
  timestamp?: number;
  key?: string;
  secret?: string;
  bodyMd5?: string;
  version?: string;
}

/** A request signed the way Pusher's libraries sign it, with knobs to get each part wrong. */
function signed({ body, path, timestamp, key, secret, bodyMd5, version }: SignOptions) {
  const realtime = server.config.realtime;
  const url = path ?? `/apps/${realtime.appId}/events`;
  const params: Record<string, string> = {
    auth_key: key ?? realtime.key,
    auth_timestamp: String(timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: version ?? '1.0',
    body_md5: bodyMd5 ?? md5Hex(body),
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const signature = hmacHex(secret ?? realtime.secret, `POST\n${url}\n${query}`);
  return {
    method: 'POST' as const,
    url: `${url}?${query}&auth_signature=${signature}`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  };
}

const event = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'article', channels: ['pet-news'], data: '{"slug":"a"}', ...overrides });

describe('POST /apps/{appId}/events', () => {
  it('accepts a properly signed event', async () => {
    const res = await server.app.inject(signed({ body: event() }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('accepts a single channel and a socket id to exclude', async () => {
    const body = event({ channels: undefined, channel: 'private-room', socket_id: '123.456' });
    expect((await server.app.inject(signed({ body }))).statusCode).toBe(200);
  });

  it.each([
    ['another secret', { secret: 'not-the-secret' }],
    ['an unknown key', { key: 'someone-else' }],
    ['a timestamp 11 minutes old', { timestamp: Math.floor(Date.now() / 1000) - 660 }],
    ['a timestamp 11 minutes ahead', { timestamp: Math.floor(Date.now() / 1000) + 660 }],
    ['a body_md5 of another body', { bodyMd5: md5Hex('{}') }],
    ['another auth_version', { version: '2.0' }],
  ])('answers 401 to %s', async (_why, options) => {
    const res = await server.app.inject(signed({ body: event(), ...options }));
    expectErrorShape(res, 401);
  });

  it('answers 401 without any signature', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/apps/${server.config.realtime.appId}/events`,
      headers: { 'content-type': 'application/json' },
      payload: event(),
    });
    expectErrorShape(res, 401);
  });

  it('answers 401 when the body was changed after signing', async () => {
    const request = signed({ body: event() });
    const res = await server.app.inject({ ...request, payload: event({ name: 'forged' }) });
    expectErrorShape(res, 401);
    expect(res.json().message).toMatch(/body_md5/);
  });

  it('answers 401 when a signed parameter is repeated', async () => {
    const request = signed({ body: event() });
    const res = await server.app.inject({ ...request, url: `${request.url}&auth_version=1.0` });
    expectErrorShape(res, 401);
  });

  it.each([
    ['not JSON', '{"name":'],
    ['not an object', '[1,2]'],
    ['no name', JSON.stringify({ channels: ['a'], data: 'x' })],
    ['data that is not a string', event({ data: { slug: 'a' } })],
    ['no channel', event({ channels: [] })],
    ['both channel and channels', event({ channel: 'a' })],
    ['101 channels', event({ channels: Array.from({ length: 101 }, (_, i) => `c${i}`) })],
    ['an invalid channel name', event({ channels: ['bad channel'] })],
    ['an invalid socket id', event({ socket_id: 'abc' })],
  ])('answers 400 to a signed body with %s', async (_why, body) => {
    expectErrorShape(await server.app.inject(signed({ body })), 400);
  });

  it('answers 413 to event data over 10 KB', async () => {
    const body = event({ data: 'x'.repeat(10 * 1024 + 1) });
    expectErrorShape(await server.app.inject(signed({ body })), 413);
  });

  it('answers 413 to a body over the request limit, before checking anything else', async () => {
    const body = event({ data: 'x'.repeat(200 * 1024) });
    expectErrorShape(await server.app.inject(signed({ body })), 413);
  });

  it('answers 404 for another app id', async () => {
    const res = await server.app.inject(signed({ body: event(), path: '/apps/other/events' }));
    expectErrorShape(res, 404);
  });
});

describe('POST /apps/{appId}/batch_events', () => {
  const path = () => `/apps/${server.config.realtime.appId}/batch_events`;
  const item = { channel: 'pet-news', name: 'article', data: '{}' };

  it('accepts up to 10 signed events', async () => {
    const body = JSON.stringify({ batch: Array.from({ length: 10 }, () => item) });
    const res = await server.app.inject(signed({ body, path: path() }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ batch: Array.from({ length: 10 }, () => ({})) });
  });

  it('answers 400 to 11 events, an empty batch, or a bad event', async () => {
    for (const batch of [Array.from({ length: 11 }, () => item), [], [{ ...item, name: 1 }]]) {
      const body = JSON.stringify({ batch });
      expectErrorShape(await server.app.inject(signed({ body, path: path() })), 400);
    }
  });

  it('answers 401 to a bad signature', async () => {
    const body = JSON.stringify({ batch: [item] });
    const res = await server.app.inject(signed({ body, path: path(), secret: 'nope' }));
    expectErrorShape(res, 401);
  });
});
