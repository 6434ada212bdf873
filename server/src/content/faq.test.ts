import { createTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('GET /api/faq', () => {
  it('lists published articles newest first with translations and meta', async () => {
    const res = await get('/api/faq');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 12, total: 2, last_page: 1 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      key: 'vaccines',
      slug: 'which-vaccines-does-my-dog-need',
      locale: 'en',
      question: 'Which vaccines does my dog need?',
      excerpt: 'Core and lifestyle vaccines.',
      category: 'health',
      cover_image: null,
      published_at: '2026-02-10T09:00:00.000Z',
      updated_at: expect.any(String),
      translations: [{ locale: 'jp', slug: 'inu-ni-hitsuyou-na-wakuchin' }],
    });
    expect(body.data[1]).toMatchObject({
      slug: 'how-much-water-should-a-cat-drink',
      translations: [],
    });
  });

  it('adds answer_html with include=body', async () => {
    const res = await get('/api/faq?include=body');
    expect(res.json().data[1].answer_html).toBe(
      '<p>Roughly 50 ml per kg of body weight a day.</p>',
    );
  });

  it('paginates', async () => {
    const res = await get('/api/faq?per_page=1&page=2');
    expect(res.json().data.map((a: { slug: string }) => a.slug)).toEqual([
      'how-much-water-should-a-cat-drink',
    ]);
    expect(res.json().meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it('resolves the locale from App-Language', async () => {
    const res = await get('/api/faq', { 'App-Language': 'jp' });
    expect(res.json().data.map((a: { slug: string }) => a.slug)).toEqual([
      'inu-ni-hitsuyou-na-wakuchin',
    ]);
  });

  it.each([
    ['locale=EN', 'locale', 'The selected locale is invalid.'],
    ['per_page=101', 'per_page', 'The per page field must be between 1 and 100.'],
    ['page=abc', 'page', 'The page field must be an integer.'],
    ['include=answer', 'include', 'The selected include is invalid.'],
  ])('?%s → 422 on %s', async (query, field, message) => {
    const res = await get(`/api/faq?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message,
      errors: { [field]: [message] },
      error_id: res.headers['x-request-id'],
    });
  });
});

describe('GET /api/faq/:slug', () => {
  it('returns the article with its answer', async () => {
    const res = await get('/api/faq/inu-ni-hitsuyou-na-wakuchin?locale=jp');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      key: 'vaccines',
      locale: 'jp',
      question: '犬に必要なワクチンは？',
      answer_html: '<p>獣医師に相談してください。</p>',
      translations: [{ locale: 'en', slug: 'which-vaccines-does-my-dog-need' }],
    });
  });

  it.each(['/api/faq/nothing-here', '/api/faq/UPPER', '/api/faq/double--hyphen'])(
    '%s → 404 FAQ article not found.',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'FAQ article not found.',
        errors: {},
        error_id: res.headers['x-request-id'],
      });
    },
  );
});
