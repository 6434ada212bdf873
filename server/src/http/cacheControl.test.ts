// No answer of the API may be kept by a cache unless the route says so: sign-in, registration,
// the user, errors, reset links in the demo outbox. Public content reads are cacheable for
// guests only.
import { DEMO, freshAddress, login, registerKeeper } from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { CACHEABLE_API_ROUTES, NO_STORE, PUBLIC_REVALIDATE } from './cacheControl';
import { accessRuleOf } from './routeInventory';

jest.setTimeout(90_000);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('Cache-Control', () => {
  it('is no-store on every answer that carries a token or personal data, and on errors', async () => {
    const password = 'Correct horse battery 42';
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      payload: {
        name: 'Cache Keeper',
        email: `cache-${Date.now()}@example.com`,
        password,
        password_confirmation: password,
        terms: true,
      },
    });
    expect(register.statusCode).toBe(201);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: DEMO,
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    const token = await login(server.app, DEMO);
    const auth = { authorization: `Bearer ${token}` };
    const answers = [
      register,
      signIn,
      await server.app.inject({ url: '/api/user', headers: auth }),
      await server.app.inject({ url: '/api/account/billing-data', headers: auth }),
      await server.app.inject({ url: '/api/pets', headers: auth }),
      await server.app.inject({ url: '/api/dev/outbox' }),
      await server.app.inject({ url: '/api/user' }),
      await server.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      await server.app.inject({ url: '/api/news/no-such-article' }),
      await server.app.inject({ url: '/api/no-such-route' }),
    ];
    for (const res of answers) {
      expect(`${res.statusCode} ${String(res.headers['cache-control'])}`).toBe(
        `${res.statusCode} ${NO_STORE}`,
      );
    }
  });

  it('lets caches keep public content for guests only, per language', async () => {
    const guest = await server.app.inject({ url: '/api/news' });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe(PUBLIC_REVALIDATE);
    expect(String(guest.headers.vary)).toMatch(/Authorization/);
    expect(String(guest.headers.vary)).toMatch(/App-Language/);
    // The same read with credentials may differ by caller: never stored.
    const keeper = await registerKeeper(server.app);
    const signedIn = await server.app.inject({
      url: '/api/news',
      headers: { authorization: `Bearer ${keeper.token}` },
    });
    expect(signedIn.headers['cache-control']).toBe(NO_STORE);
  });

  it('declares only public reads cacheable', () => {
    for (const route of CACHEABLE_API_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      expect(method).toBe('GET');
      const access = accessRuleOf(server.app.routeInventory, method, url);
      expect([route, access?.kind]).toEqual([route, 'public']);
    }
  });
});
