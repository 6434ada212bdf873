// Sign in with Apple answers with response_mode=form_post: the provider's page POSTs code and
// state to the redirect URI (a site path). Played here by the local oidc-provider as "apple".
import { UUID } from '../../../test/authHelpers';
import {
  followToFormPost,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidcProvider';
import { createTestServer, type TestServer } from '../../../test/testServer';

const PUBLIC_URL = 'http://127.0.0.1:8124';
const CALLBACK = `${PUBLIC_URL}/auth/apple/callback`;
let provider: TestOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'petcare-apple',
    clientSecret: 'petcare-apple-secret',
    redirectUris: [CALLBACK],
  });
  server = await createTestServer({
    env: {
      PUBLIC_URL,
      OIDC_APPLE_ISSUER: provider.issuer,
      OIDC_APPLE_CLIENT_ID: 'petcare-apple',
      OIDC_APPLE_CLIENT_SECRET: 'petcare-apple-secret',
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

const formPost = (path: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

it('asks Apple for e-mail and name with response_mode=form_post', async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/auth/apple' });
  const url = new URL(res.json().url as string);
  expect(url.searchParams.get('response_mode')).toBe('form_post');
  expect(url.searchParams.get('scope')).toBe('openid email name');
  expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
});

it('turns the POST into the GET of the callback page, whose exchange signs the user in', async () => {
  const start = await server.app.inject({ method: 'GET', url: '/api/auth/apple?redirect=/si/' });
  const authorize = new URL(start.json().url as string);
  authorize.searchParams.set('login_hint', 'alice');
  const posted = await followToFormPost(authorize.href, CALLBACK);
  expect(Object.keys(posted)).toEqual(expect.arrayContaining(['code', 'state']));

  const res = await formPost('/auth/apple/callback', { ...posted, user: '{"name":{}}' });
  expect(res.statusCode).toBe(303);
  expect(res.headers['cache-control']).toBe('no-store');
  const location = new URL(res.headers.location as string, PUBLIC_URL);
  expect(location.pathname).toBe('/auth/apple/callback/');
  // Only what the callback page reads goes along.
  expect([...location.searchParams.keys()].sort()).toEqual(
    Object.keys(posted)
      .filter((k) => ['code', 'state', 'iss'].includes(k))
      .sort(),
  );

  const exchange = await server.app.inject({
    method: 'POST',
    url: '/api/auth/apple/callback',
    payload: {
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
      ...(location.searchParams.get('iss') ? { iss: location.searchParams.get('iss') } : {}),
    },
  });
  expect(exchange.statusCode).toBe(200);
  expect(exchange.json()).toMatchObject({
    redirect: '/si/',
    user: { id: expect.stringMatching(UUID), email: 'alice@example.com' },
  });
});

it('hands a refusal to the page as well', async () => {
  const res = await formPost('/auth/apple/callback', {
    error: 'user_cancelled_authorize',
    state: 'abc',
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(
    '/auth/apple/callback/?state=abc&error=user_cancelled_authorize',
  );
});

it('answers 404 for a provider that is not configured or unknown', async () => {
  for (const name of ['google', 'facebook', 'github']) {
    const res = await formPost(`/auth/${name}/callback`, { code: 'x', state: 'y' });
    expect(res.statusCode).toBe(404);
  }
});

it('refuses over-long values without redirecting (a site path: a plain 400)', async () => {
  const res = await formPost('/auth/apple/callback', { code: 'x'.repeat(5000), state: 'y' });
  expect(res.statusCode).toBe(400);
  expect(res.headers.location).toBeUndefined();
});
