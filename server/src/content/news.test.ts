import { createTestServer, type TestServer } from '../../test/testServer';
import { newsPosts } from '../db/schema';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  // A draft must never be public, neither listed nor by slug.
  await server.database.db.insert(newsPosts).values({
    key: 'secret-draft',
    locale: 'en',
    slug: 'secret-draft',
    title: 'Not yet',
    status: 'draft',
    publishedAt: new Date('2026-12-31T00:00:00Z'),
  });
});

afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('GET /api/news', () => {
  it('lists the published posts of English by default, newest first, with pagination meta', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'why-daily-walks-matter',
      'choosing-puppy-food',
      'dental-care-basics',
    ]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 12, total: 3, last_page: 1 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      key: 'daily-walks',
      slug: 'why-daily-walks-matter',
      locale: 'en',
      title: 'Why daily walks matter',
      excerpt: 'Walks keep dogs fit.',
      category: 'exercise',
      cover_image: '/images/covers/dog-walk.svg',
      reading_minutes: 4,
      published_at: '2026-03-01T09:00:00.000Z',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      translations: [
        { locale: 'jp', slug: 'mainichi-no-sanpo' },
        { locale: 'fr', slug: 'pourquoi-les-promenades-quotidiennes' },
      ],
    });
    expect(body.data[0]).not.toHaveProperty('body_html');
  });

  it('adds body_html with include=body', async () => {
    const res = await get('/api/news?include=body&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].body_html).toBe('<p>Walk your dog every day.</p>');
  });

  it('paginates', async () => {
    const res = await get('/api/news?per_page=2&page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(['dental-care-basics']);
    expect(body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
  });

  it('answers an empty page past the end', async () => {
    const res = await get('/api/news?per_page=2&page=9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 2, total: 3, last_page: 2 },
    });
  });

  it('filters by category', async () => {
    const res = await get('/api/news?category=health');
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual(['dental-care-basics']);
    expect(res.json().meta.total).toBe(1);
  });

  it('takes the locale from the query', async () => {
    const res = await get('/api/news?locale=jp');
    const body = res.json();
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'mainichi-no-sanpo',
      'koinu-no-gohan',
    ]);
    expect(body.data[1].translations).toEqual([{ locale: 'en', slug: 'choosing-puppy-food' }]);
  });

  it('takes the locale from App-Language when the query has none', async () => {
    const res = await get('/api/news', { 'App-Language': 'fr' });
    expect(res.json().data.map((p: { locale: string }) => p.locale)).toEqual(['fr']);
  });

  it('prefers the query locale over App-Language', async () => {
    const res = await get('/api/news?locale=jp', { 'App-Language': 'fr' });
    expect(res.json().data[0].locale).toBe('jp');
  });

  it('falls back to English for an unknown App-Language', async () => {
    const res = await get('/api/news', { 'App-Language': 'klingon' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].locale).toBe('en');
  });

  it('answers an empty list for a known locale without posts', async () => {
    const res = await get('/api/news?locale=pt-br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 },
    });
  });

  it('treats empty query parameters as not given', async () => {
    const res = await get('/api/news?locale=&page=&per_page=&include=', { 'App-Language': 'jp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 12, total: 2, last_page: 1 });
  });

  it('ignores unknown query parameters', async () => {
    const res = await get('/api/news?utm_source=mail&foo=bar');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(3);
  });
});

describe('GET /api/news bad input', () => {
  const cases: [string, Record<string, string[]>][] = [
    ['locale=xx', { locale: ['The selected locale is invalid.'] }],
    ['per_page=0', { per_page: ['The per page field must be between 1 and 100.'] }],
    ['per_page=1000', { per_page: ['The per page field must be between 1 and 100.'] }],
    ['per_page=abc', { per_page: ['The per page field must be an integer.'] }],
    ['per_page=1.5', { per_page: ['The per page field must be an integer.'] }],
    ['page=-1', { page: ['The page field must be at least 1.'] }],
    ['page=0', { page: ['The page field must be at least 1.'] }],
    ['include=foo', { include: ['The selected include is invalid.'] }],
    ['include=body,translations', { include: ['The selected include is invalid.'] }],
  ];

  it.each(cases)('?%s → 422 with the field error', async (query, errors) => {
    const res = await get(`/api/news?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toEqual({
      message: Object.values(errors)[0]?.[0],
      errors,
      error_id: res.headers['x-request-id'],
    });
  });

  it('reports every invalid field, summarised Laravel-style', async () => {
    const res = await get('/api/news?locale=xx&per_page=0&page=abc');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['locale', 'page', 'per_page']);
    expect(body.message).toMatch(/^The .+\. \(and 2 more errors\)$/);
  });
});

describe('GET /api/news/:slug', () => {
  it('returns the post with its body and translations', async () => {
    const res = await get('/api/news/choosing-puppy-food');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      slug: 'choosing-puppy-food',
      locale: 'en',
      title: 'Choosing puppy food',
      body_html: '<p>Puppies need more protein.</p>',
      translations: [{ locale: 'jp', slug: 'koinu-no-gohan' }],
    });
  });

  it('finds a post in the locale of App-Language', async () => {
    const res = await get('/api/news/koinu-no-gohan', { 'App-Language': 'jp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('子犬のごはんの選び方');
  });

  it.each([
    ['an unknown slug', '/api/news/no-such-post'],
    ['a slug of another locale', '/api/news/koinu-no-gohan'],
    ['a draft', '/api/news/secret-draft'],
    ['a malformed slug', '/api/news/Not_A_Slug'],
    ['an over-long slug', `/api/news/${'a'.repeat(201)}`],
    ['a slug with encoded characters', '/api/news/%E2%9C%93'],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'News post not found.',
      errors: {},
      error_id: res.headers['x-request-id'],
    });
  });

  it('answers 422 for an unknown locale', async () => {
    const res = await get('/api/news/choosing-puppy-food?locale=zz');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ locale: ['The selected locale is invalid.'] });
  });

  it('never lists drafts', async () => {
    const res = await get('/api/news?per_page=100');
    expect(res.json().data.map((p: { slug: string }) => p.slug)).not.toContain('secret-draft');
  });
});
