// POST /broadcasting/auth and /broadcasting/user-auth: signatures only for the caller's own
// channels, refusals in the API's error shape, whatever the body.
import fc from 'fast-check';
import {
  bearer,
  databaseFingerprint,
  expectErrorShape,
  registerKeeper,
  type RegisteredUser,
} from '../../test/authHelpers';
import { badBodies, type BodySpec } from '../../test/fuzzBodies';
import { createTestServer, type TestServer } from '../../test/testServer';
import { hmacHex } from './pusherSignatures';

let server: TestServer;
let keeper: RegisteredUser;
let other: RegisteredUser;

beforeAll(async () => {
  server = await createTestServer();
  keeper = await registerKeeper(server.app, { name: 'Realtime Keeper' });
  other = await registerKeeper(server.app);
});

afterAll(async () => {
  await server.close();
});

const SOCKET = '1234.5678';
const own = () => `private-App.Models.User.${keeper.user.id}`;

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

async function channelAuth(payload: string | object, token: string | null = keeper.token) {
  return server.app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: {
      ...(token === null ? {} : bearer(token)),
      'content-type':
        typeof payload === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /broadcasting/auth', () => {
  it("signs the caller's own private channel from a form body, as pusher-js sends it", async () => {
    const res = await channelAuth(form({ socket_id: SOCKET, channel_name: own() }));
    expect(res.statusCode).toBe(200);
    const { key, secret } = server.config.realtime;
    expect(res.json()).toEqual({ auth: `${key}:${hmacHex(secret, `${SOCKET}:${own()}`)}` });
  });

  it('takes a JSON body too', async () => {
    const res = await channelAuth({ socket_id: SOCKET, channel_name: own() });
    expect(res.statusCode).toBe(200);
    expect(res.json().auth).toMatch(/^petcare-local-key:[0-9a-f]{64}$/);
  });

  it('signs the own presence channel with channel_data naming the user', async () => {
    const channel = `presence-App.Models.User.${keeper.user.id}`;
    const res = await channelAuth(form({ socket_id: SOCKET, channel_name: channel }));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { auth: string; channel_data: string };
    expect(JSON.parse(body.channel_data)).toEqual({
      user_id: keeper.user.id,
      user_info: { name: 'Realtime Keeper' },
    });
    const { key, secret } = server.config.realtime;
    expect(body.auth).toBe(
      `${key}:${hmacHex(secret, `${SOCKET}:${channel}:${body.channel_data}`)}`,
    );
  });

  it('answers 401 without a token or with an unknown one, before looking at the body', async () => {
    expectErrorShape(
      await channelAuth(form({ socket_id: SOCKET, channel_name: own() }), null),
      401,
    );
    expectErrorShape(await channelAuth('', 'not-a-token'), 401);
  });

  it("answers 403 for another user's channels and channels of no one", async () => {
    for (const channel of [
      `private-App.Models.User.${other.user.id}`,
      `presence-App.Models.User.${other.user.id}`,
      'private-admin',
      'presence-lobby',
    ]) {
      const res = await channelAuth(form({ socket_id: SOCKET, channel_name: channel }));
      expectErrorShape(res, 403);
    }
  });

  it.each([
    ['a malformed socket id', { socket_id: 'abc', channel_name: 'private-x' }, 'socket_id'],
    ['a missing socket id', { channel_name: 'private-x' }, 'socket_id'],
    ['a missing channel', { socket_id: SOCKET }, 'channel_name'],
    ['a public channel', { socket_id: SOCKET, channel_name: 'pet-news' }, 'channel_name'],
    ['an invalid channel name', { socket_id: SOCKET, channel_name: 'private-a b' }, 'channel_name'],
    [
      'an encrypted channel',
      { socket_id: SOCKET, channel_name: 'private-encrypted-x' },
      'channel_name',
    ],
  ])('answers 422 to %s', async (_why, fields, field) => {
    const res = await channelAuth(form(fields as Record<string, string>));
    expectErrorShape(res, 422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs the user data of the caller for pusher:signin', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/broadcasting/user-auth',
      headers: { ...bearer(keeper.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ socket_id: SOCKET }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { auth: string; user_data: string };
    expect(JSON.parse(body.user_data)).toEqual({
      id: keeper.user.id,
      user_info: { name: 'Realtime Keeper' },
    });
    const { key, secret } = server.config.realtime;
    expect(body.auth).toBe(`${key}:${hmacHex(secret, `${SOCKET}::user::${body.user_data}`)}`);
  });

  it('answers 401 without a token and 422 for a bad socket id', async () => {
    const url = '/broadcasting/user-auth';
    const noToken = await server.app.inject({
      method: 'POST',
      url,
      payload: { socket_id: SOCKET },
    });
    expectErrorShape(noToken, 401);
    const bad = await server.app.inject({
      method: 'POST',
      url,
      headers: bearer(keeper.token),
      payload: { socket_id: '1.2.3' },
    });
    expectErrorShape(bad, 422);
  });
});

describe.each([
  ['/broadcasting/auth', () => ({ socket_id: SOCKET, channel_name: own() })],
  ['/broadcasting/user-auth', () => ({ socket_id: SOCKET })],
])('%s with generated bad bodies', (url, valid) => {
  it('refuses them with a 4xx in the error shape and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const spec: BodySpec = { socket_id: { kind: 'string', required: true, maxLength: 41 } };
    if ('channel_name' in valid()) {
      spec.channel_name = { kind: 'string', required: true, maxLength: 164 };
    }
    await fc.assert(
      fc.asyncProperty(badBodies(valid(), spec), async (bad) => {
        const res = await server.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(keeper.token), 'content-type': 'application/json' },
          payload: bad.kind === 'raw' ? bad.text : JSON.stringify(bad.value),
        });
        expectErrorShape(res);
      }),
      { numRuns: 60 },
    );
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });
});
