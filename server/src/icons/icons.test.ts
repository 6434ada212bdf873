// The icon endpoint through the real app (PGlite and PostgreSQL, as the jest project decides).
import { MAX_ICONS_PER_REQUEST } from '@contract/limits';
import { createTestServer, type TestServer } from '../../test/testServer';
import { ICON_CACHE_CONTROL } from './iconRoutes';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function expectError(
  res: Awaited<ReturnType<typeof get>>,
  status: number,
  message: string,
  errors: Record<string, string[]> = {},
): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message, errors, error_id: res.headers['x-request-id'] });
}

describe('GET /api/icons/{collection}.json', () => {
  it('answers the requested icons in the Iconify JSON format', async () => {
    const res = await get('/api/icons/lucide.json?icons=heart,dog');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.prefix).toBe('lucide');
    expect(body.width).toBe(24);
    expect(body.height).toBe(24);
    expect(Object.keys(body.icons).sort()).toEqual(['dog', 'heart']);
    expect(body.icons.heart.body).toContain('<path');
    expect(body).not.toHaveProperty('not_found');
    expect(body).not.toHaveProperty('aliases');
  });

  it('resolves an alias: the alias and its parent icon are both in the answer', async () => {
    const res = await get('/api/icons/lucide.json?icons=alert-circle');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aliases).toEqual({ 'alert-circle': { parent: 'circle-alert' } });
    expect(Object.keys(body.icons)).toEqual(['circle-alert']);
  });

  it('lists unknown names in not_found next to the ones it has', async () => {
    const res = await get('/api/icons/lucide.json?icons=heart,no-such-icon,zzz');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.icons)).toEqual(['heart']);
    expect(body.not_found).toEqual(['no-such-icon', 'zzz']);
  });

  it('answers an empty icon set when none of the names exist', async () => {
    const res = await get('/api/icons/mdi.json?icons=not-an-mdi-icon');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ prefix: 'mdi', icons: {}, not_found: ['not-an-mdi-icon'] });
  });

  it('serves a second collection (mdi) with its own defaults', async () => {
    const res = await get('/api/icons/mdi.json?icons=paw');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.prefix).toBe('mdi');
    expect(body.icons.paw.body).toContain('<path');
  });

  it('sends long cache headers and an ETag that ignores order and repeats', async () => {
    const first = await get('/api/icons/lucide.json?icons=heart,dog');
    const second = await get('/api/icons/lucide.json?icons=dog,heart,dog');
    expect(first.headers['cache-control']).toBe(ICON_CACHE_CONTROL);
    expect(first.headers['cache-control']).toMatch(/max-age=604800/);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const other = await get('/api/icons/lucide.json?icons=heart');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await get('/api/icons/lucide.json?icons=heart');
    const etag = String(first.headers.etag);
    const again = await get('/api/icons/lucide.json?icons=heart', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/api/icons/lucide.json?icons=heart', {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(weak.statusCode).toBe(304);
    const stale = await get('/api/icons/lucide.json?icons=heart', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 in the error shape for an unknown collection', async () => {
    expectError(
      await get('/api/icons/fontawesome.json?icons=heart'),
      404,
      'Icon collection fontawesome not found.',
    );
  });

  it.each([
    ['/api/icons/Lucide.json?icons=heart'],
    ['/api/icons/..%2Flucide.json?icons=heart'],
    ['/api/icons/lucide.svg?icons=heart'],
    ['/api/icons/lucide?icons=heart'],
  ])('answers 404 for the malformed collection path %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: {}, error_id: res.headers['x-request-id'] });
  });

  const tooMany = Array.from({ length: MAX_ICONS_PER_REQUEST + 1 }, (_, i) => `icon-${i}`);
  it.each([
    ['no icons parameter', '', 'The icons field is required.'],
    ['an empty icons parameter', '?icons=', 'The icons field is required.'],
    ['upper-case names', '?icons=Heart', 'The icons field format is invalid.'],
    ['an empty name in the list', '?icons=heart,,dog', 'The icons field format is invalid.'],
    ['a trailing comma', '?icons=heart,', 'The icons field format is invalid.'],
    ['a name with a prefix', '?icons=lucide:heart', 'The icons field format is invalid.'],
    ['markup', '?icons=%3Cscript%3E', 'The icons field format is invalid.'],
    ['spaces', '?icons=heart,%20dog', 'The icons field format is invalid.'],
    [
      'too many names',
      `?icons=${tooMany.join(',')}`,
      `The icons field must not have more than ${MAX_ICONS_PER_REQUEST} items.`,
    ],
    [
      'an over-long list',
      `?icons=${'a'.repeat(4001)}`,
      'The icons field must not be greater than 4000 characters.',
    ],
  ])('answers 422 for %s', async (_case, query, message) => {
    expectError(await get(`/api/icons/lucide.json${query}`), 422, message, { icons: [message] });
  });

  it('accepts exactly the maximum number of names', async () => {
    const names = Array.from({ length: MAX_ICONS_PER_REQUEST }, (_, i) => `icon-${i}`);
    const res = await get(`/api/icons/lucide.json?icons=${names.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().not_found).toHaveLength(MAX_ICONS_PER_REQUEST);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await get('/api/openapi.json');
    expect(Object.keys(res.json().paths)).toContain('/api/icons/{collection}.json');
  });
});
