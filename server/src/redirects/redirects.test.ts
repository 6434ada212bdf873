// The route lookup and the editors' redirect endpoints, through the real app (PGlite and
// PostgreSQL, as the jest project decides).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestServer, type TestServer } from '../../test/testServer';
import { sha256Hex as hashToken } from '../http/secrets';
import { authTokens, users } from '../db/schema';

let server: TestServer;

async function tokenFor(
  email: string,
  { expiresInMs = 3_600_000, revoked = false }: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<string> {
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const token = randomBytes(24).toString('hex');
  await server.database.db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + expiresInMs),
    revokedAt: revoked ? new Date() : null,
  });
  return token;
}

let admin: Record<string, string>;
let keeper: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL: 'https://petcare.example' } });
  admin = { authorization: `Bearer ${await tokenFor(server.config.adminEmail)}` };
  keeper = { authorization: `Bearer ${await tokenFor(server.config.demoEmail)}` };
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

async function allRedirects() {
  const res = await inject({ url: '/api/admin/redirects?per_page=100', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; from_path: string; to_path: string; status: number }[];
}

describe('GET /api/route-lookup', () => {
  it.each([
    ['/blog/', { to: '/news/', status: 301 }],
    ['/blog', { to: '/news/', status: 301 }],
    ['/blog/?utm_source=mail', { to: '/news/?utm_source=mail', status: 301 }],
    ['/jp/blog/', { to: 'https://petcare.example/jp/news/', status: 302 }],
  ])('answers the seeded redirect for %s', async (path, redirect) => {
    const res = await inject({ url: `/api/route-lookup?path=${encodeURIComponent(path)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { redirect } });
  });

  it('answers null for a path without a stored redirect', async () => {
    const res = await inject({ url: '/api/route-lookup?path=%2Fnews%2F' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { redirect: null } });
  });

  it.each([
    ['', 'The path field is required.'],
    ['?path=', 'The path field is required.'],
    ['?path=news', 'The path field format is invalid.'],
    ['?path=%2F%2Fevil.example%2F', 'The path field format is invalid.'],
    [`?path=%2F${'a'.repeat(2001)}`, 'The path field must not be greater than 2000 characters.'],
  ])('answers 422 for the query %s', async (query, message) => {
    const res = await inject({ url: `/api/route-lookup${query.slice(0, 80)}${query.slice(80)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message,
      errors: { path: [message] },
      error_id: res.headers['x-request-id'],
    });
  });
});

describe('/api/admin/redirects access', () => {
  const routes = [
    ['GET', '/api/admin/redirects'],
    ['GET', '/api/admin/redirects/1'],
    ['POST', '/api/admin/redirects'],
    ['PUT', '/api/admin/redirects/1'],
    ['PATCH', '/api/admin/redirects/1'],
    ['DELETE', '/api/admin/redirects/1'],
  ] as const;

  it.each(routes)('%s %s → 401 without a token', async (method, url) => {
    const res = await inject({ method, url, payload: method === 'POST' ? { x: 1 } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Unauthenticated.',
      errors: {},
      error_id: res.headers['x-request-id'],
    });
  });

  it('401 for an unknown, expired or revoked token, and for a malformed header', async () => {
    const expired = await tokenFor(server.config.adminEmail, { expiresInMs: -1000 });
    const revoked = await tokenFor(server.config.adminEmail, { revoked: true });
    for (const authorization of [
      'Bearer not-a-token',
      `Bearer ${expired}`,
      `Bearer ${revoked}`,
      `Basic ${Buffer.from('admin:pw').toString('base64')}`,
      'Bearer',
    ]) {
      const res = await inject({ url: '/api/admin/redirects', headers: { authorization } });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 401 });
    }
  });

  it.each(routes)('%s %s → 403 for a pet keeper', async (method, url) => {
    const res = await inject({
      method,
      url,
      headers: keeper,
      payload: method === 'GET' || method === 'DELETE' ? undefined : { to_path: '/x/' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This action is unauthorized.');
  });

  it('checks rights before the input: bad JSON without a token is 401', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/admin/redirects',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('/api/admin/redirects as an admin', () => {
  it('lists the seeded examples with pagination', async () => {
    const res = await inject({ url: '/api/admin/redirects', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(body.data.map((r: { from_path: string }) => r.from_path)).toEqual(
      expect.arrayContaining(['/blog/', '/jp/blog/']),
    );
  });

  it('creates, reads, updates and deletes a redirect; the lookup follows each step', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/admin/redirects',
      headers: admin,
      payload: { from_path: '/news/old-walks', to_path: '/news/walks/' },
    });
    expect(created.statusCode).toBe(201);
    const redirect = created.json().data;
    expect(redirect).toMatchObject({
      from_path: '/news/old-walks/',
      to_path: '/news/walks/',
      status: 301,
    });
    expect(new Date(redirect.created_at).getTime()).not.toBeNaN();

    const lookup = async () =>
      (await inject({ url: '/api/route-lookup?path=/news/old-walks/?page=2' })).json().data
        .redirect;
    expect(await lookup()).toEqual({ to: '/news/walks/?page=2', status: 301 });

    const read = await inject({ url: `/api/admin/redirects/${redirect.id}`, headers: admin });
    expect(read.json().data).toEqual(redirect);

    const updated = await inject({
      method: 'PUT',
      url: `/api/admin/redirects/${redirect.id}`,
      headers: admin,
      payload: { to_path: 'https://vets.example/walks?ref=petcare', status: 302 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      from_path: '/news/old-walks/',
      to_path: 'https://vets.example/walks?ref=petcare',
      status: 302,
    });
    // The target has its own query, so the visitor's is not added.
    expect(await lookup()).toEqual({ to: 'https://vets.example/walks?ref=petcare', status: 302 });

    const patched = await inject({
      method: 'PATCH',
      url: `/api/admin/redirects/${redirect.id}`,
      headers: admin,
      payload: { status: 301 },
    });
    expect(patched.json().data).toMatchObject({ status: 301, from_path: '/news/old-walks/' });

    const deleted = await inject({
      method: 'DELETE',
      url: `/api/admin/redirects/${redirect.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await lookup()).toBeNull();
    const gone = await inject({ url: `/api/admin/redirects/${redirect.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Redirect not found.');
  });

  it.each([
    [
      {},
      {
        from_path: ['The from path field is required.'],
        to_path: ['The to path field is required.'],
      },
    ],
    [{ from_path: '', to_path: '/x/' }, { from_path: ['The from path field is required.'] }],
    [
      { from_path: 'old', to_path: '/x/' },
      { from_path: ['The from path field format is invalid.'] },
    ],
    [
      { from_path: '/old?x=1', to_path: '/x/' },
      { from_path: ['The from path field format is invalid.'] },
    ],
    [
      { from_path: '//evil.example/', to_path: '/x/' },
      { from_path: ['The from path field format is invalid.'] },
    ],
    [
      { from_path: '/old/', to_path: 'javascript:alert(1)' },
      { to_path: ['The to path field format is invalid.'] },
    ],
    [
      { from_path: '/old/', to_path: '//evil.example/' },
      { to_path: ['The to path field format is invalid.'] },
    ],
    [
      { from_path: '/old/', to_path: '/x/', status: 307 },
      { status: ['The selected status is invalid.'] },
    ],
    [
      { from_path: '/old/', to_path: '/x/', status: 'moved' },
      { status: ['The status field must be an integer.', 'The selected status is invalid.'] },
    ],
    [
      { from_path: { path: '/a/' }, to_path: '/x/' },
      { from_path: ['The from path field must be a string.'] },
    ],
    [
      { from_path: `/${'a'.repeat(2000)}`, to_path: '/x/' },
      { from_path: ['The from path field must not be greater than 2000 characters.'] },
    ],
    [
      { from_path: '/api/news/', to_path: '/x/' },
      { from_path: ['The from path may not point into the API.'] },
    ],
    [
      { from_path: '/ja/news/', to_path: '/x/' },
      { from_path: ['The from path is already redirected by a fixed site rule.'] },
    ],
    [
      { from_path: '/fr/care/', to_path: '/x/' },
      { from_path: ['The from path is already redirected by a fixed site rule.'] },
    ],
    [
      { from_path: '/blog', to_path: '/x/' },
      { from_path: ['The from path has already been taken.'] },
    ],
    [
      { from_path: '/loop/', to_path: '/loop?x=1' },
      { to_path: ['The to path would lead back to the from path.'] },
    ],
    [
      { from_path: '/news/', to_path: '/blog/' },
      { to_path: ['The to path would lead back to the from path.'] },
    ],
    [
      { from_path: '/old/', to_path: 'https://exa mple.com/' },
      { to_path: ['The to path field format is invalid.'] },
    ],
  ])('POST %j → 422 %j, nothing stored', async (payload, errors) => {
    const before = await allRedirects();
    const res = await inject({
      method: 'POST',
      url: '/api/admin/redirects',
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(res.json().error_id).toBe(res.headers['x-request-id']);
    expect(await allRedirects()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON, storing nothing', async () => {
    const before = await allRedirects();
    const res = await inject({
      method: 'POST',
      url: '/api/admin/redirects',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"from_path":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
    expect(await allRedirects()).toEqual(before);
  });

  it('refuses an update that collides or loops, leaving the row unchanged', async () => {
    const [blog] = (await allRedirects()).filter((r) => r.from_path === '/blog/');
    const before = await allRedirects();
    const collide = await inject({
      method: 'PUT',
      url: `/api/admin/redirects/${blog!.id}`,
      headers: admin,
      payload: { from_path: '/jp/blog/' },
    });
    expect(collide.statusCode).toBe(422);
    expect(collide.json().errors).toEqual({ from_path: ['The from path has already been taken.'] });
    const loop = await inject({
      method: 'PUT',
      url: `/api/admin/redirects/${blog!.id}`,
      headers: admin,
      payload: { to_path: '/blog' },
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors).toEqual({
      to_path: ['The to path would lead back to the from path.'],
    });
    const bad = await inject({
      method: 'PATCH',
      url: `/api/admin/redirects/${blog!.id}`,
      headers: admin,
      payload: { status: 200 },
    });
    expect(bad.statusCode).toBe(422);
    expect(await allRedirects()).toEqual(before);
  });

  it('keeps its own path when an update only changes the target', async () => {
    const [blog] = (await allRedirects()).filter((r) => r.from_path === '/blog/');
    const res = await inject({
      method: 'PUT',
      url: `/api/admin/redirects/${blog!.id}`,
      headers: admin,
      payload: { from_path: '/blog/', to_path: '/news/' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.from_path).toBe('/blog/');
  });

  it.each(['abc', '0', '-1', '99999999999', '1.5'])('answers 404 for the id %s', async (id) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await inject({
        method,
        url: `/api/admin/redirects/${id}`,
        headers: admin,
        payload: method === 'PUT' ? { status: 301 } : undefined,
      });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
      expect(res.json().message).toBe('Redirect not found.');
    }
  });

  it('answers 404 for an id that does not exist, on every method', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await inject({
        method,
        url: '/api/admin/redirects/999999',
        headers: admin,
        payload: method === 'PUT' || method === 'PATCH' ? { status: 301 } : undefined,
      });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
    }
  });

  it('answers 422 for bad pagination', async () => {
    const res = await inject({ url: '/api/admin/redirects?per_page=1000', headers: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.per_page).toEqual(['The per page field must be between 1 and 100.']);
  });
});
