// A Japanese caller gets Japanese answers: every operation of the API, called with the hostile
// requests of the route fuzz (test/fuzzRequests.ts) and with App-Language: jp, as a guest, a pet
// keeper and an admin, refuses in Japanese — no English word in the message or a field message
// beyond brand and technical names. And a few answers a keeper meets, word for word.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { issueToken } from '../auth/authTokens';
import { ADMIN, bearer, registerKeeper } from '../../test/authHelpers';
import { edgeRequests, type FuzzRequest, type RouteSchemas } from '../../test/fuzzRequests';
import { createTestServer, type TestServer } from '../../test/testServer';
import { users } from '../db/schema';
import { ManualClock } from '../http/clock';
import { untranslatedEnglish } from '@contract/untranslatedEnglish';

jest.setTimeout(600_000);

let server: TestServer;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  server = await createTestServer({ app: { clock } });
});
afterAll(() => server.close());

const JP = { 'app-language': 'jp' };

/** The English words of an answer; values it echoes back (「…」, a path) are the caller's. */
function englishIn(res: LightMyRequestResponse): string[] {
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  return [body.message, ...Object.values(body.errors).flat()].filter(
    (text) => untranslatedEnglish(text.replace(/「[^」]*」/g, '')).length > 0,
  );
}

describe('every refusal to a Japanese caller', () => {
  it('is in Japanese, for every operation and every kind of caller', async () => {
    const keeper = await registerKeeper(server.app, { pet: { name: 'Mochi', species: 'cat' } });
    const [admin] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    const callers: { name: string; token: () => Promise<string | null> }[] = [
      { name: 'guest', token: async () => null },
      { name: 'pet keeper', token: async () => keeper.token },
      {
        name: 'admin',
        token: () => issueToken(server.database.db, clock, admin!.id, 'email'),
      },
    ];
    const problems: string[] = [];
    let refusals = 0;
    for (const route of server.app.routeInventory) {
      if (!route.url.startsWith('/api/') || ['HEAD', 'OPTIONS'].includes(route.method)) continue;
      const method = route.method === 'ALL' ? 'POST' : route.method;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const schemas = (route.schema ?? {}) as RouteSchemas;
      for (const who of callers) {
        const token = await who.token();
        for (const request of edgeRequests(method, paramNames, schemas, {})) {
          const res = await send(method, route.url, request, token);
          if (res.statusCode < 400) continue;
          refusals += 1;
          for (const text of englishIn(res)) {
            if (!problems.some((p) => p.endsWith(`: ${text}`))) {
              problems.push(`${method} ${route.url} as ${who.name} (${request.why}): ${text}`);
            }
          }
          if (res.statusCode === 401 || res.statusCode === 403) break;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(refusals).toBeGreaterThan(200);
  });
});

async function send(
  method: string,
  pattern: string,
  request: FuzzRequest,
  token: string | null,
): Promise<LightMyRequestResponse> {
  const path = pattern
    .replace(/:(\w+)/g, (_m, name: string) => request.params[name] ?? '1')
    .replace(/\*$/, 'fuzz');
  return server.app.inject({
    method: method as InjectOptions['method'],
    url: request.query === '' ? path : `${path}?${request.query}`,
    headers: {
      ...JP,
      ...(token === null ? {} : bearer(token)),
      ...(request.body ? { 'content-type': request.body.contentType } : {}),
    },
    ...(request.body ? { payload: request.body.payload } : {}),
    remoteAddress: '198.51.100.7',
  });
}

describe('answers a Japanese keeper meets', () => {
  it('a failed login', async () => {
    const keeper = await registerKeeper(server.app);
    const payload = { email: keeper.email, password: 'not the password' };
    const jp = await server.app.inject({ method: 'POST', url: '/api/login', headers: JP, payload });
    expect(jp.statusCode).toBe(422);
    expect(jp.json()).toMatchObject({
      message: 'メールアドレスまたはパスワードが正しくありません。',
      errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
    });
    const en = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'app-language': 'en' },
      payload,
    });
    expect(en.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('an e-mail address already registered, and the terms not accepted', async () => {
    const keeper = await registerKeeper(server.app);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      headers: JP,
      payload: {
        name: 'Hanako',
        email: keeper.email,
        password: 'Correct horse battery 42',
        password_confirmation: 'Correct horse battery 42',
        terms: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['このメールアドレスはすでに登録されています。'] });
    const noTerms = await server.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      headers: JP,
      payload: {
        name: 'Hanako',
        email: 'hanako-terms@example.com',
        password: 'Correct horse battery 42',
        password_confirmation: 'Correct horse battery 42',
      },
    });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json()).toMatchObject({
      message: '利用規約への同意は必須です。',
      errors: { terms: ['利用規約への同意は必須です。'] },
    });
  });

  it('a pet that is not there, and the summary of several field errors', async () => {
    const keeper = await registerKeeper(server.app);
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/keeper/pets/999999',
      headers: { ...JP, ...bearer(keeper.token) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ペットが見つかりません。');
    const several = await server.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      headers: JP,
      payload: {},
    });
    expect(several.json().message).toMatch(/^.+。（ほか\d+件のエラーがあります）$/);
    expect(several.json().errors.email).toEqual(['メールアドレスは必須です。']);
  });

  it('a success answer with a message', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/recover-password',
      headers: JP,
      payload: { email: 'nobody-here@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'そのメールアドレスのアカウントがある場合は、パスワードの再設定用リンクをお送りしました。',
    );
  });

  it('follows the saved language when a call says none, and App-Language over it', async () => {
    const keeper = await registerKeeper(server.app);
    await server.database.db
      .update(users)
      .set({ language: 'jp' })
      .where(eq(users.email, keeper.email));
    const url = '/api/keeper/pets/999999';
    const saved = await server.app.inject({ method: 'GET', url, headers: bearer(keeper.token) });
    expect(saved.json().message).toBe('ペットが見つかりません。');
    for (const language of ['en', 'fr']) {
      const res = await server.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(keeper.token), 'app-language': language },
      });
      expect(res.json().message).toBe('Pet not found.');
    }
  });
});
