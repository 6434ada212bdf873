import { sendJson, startTestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';
import { clearRouteLookupCache, isAbsoluteTarget, lookupRouteRedirect } from './routeLookup';

/** jsdom has no fetch Response; this is the part the client reads. */
function response(status: number, json: () => Promise<unknown>): Response {
  return { ok: status >= 200 && status < 300, status, json } as Response;
}

function answer(body: unknown, status = 200) {
  return jest.fn(async (_url: string, _init?: RequestInit) => response(status, async () => body));
}

beforeEach(() => clearRouteLookupCache());

describe('lookupRouteRedirect', () => {
  it('asks the API with the spec headers and returns its redirect', async () => {
    const fetchImpl = answer({ data: { redirect: { to: '/news/', status: 301 } } });
    expect(await lookupRouteRedirect('/jp/blog/?x=1', fetchImpl)).toEqual({
      to: '/news/',
      status: 301,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/route-lookup?path=%2Fjp%2Fblog%2F%3Fx%3D1');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'App-Language': 'jp',
      'Cache-Control': 'no-cache',
    });
  });

  it('sends the headers of every API call, with the session the cookies hold, to a real server', async () => {
    const server = await startTestHttpServer();
    server.handle((_req, res) => sendJson(res, 200, { data: { redirect: null } }));
    const overServer = (url: string, init?: RequestInit) => fetch(`${server.origin}${url}`, init);
    try {
      clearAllCookies();
      await lookupRouteRedirect('/blog/', overServer);
      document.cookie = 'auth-token=tok-1; Path=/';
      document.cookie = `selected-user-role=${encodeURIComponent(
        JSON.stringify({ name: 'vet', medical_entity_id: 12 }),
      )}; Path=/`;
      await lookupRouteRedirect('/jp/old-page/', overServer);
      const [guest, vet] = server.requests.map((r) => r.headers);
      expect(guest).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', 'app-language': 'en' });
      expect(guest).not.toHaveProperty('authorization');
      expect(guest).not.toHaveProperty('x-medical-entity-id');
      expect(vet).toMatchObject({
        'x-requested-with': 'XMLHttpRequest',
        'app-language': 'jp',
        authorization: 'Bearer tok-1',
        'x-medical-entity-id': '12',
        'cache-control': 'no-cache',
      });
    } finally {
      clearAllCookies();
      await server.close();
    }
  });

  it('answers null for no redirect, an error status, bad JSON or a network failure', async () => {
    expect(await lookupRouteRedirect('/a/', answer({ data: { redirect: null } }))).toBeNull();
    expect(await lookupRouteRedirect('/b/', answer({ message: 'x' }, 500))).toBeNull();
    expect(
      await lookupRouteRedirect(
        '/c/',
        jest.fn(async () =>
          response(200, async () => {
            throw new SyntaxError('Unexpected token <');
          }),
        ),
      ),
    ).toBeNull();
    expect(
      await lookupRouteRedirect(
        '/d/',
        jest.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).toBeNull();
  });

  it('reuses an answer for a minute', async () => {
    const fetchImpl = answer({ data: { redirect: null } });
    await lookupRouteRedirect('/e/', fetchImpl, 0);
    await lookupRouteRedirect('/e/', fetchImpl, 59_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await lookupRouteRedirect('/e/', fetchImpl, 61_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('isAbsoluteTarget', () => {
  it('tells URLs from site paths', () => {
    expect(isAbsoluteTarget('https://a.example/x')).toBe(true);
    expect(isAbsoluteTarget('http://a.example')).toBe(true);
    expect(isAbsoluteTarget('/news/')).toBe(false);
    expect(isAbsoluteTarget('/news/?u=https://x')).toBe(false);
  });
});
