// Provider sign-in against a real OpenID Connect provider (oidc-provider) on loopback: the full
// authorization code flow with PKCE, state and nonce, through our two endpoints.
import { eq } from 'drizzle-orm';
import {
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  UUID,
} from '../../../test/authHelpers';
import {
  followToCallback,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidcProvider';
import { createTestServer, type TestServer } from '../../../test/testServer';
import { userIdentities, users } from '../../db/schema';
import { ManualClock, MINUTE } from '../../http/clock';

const PUBLIC_URL = 'http://127.0.0.1:8123';
const CALLBACK = `${PUBLIC_URL}/auth/google/callback`;
let provider: TestOidcProvider;
let server: TestServer;
const clock = new ManualClock(new Date());

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'petcare-web',
    clientSecret: 'petcare-web-secret',
    redirectUris: [CALLBACK],
  });
  server = await createTestServer({
    app: { clock },
    env: {
      PUBLIC_URL,
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: 'petcare-web',
      OIDC_GOOGLE_CLIENT_SECRET: 'petcare-web-secret',
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

async function start(redirect?: string): Promise<string> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/auth/google${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

/** The provider's answer for an account of the test provider (see oidcProviderProcess.mjs). */
async function authorize(
  account: string,
  redirect?: string,
): Promise<{ code: string; state: string }> {
  const url = new URL(await start(redirect));
  url.searchParams.set('login_hint', account);
  const back = await followToCallback(url.href, CALLBACK);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const callback = (body: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/google/callback', payload: body, headers });

describe('GET /api/auth/{provider}', () => {
  it('returns the authorization URL with PKCE, state and nonce', async () => {
    const url = new URL(await start('/si'));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'petcare-web',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
  });

  it.each(['apple', 'facebook', 'github', 'x'.repeat(60)])(
    'answers 404 for a provider that is not configured: %s',
    async (name) => {
      const res = await server.app.inject({ method: 'GET', url: `/api/auth/${name}` });
      expectErrorShape(res, 404);
      expect(res.json().message).toBe('Sign-in provider not found.');
    },
  );

  it('refuses redirects off the site', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', 'si']) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/auth/google?redirect=${encodeURIComponent(redirect)}`,
      });
      expectErrorShape(res, 422);
      expect(res.json().errors).toEqual({ redirect: ['The redirect field format is invalid.'] });
    }
  });
});

describe('POST /api/auth/{provider}/callback', () => {
  it('creates a pet keeper for a new e-mail and signs them in', async () => {
    const { code, state } = await authorize('alice', '/my-pets/add-new-pet');
    const res = await callback({ code, state }, { 'app-language': 'jp' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.redirect).toBe('/my-pets/add-new-pet');
    expect(body.user).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Alice Provider',
      email: 'alice@example.com',
      roles: [{ name: 'pet-keeper', medical_entity_id: null }],
      preferences: { language: 'jp', weight_unit: 'kg' },
    });
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(body.token),
    });
    expect(me.json().data.email).toBe('alice@example.com');
    const [alice] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'alice@example.com'));
    expect(alice?.passwordHash).toBeNull();

    // Signing in again finds the same user through the linked identity.
    const again = await authorize('alice');
    const second = await callback(again);
    expect(second.json().user.id).toBe(body.user.id);
    expect(second.json().redirect).toBeNull();
  });

  it('links a verified e-mail to the existing account', async () => {
    const { code, state } = await authorize('demo');
    const res = await callback({ code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO.email, name: 'Alex Morgan' });
    const [demo] = await server.database.db.select().from(users).where(eq(users.email, DEMO.email));
    const identities = await server.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, demo!.id));
    expect(identities.map((i) => [i.provider, i.subject])).toEqual([['google', 'demo']]);
  });

  it('refuses to link an unverified e-mail to an existing account', async () => {
    const flow = await authorize('unverified');
    const before = await databaseFingerprint(server.database.db);
    const res = await callback(flow);
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      email: ['An account with this e-mail address already exists. Sign in with your password.'],
    });
    const after = await databaseFingerprint(server.database.db);
    // Only the used state was removed.
    expect({ ...after, oidc_login_states: '' }).toEqual({ ...before, oidc_login_states: '' });
  });

  it('needs an e-mail address from the provider', async () => {
    const res = await callback(await authorize('no-email'));
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      email: ['The sign-in provider did not share your e-mail address.'],
    });
  });

  it('uses a state once', async () => {
    const flow = await authorize('alice');
    expect((await callback(flow)).statusCode).toBe(200);
    const replay = await callback(flow);
    expectErrorShape(replay, 422);
    expect(replay.json().errors).toEqual({
      state: ['This sign-in attempt is invalid or has expired. Please try again.'],
    });
  });

  it('refuses a state older than 10 minutes', async () => {
    const flow = await authorize('alice');
    clock.advance(10 * MINUTE + 1000);
    expectErrorShape(await callback(flow), 422);
  });

  it('refuses a forged state and a wrong code', async () => {
    const flow = await authorize('alice');
    expectErrorShape(await callback({ ...flow, state: 'forged-state-value' }), 422);
    const wrongCode = await callback({ ...flow, code: 'not-the-code' });
    expectErrorShape(wrongCode, 422);
    expect(wrongCode.json().errors).toEqual({
      code: ['The sign-in with the provider failed. Please try again.'],
    });
  });

  it("refuses another provider's state", async () => {
    const flow = await authorize('alice');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      payload: flow,
    });
    expectErrorShape(res, 404);
  });
});
