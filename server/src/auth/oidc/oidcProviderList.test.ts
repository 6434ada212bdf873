// GET /api/auth/providers: the site offers only the sign-in providers this server is configured
// for, so a default start (none configured) shows no "Continue with …" button at all.
import { createTestServer, type TestServer } from '../../../test/testServer';

const GOOGLE_ONLY = {
  OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/google',
  OIDC_GOOGLE_CLIENT_ID: 'petcare-web',
  OIDC_GOOGLE_CLIENT_SECRET: 'petcare-web-secret',
};

async function providersOf(server: TestServer) {
  const res = await server.app.inject({ method: 'GET', url: '/api/auth/providers' });
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('GET /api/auth/providers', () => {
  it('lists none on a server without provider settings', async () => {
    const server = await createTestServer();
    try {
      expect(await providersOf(server)).toEqual({ status: 200, body: { data: [] } });
    } finally {
      await server.close();
    }
  });

  it('lists exactly the configured providers, in display order, to guests', async () => {
    const server = await createTestServer({
      env: {
        ...GOOGLE_ONLY,
        OIDC_FACEBOOK_ISSUER: 'http://127.0.0.1:9/facebook',
        OIDC_FACEBOOK_CLIENT_ID: 'petcare-fb',
        OIDC_FACEBOOK_CLIENT_SECRET: 'petcare-fb-secret',
      },
    });
    try {
      expect(await providersOf(server)).toEqual({
        status: 200,
        body: { data: ['google', 'facebook'] },
      });
      // An unconfigured provider is still refused when asked for directly.
      const apple = await server.app.inject({ method: 'GET', url: '/api/auth/apple' });
      expect(apple.statusCode).toBe(404);
      expect(apple.json()).toMatchObject({ message: 'Sign-in provider not found.' });
    } finally {
      await server.close();
    }
  });
});
