// Content publishing: admins and super-admins edit and publish; publishing reaches the public
// API and triggers a site rebuild; everyone else is refused and nothing changes.
import { eq } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  login,
  SUPER_ADMIN,
  VET,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { cities, pages } from '../db/schema';

let server: TestServer;
const onContentChanged = jest.fn();
let adminToken: string;

beforeAll(async () => {
  server = await createTestServer({ app: { onContentChanged } });
  adminToken = await login(server.app, ADMIN);
});
afterAll(() => server.close());
beforeEach(() => onContentChanged.mockClear());

type Method = 'GET' | 'POST' | 'PUT';
const admin = (method: Method, url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicGet = (url: string) => server.app.inject({ method: 'GET', url });
const fingerprint = async () =>
  (await publicGet('/api/content/fingerprint')).json().data.fingerprint as string;

const article = {
  locale: 'en',
  slug: 'summer-heat-and-dogs',
  title: 'Summer heat and dogs',
  excerpt: 'Keep them cool.',
  body_html: '<p>Walk early, carry water, never leave a dog in a car.</p>',
  category: 'health',
  cover_image: '/images/covers/dog-walk.svg',
};

describe('news', () => {
  it('create (draft) → publish → edit → unpublish, with a rebuild for each public change', async () => {
    const created = await admin('POST', '/api/admin/news', article);
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      ...article,
      key: 'summer-heat-and-dogs',
      status: 'draft',
      published_at: null,
      reading_minutes: 1,
    });
    expect(onContentChanged).not.toHaveBeenCalled();
    expect((await publicGet('/api/news/summer-heat-and-dogs')).statusCode).toBe(404);

    const before = await fingerprint();
    const published = await admin('POST', `/api/admin/news/${post.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'published',
      published_at: expect.any(String),
    });
    expect(onContentChanged).toHaveBeenCalledTimes(1);
    expect((await publicGet('/api/news/summer-heat-and-dogs')).json().data.title).toBe(
      'Summer heat and dogs',
    );
    expect(await fingerprint()).not.toBe(before);

    // Publishing again changes nothing and rebuilds nothing.
    await admin('POST', `/api/admin/news/${post.id}/publish`);
    expect(onContentChanged).toHaveBeenCalledTimes(1);

    const edited = await admin('PUT', `/api/admin/news/${post.id}`, {
      ...article,
      title: 'Hot days and dogs',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Hot days and dogs', status: 'published' });
    expect(onContentChanged).toHaveBeenCalledTimes(2);
    expect((await publicGet('/api/news/summer-heat-and-dogs')).json().data.title).toBe(
      'Hot days and dogs',
    );

    const unpublished = await admin('POST', `/api/admin/news/${post.id}/unpublish`);
    expect(unpublished.json().data.status).toBe('draft');
    expect(onContentChanged).toHaveBeenCalledTimes(3);
    expect((await publicGet('/api/news/summer-heat-and-dogs')).statusCode).toBe(404);

    // Editing a draft does not touch the site.
    await admin('PUT', `/api/admin/news/${post.id}`, { ...article, title: 'Draft edit' });
    expect(onContentChanged).toHaveBeenCalledTimes(3);
  });

  it('lists drafts and published posts, filtered', async () => {
    const list = await admin('GET', '/api/admin/news?status=draft&locale=en&per_page=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 5 });
    const one = await admin('GET', `/api/admin/news/${list.json().data[0].id}`);
    expect(one.json().data.status).toBe('draft');
  });

  it('refuses a slug or key already used in the locale', async () => {
    const before = await databaseFingerprint(server.database.db);
    const res = await admin('POST', '/api/admin/news', {
      ...article,
      slug: 'why-daily-walks-matter',
      key: 'daily-walks',
    });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      slug: ['The slug has already been taken.'],
      key: ['The key has already been taken.'],
    });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('validates fields', async () => {
    const res = await admin('POST', '/api/admin/news', {
      locale: 'xx',
      slug: 'Not A Slug',
      title: 'x'.repeat(301),
      body_html: 42,
      cover_image: 'javascript:alert(1)',
    });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      locale: ['The selected locale is invalid.'],
      slug: ['The slug field format is invalid.'],
      title: ['The title field must not be greater than 300 characters.'],
      body_html: ['The body html field must be a string.'],
      cover_image: ['The cover image field format is invalid.'],
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const url of [
      '/api/admin/news/999999',
      '/api/admin/news/abc',
      '/api/admin/news/999999/publish',
    ]) {
      const res = await admin(url.endsWith('publish') ? 'POST' : 'GET', url);
      expectErrorShape(res, 404);
      expect(res.json().message).toBe('News post not found.');
    }
  });
});

describe('FAQ, care items and pages', () => {
  it('super-admins publish a FAQ article', async () => {
    const token = await login(server.app, SUPER_ADMIN);
    const created = await admin(
      'POST',
      '/api/admin/faq',
      {
        locale: 'jp',
        slug: 'natsu-no-nesshoubyou',
        key: 'heatstroke',
        question: '犬の熱中症を防ぐには？',
        answer_html: '<p>涼しい時間に散歩し、水をこまめに与えましょう。</p>',
      },
      token,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await admin('POST', `/api/admin/faq/${id}/publish`, undefined, token);
    expect(onContentChanged).toHaveBeenCalledTimes(1);
    const res = await publicGet('/api/faq/natsu-no-nesshoubyou?locale=jp');
    expect(res.json().data.question).toBe('犬の熱中症を防ぐには？');
  });

  it('care items are added to a city as drafts and appear once published', async () => {
    const [london] = await server.database.db
      .select()
      .from(cities)
      .where(eq(cities.slug, 'london'));
    const created = await admin('POST', '/api/admin/care-items', {
      city_id: london!.id,
      slug: 'battersea-groomers',
      kind: 'grooming',
      name: 'Battersea Groomers',
      summary: 'Gentle grooming for nervous dogs.',
      address: '12 Park Road, London',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ locale: 'en', status: 'draft' });
    const slugs = async () =>
      (await publicGet('/api/cities/london'))
        .json()
        .data.care_items.map((i: { slug: string }) => i.slug);
    expect(await slugs()).not.toContain('battersea-groomers');
    expect((await publicGet('/api/cities/london/care/battersea-groomers')).statusCode).toBe(404);
    await admin('POST', `/api/admin/care-items/${created.json().data.id}/publish`);
    expect(await slugs()).toContain('battersea-groomers');
    expect(onContentChanged).toHaveBeenCalledTimes(1);

    const unknownCity = await admin('POST', '/api/admin/care-items', {
      city_id: 999999,
      slug: 'nowhere',
      kind: 'grooming',
      name: 'Nowhere',
    });
    expectErrorShape(unknownCity, 422);
    expect(unknownCity.json().errors).toEqual({ city_id: ['The selected city id is invalid.'] });
  });

  it('a care place’s 第一種動物取扱業 registration number is stored, shown on its public page when set, and checked', async () => {
    const [london] = await server.database.db
      .select()
      .from(cities)
      .where(eq(cities.slug, 'london'));
    const place = {
      city_id: london!.id,
      slug: 'registered-hotel',
      kind: 'boarding',
      name: 'Registered Hotel',
      animal_handling_registration: ' 東京都 動愛 第123456号 ',
    };
    const created = await admin('POST', '/api/admin/care-items', place);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.animal_handling_registration).toBe('東京都 動愛 第123456号');
    await admin('POST', `/api/admin/care-items/${id}/publish`);
    const publicPage = async () =>
      (await publicGet('/api/cities/london/care/registered-hotel')).json().data;
    expect((await publicPage()).animal_handling_registration).toBe('東京都 動愛 第123456号');

    // Not a registration number: no digit, a link, a sentence's punctuation, too long.
    for (const bad of [
      '東京都 動愛 第号',
      'https://example.com/123',
      '第123号です。',
      `第${'1'.repeat(60)}号`,
    ]) {
      const refused = await server.app.inject({
        method: 'PUT',
        url: `/api/admin/care-items/${id}`,
        headers: { ...bearer(adminToken), 'app-language': 'jp' },
        payload: { ...place, animal_handling_registration: bad },
      });
      expectErrorShape(refused, 422);
      expect(Object.keys(refused.json().errors)).toEqual(['animal_handling_registration']);
      expect(refused.json().errors.animal_handling_registration[0]).toMatch(
        /^第一種動物取扱業 登録番号/,
      );
    }
    expect((await publicPage()).animal_handling_registration).toBe('東京都 動愛 第123456号');

    // Cleared: the page shows none.
    const cleared = await admin('PUT', `/api/admin/care-items/${id}`, {
      ...place,
      animal_handling_registration: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await publicPage()).animal_handling_registration).toBeNull();
  });

  it('pictures: covers and care photos given as site paths or https URLs reach the public API and the build list', async () => {
    const [london] = await server.database.db
      .select()
      .from(cities)
      .where(eq(cities.slug, 'london'));
    const place = await admin('POST', '/api/admin/care-items', {
      city_id: london!.id,
      slug: 'photo-groomers',
      kind: 'grooming',
      name: 'Photo Groomers',
      image: 'https://images.example/groomers.webp',
    });
    expect(place.statusCode).toBe(201);
    expect(place.json().data.image).toBe('https://images.example/groomers.webp');
    const faq = await admin('POST', '/api/admin/faq', {
      locale: 'en',
      slug: 'photo-question',
      question: 'What does a healthy coat look like?',
      answer_html: '<p>Shiny.</p>',
      cover_image: '/images/photos/coat.jpg',
    });
    expect(faq.statusCode).toBe(201);
    const listed = async () => (await publicGet('/api/content/images')).json().data as string[];
    // Drafts show nothing.
    expect(await listed()).not.toContain('/images/photos/coat.jpg');
    await admin('POST', `/api/admin/care-items/${place.json().data.id}/publish`);
    await admin('POST', `/api/admin/faq/${faq.json().data.id}/publish`);
    expect((await publicGet('/api/faq/photo-question')).json().data.cover_image).toBe(
      '/images/photos/coat.jpg',
    );
    expect(
      (await publicGet('/api/cities/london'))
        .json()
        .data.care_items.find((i: { slug: string }) => i.slug === 'photo-groomers').image,
    ).toBe('https://images.example/groomers.webp');
    const images = await listed();
    expect(images).toEqual(
      expect.arrayContaining([
        '/images/photos/coat.jpg',
        'https://images.example/groomers.webp',
        // Seeded covers are illustration names, answered as their file.
        '/images/covers/dog-walk.svg',
      ]),
    );
    expect(images).toEqual([...new Set(images)].sort());

    for (const image of [
      'javascript:alert(1)',
      '//evil.example/x.jpg',
      'http://plain.example/x.jpg',
    ]) {
      const bad = await admin('POST', '/api/admin/care-items', {
        city_id: london!.id,
        slug: 'bad-photo',
        kind: 'grooming',
        name: 'Bad Photo',
        image,
      });
      expectErrorShape(bad, 422);
      expect(Object.keys(bad.json().errors)).toEqual(['image']);
    }
  });

  it('editing a published legal page rebuilds the site at once', async () => {
    const [policy] = await server.database.db
      .select()
      .from(pages)
      .where(eq(pages.slug, 'privacy-policy'));
    const res = await admin('PUT', `/api/admin/pages/${policy!.id}`, {
      key: 'privacy-policy',
      locale: 'en',
      slug: 'privacy-policy',
      title: 'Privacy policy (2026 update)',
      body_html: '<p>We keep as little data as we can.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published' });
    expect(onContentChanged).toHaveBeenCalledTimes(1);
    expect((await publicGet('/api/pages/privacy-policy')).json().data.title).toBe(
      'Privacy policy (2026 update)',
    );
    await admin('POST', `/api/admin/pages/${policy!.id}/unpublish`);
    expect((await publicGet('/api/pages/privacy-policy')).statusCode).toBe(404);
    await admin('POST', `/api/admin/pages/${policy!.id}/publish`);
    expect((await publicGet('/api/pages/privacy-policy')).statusCode).toBe(200);
  });
});

describe('everyone else is refused, and nothing changes', () => {
  it.each([
    ['anonymous', async () => ({}), 401, 'Unauthenticated.'],
    [
      'a pet keeper',
      async () => bearer(await login(server.app, DEMO)),
      403,
      'This action is unauthorized.',
    ],
    [
      'a vet',
      async () => bearer(await login(server.app, VET)),
      403,
      'This action is unauthorized.',
    ],
  ] as const)('%s', async (_who, headers, status, message) => {
    const h: Record<string, string> = await headers();
    const before = await databaseFingerprint(server.database.db);
    const [policy] = await server.database.db
      .select()
      .from(pages)
      .where(eq(pages.slug, 'privacy-policy'));
    const attempts = [
      { method: 'GET', url: '/api/admin/news' },
      { method: 'GET', url: '/api/admin/pages/1' },
      { method: 'POST', url: '/api/admin/news', payload: { ...article, slug: 'intruder' } },
      {
        method: 'PUT',
        url: `/api/admin/pages/${policy!.id}`,
        payload: { key: 'x', locale: 'en', slug: 'x', title: 'x', body_html: 'x' },
      },
      { method: 'POST', url: `/api/admin/pages/${policy!.id}/unpublish` },
      { method: 'POST', url: '/api/admin/faq/1/publish' },
      { method: 'POST', url: '/api/admin/care-items', payload: { bad: true } },
    ] as const;
    for (const attempt of attempts) {
      const res = await server.app.inject({ ...attempt, headers: h });
      expectErrorShape(res, status);
      expect(res.json().message).toBe(message);
    }
    expect(onContentChanged).not.toHaveBeenCalled();
    // Signing in touched auth_tokens; content and everything else stayed as it was.
    const after = await databaseFingerprint(server.database.db);
    expect({ ...after, auth_tokens: '' }).toEqual({ ...before, auth_tokens: '' });
  });
});
