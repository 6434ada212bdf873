import { LOCALE_CODES } from '@contract/locales';
import { createTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('GET /api/locales', () => {
  it('lists the 14 locales in site order with their prefixes', async () => {
    const res = await get('/api/locales');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((l: { code: string }) => l.code)).toEqual([...LOCALE_CODES]);
    expect(data[0]).toEqual({
      code: 'en',
      prefix: '',
      bcp47: 'en',
      native_name: 'English',
      system: true,
    });
    expect(data.find((l: { code: string }) => l.code === 'jp')).toEqual({
      code: 'jp',
      prefix: 'jp',
      bcp47: 'ja',
      native_name: '日本語',
      system: true,
    });
    expect(data.filter((l: { system: boolean }) => l.system)).toHaveLength(2);
  });
});

describe('GET /api/home', () => {
  it('returns the hero, features and the newest posts of the locale', async () => {
    const res = await get('/api/home');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      locale: 'en',
      hero: {
        title: 'Care for your pet',
        subtitle: 'Answers when you need them.',
        cta_label: 'Get started',
      },
      features: [{ icon: 'stethoscope', title: 'Symptom checker', text: 'Know how urgent it is.' }],
    });
    expect(data.latest_news.map((p: { slug: string }) => p.slug)).toEqual([
      'why-daily-walks-matter',
      'choosing-puppy-food',
      'dental-care-basics',
    ]);
    expect(data.latest_news[0].translations).toHaveLength(2);
  });

  it('returns the Japanese home from App-Language', async () => {
    const res = await get('/api/home', { 'App-Language': 'jp' });
    expect(res.json().data).toMatchObject({ locale: 'jp', hero: { cta_label: 'はじめる' } });
  });

  it('answers 404 for a locale without home content', async () => {
    const res = await get('/api/home?locale=fr');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Home content not found.',
      errors: {},
      error_id: res.headers['x-request-id'],
    });
  });

  it('answers 422 for an unknown locale', async () => {
    const res = await get('/api/home?locale=english');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ locale: ['The selected locale is invalid.'] });
  });
});

describe('GET /api/pages/:slug', () => {
  it('returns a page of the locale', async () => {
    const res = await get('/api/pages/privacy-policy');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        key: 'privacy-policy',
        slug: 'privacy-policy',
        locale: 'en',
        title: 'Privacy policy',
        body_html: '<p>We protect your data.</p>',
        updated_at: expect.any(String),
      },
    });
  });

  it('returns the Japanese page by its romanised slug', async () => {
    const res = await get('/api/pages/puraibashi-porishi?locale=jp');
    expect(res.json().data).toMatchObject({ key: 'privacy-policy', title: 'プライバシーポリシー' });
  });

  it.each(['/api/pages/privacy-policy?locale=fr', '/api/pages/imprint', '/api/pages/%20'])(
    '%s → 404 Page not found.',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Page not found.');
    },
  );
});
