import { createTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('GET /api/cities', () => {
  it('lists the cities of the locale by name with their care item counts', async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          key: 'bristol',
          slug: 'bristol',
          locale: 'en',
          name: 'Bristol',
          region: 'England',
          country: 'United Kingdom',
          intro: 'Pet care in Bristol.',
          care_items_count: 0,
        },
        expect.objectContaining({ slug: 'london', name: 'London', care_items_count: 2 }),
      ],
    });
  });

  it('uses App-Language', async () => {
    const res = await get('/api/cities', { 'App-Language': 'jp' });
    expect(res.json().data).toEqual([
      expect.objectContaining({ slug: 'tokyo', name: '東京', locale: 'jp', care_items_count: 1 }),
    ]);
  });

  it('answers an empty list for a locale without cities', async () => {
    const res = await get('/api/cities?locale=fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('rejects an unknown locale', async () => {
    const res = await get('/api/cities?locale=de');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ locale: ['The selected locale is invalid.'] });
  });
});

describe('GET /api/cities/:citySlug', () => {
  it('returns the city with its care items', async () => {
    const res = await get('/api/cities/london');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ slug: 'london', name: 'London', locale: 'en' });
    expect(data.care_items).toEqual([
      {
        id: expect.any(Number),
        key: 'hyde-park-walkers',
        slug: 'hyde-park-walkers',
        kind: 'dog-walking',
        name: 'Hyde Park Walkers',
        summary: 'Group walks.',
        address: 'Hyde Park, London',
        image: null,
      },
      expect.objectContaining({ slug: 'camden-vets', kind: 'vet-clinic' }),
    ]);
  });

  it.each(['/api/cities/paris', '/api/cities/tokyo', '/api/cities/New_York'])(
    '%s → 404 City not found.',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'City not found.',
        errors: {},
        error_id: res.headers['x-request-id'],
      });
    },
  );
});

describe('GET /api/cities/:citySlug/care/:slug', () => {
  it('returns the care item with its city', async () => {
    const res = await get('/api/cities/london/care/camden-vets');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      key: 'camden-vets',
      slug: 'camden-vets',
      kind: 'vet-clinic',
      name: 'Camden Vets',
      summary: 'A friendly clinic.',
      address: '1 Camden High St, London',
      image: null,
      body_html: '<p>Open six days a week.</p>',
      phone: '+44 20 0000 0001',
      opening_hours: 'Mon–Sat 8:00–19:00',
      animal_handling_registration: null,
      city: { slug: 'london', name: 'London' },
      updated_at: expect.any(String),
    });
  });

  it('finds a Japanese care item with locale=jp', async () => {
    const res = await get('/api/cities/tokyo/care/shibuya-animal-hospital?locale=jp');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.city).toEqual({ slug: 'tokyo', name: '東京' });
  });

  it('answers City not found. for an unknown city', async () => {
    const res = await get('/api/cities/paris/care/camden-vets');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('City not found.');
  });

  it.each([
    '/api/cities/london/care/nowhere',
    '/api/cities/bristol/care/camden-vets',
    '/api/cities/london/care/Bad.Slug',
  ])('%s → 404 Care item not found.', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Care item not found.');
  });
});
