// The admin console's content additions: search and filters on every list, cities and promo
// packs with the same draft → publish flow, and pictures uploaded for content (type sniffed
// from the bytes, size limit, stored through the storage driver, served publicly).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  login,
} from '../../test/authHelpers';
import { jpegPart, multipart } from '../../test/petsTestServer';
import { createTestServer, type TestServer } from '../../test/testServer';
import { gif, hevcHeic, noisyJpeg, noisyPng } from '../uploads/testUploads';

let server: TestServer;
let storageDir: string;
let adminToken: string;
const onContentChanged = jest.fn();

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'petcare-admin-test-'));
  server = await createTestServer({
    env: { STORAGE_LOCAL_DIR: storageDir },
    app: { onContentChanged },
  });
  adminToken = await login(server.app, ADMIN);
});
afterAll(async () => {
  await server.close();
  await rm(storageDir, { recursive: true, force: true });
});
beforeEach(() => onContentChanged.mockClear());

type Method = 'GET' | 'POST' | 'PUT';
const admin = (method: Method, url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicGet = (url: string) => server.app.inject({ method: 'GET', url });
const afterCommit = () => new Promise((resolve) => setTimeout(resolve, 20));

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((e) => e.isFile() && !path.relative(storageDir, e.parentPath).startsWith('.meta'))
    .map((e) => e.name);
}

describe('lists', () => {
  it('search titles and slugs, filter by locale and status, page', async () => {
    const found = await admin('GET', '/api/admin/faq?q=VACCINE');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((n: { slug: string }) => n.slug)).toEqual([
      'which-vaccines-does-my-dog-need',
    ]);
    const jp = await admin('GET', '/api/admin/news?locale=jp&status=published&per_page=1');
    expect(jp.json().data).toHaveLength(1);
    expect(jp.json().data.every((n: { locale: string }) => n.locale === 'jp')).toBe(true);
    expect(jp.json().meta).toMatchObject({ per_page: 1, total: 2, last_page: 2 });
    expect((await admin('GET', '/api/admin/news?q=%25%25')).json().data).toEqual([]);
    const places = await admin('GET', '/api/admin/care-items?q=camden');
    expect(places.json().data.map((p: { slug: string }) => p.slug)).toEqual(['camden-vets']);
    const cities = await admin('GET', '/api/admin/cities?locale=en');
    const london = cities.json().data.find((c: { slug: string }) => c.slug === 'london');
    expect(london).toMatchObject({ status: 'published', name: 'London' });
    const inLondon = await admin('GET', `/api/admin/care-items?city_id=${london.id}`);
    expect(
      inLondon
        .json()
        .data.map((p: { slug: string }) => p.slug)
        .sort(),
    ).toEqual(['camden-vets', 'hyde-park-walkers']);
    expectErrorShape(await admin('GET', '/api/admin/news?status=archived'), 422);
  });
});

describe('cities', () => {
  it('are drafts until published; publishing, editing a public one and unpublishing rebuild', async () => {
    const city = {
      locale: 'en',
      slug: 'manchester',
      name: 'Manchester',
      region: 'Greater Manchester',
      country: 'GB',
      intro: 'Vets and walkers around Manchester.',
    };
    const created = await admin('POST', '/api/admin/cities', city);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ ...city, key: 'manchester', status: 'draft' });
    expect((await publicGet('/api/cities/manchester?locale=en')).statusCode).toBe(404);
    expect(
      (await publicGet('/api/cities?locale=en')).json().data.map((c: { slug: string }) => c.slug),
    ).not.toContain('manchester');

    await admin('POST', `/api/admin/cities/${id}/publish`);
    await afterCommit();
    expect(onContentChanged).toHaveBeenCalledTimes(1);
    expect((await publicGet('/api/cities/manchester?locale=en')).json().data.name).toBe(
      'Manchester',
    );
    await admin('PUT', `/api/admin/cities/${id}`, { ...city, name: 'Greater Manchester' });
    await afterCommit();
    expect(onContentChanged).toHaveBeenCalledTimes(2);
    await admin('POST', `/api/admin/cities/${id}/unpublish`);
    expect((await publicGet('/api/cities/manchester?locale=en')).statusCode).toBe(404);

    const taken = await admin('POST', '/api/admin/cities', { ...city, slug: 'london' });
    expectErrorShape(taken, 422);
    expect(taken.json().errors.slug).toEqual(['The slug has already been taken.']);
  });
});

describe('promo packs', () => {
  const pack = {
    slug: 'new-puppy',
    colour: '#B45309',
    title: { en: 'A new puppy at home', jp: '子犬をお迎えしたら' },
    description: {
      en: 'For keepers planning their first vet visits.',
      jp: 'はじめての通院を考えている飼い主さま向け。',
    },
    headline: { en: 'First weeks with a puppy?', jp: '子犬との最初の数週間に' },
    texts: {
      en: {
        instagram: 'Puppy checklist: {link}',
        x: 'New puppy? {link}',
        newsletter: 'See {link}',
      },
      jp: {
        instagram: '子犬のチェックリスト：{link}',
        x: '子犬を迎えたら：{link}',
        newsletter: '詳しくは{link}',
      },
    },
  };

  it('the seeded packs are published; a new one reaches affiliates once published, no rebuild', async () => {
    const list = await admin('GET', '/api/admin/promo-packs');
    expect(
      list.json().data.map((p: { slug: string; status: string }) => [p.slug, p.status]),
    ).toEqual(
      expect.arrayContaining([
        ['ai-symptom-checker', 'published'],
        ['health-records', 'published'],
      ]),
    );
    const created = await admin('POST', '/api/admin/promo-packs', pack);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ colour: '#b45309', status: 'draft' });
    const id = created.json().data.id as number;

    // The demo keeper is an accepted affiliate.
    const keeper = await login(server.app, DEMO);
    const affiliatePacks = async (language = 'en') =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/affiliate/promo-packs',
          headers: { ...bearer(keeper), 'app-language': language },
        })
      ).json().data as { slug: string; title: string }[];
    expect((await affiliatePacks()).map((p) => p.slug)).not.toContain('new-puppy');
    await admin('POST', `/api/admin/promo-packs/${id}/publish`);
    await afterCommit();
    expect(onContentChanged).not.toHaveBeenCalled();
    expect(await affiliatePacks('jp')).toContainEqual(
      expect.objectContaining({ slug: 'new-puppy', title: '子犬をお迎えしたら' }),
    );
    const one = await server.app.inject({
      method: 'GET',
      url: '/api/affiliate/promo-packs/new-puppy',
      headers: bearer(keeper),
    });
    expect(one.json().data.texts).toContainEqual({
      locale: 'en',
      channel: 'x',
      // Handed out with the advertising label in front (ステマ rules).
      text: expect.stringMatching(/^#ad New puppy\? http.*\?ref=ALEXPETS$/),
    });
    const banner = await publicGet('/api/affiliate/promo-packs/new-puppy/banners/rectangle.png');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/png');

    await admin('POST', `/api/admin/promo-packs/${id}/unpublish`);
    expect((await affiliatePacks()).map((p) => p.slug)).not.toContain('new-puppy');
    expect(
      (await publicGet('/api/affiliate/promo-packs/new-puppy/banners/rectangle.png')).statusCode,
    ).toBe(404);
  });

  it('refuses a bad colour and missing texts', async () => {
    const res = await admin('POST', '/api/admin/promo-packs', {
      ...pack,
      slug: 'broken-pack',
      colour: 'teal',
      texts: { en: pack.texts.en, jp: { instagram: 'x' } },
    });
    expectErrorShape(res, 422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['colour', 'texts.jp.x', 'texts.jp.newsletter']),
    );
  });
});

describe('content pictures', () => {
  const upload = (body: ReturnType<typeof multipart>, token = adminToken) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/content-images',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('stores a photo through the storage driver and serves it publicly', async () => {
    const res = await upload(
      multipart([jpegPart(await noisyJpeg(2400, 1350), 'walk in the park.jpg')]),
    );
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({
      url: `/api/content-images/${image.id}/display.webp`,
      original_url: `/api/content-images/${image.id}/original.jpg`,
      thumbnail_url: `/api/content-images/${image.id}/thumb.webp`,
      width: 2400,
      height: 1350,
      mime: 'image/jpeg',
      original_name: 'walk in the park.jpg',
    });
    expect((await storedFiles()).sort()).toEqual(['display.webp', 'original.jpg', 'thumb.webp']);

    // Public: no token needed, cacheable anywhere.
    const display = await publicGet(image.url);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await publicGet(image.original_url)).headers['content-type']).toBe('image/jpeg');
    expect((await publicGet(`/api/content-images/${image.id}/original.png`)).statusCode).toBe(404);
    expect((await publicGet(`/api/content-images/${image.id}/../../x`)).statusCode).toBe(404);

    const listed = await admin('GET', '/api/admin/content-images');
    expect(listed.json().data[0]).toMatchObject({ id: image.id });
    const log = await admin('GET', `/api/admin/audit-log?action=content_image.upload`);
    expect(log.json().data[0]).toMatchObject({
      target: { type: 'content_image', id: image.id, label: 'walk in the park.jpg' },
      before: null,
    });
    // A cover may point at it: a site path.
    const news = await admin('POST', '/api/admin/news', {
      locale: 'jp',
      slug: 'kouen-no-sanpo',
      title: '公園の散歩',
      body_html: `<p>写真つきの記事です。</p><p><img src="${image.url}" alt="公園"></p>`,
      cover_image: image.url,
    });
    expect(news.statusCode).toBe(201);
  });

  it('refuses what is not a photo, too large or unreadable, and stores nothing', async () => {
    const before = (await storedFiles()).length;
    const cases: [string, ReturnType<typeof multipart>, RegExp][] = [
      [
        'a GIF',
        multipart([
          { name: 'file', file: { filename: 'a.jpg', type: 'image/jpeg', data: await gif() } },
        ]),
        /must be a JPEG, PNG, WebP or HEIC photo/,
      ],
      [
        'an HTML page named .png',
        multipart([
          {
            name: 'file',
            file: {
              filename: 'x.png',
              type: 'image/png',
              data: Buffer.from('<script>alert(1)</script>'),
            },
          },
        ]),
        /must be a JPEG, PNG, WebP or HEIC photo/,
      ],
      [
        'more than 10 MB',
        multipart([
          jpegPart(Buffer.concat([await noisyJpeg(64, 64), Buffer.alloc(10 * 1024 * 1024)])),
        ]),
        /may not be larger than 10 MB/,
      ],
      ['no file at all', multipart([{ name: 'caption', value: 'nothing' }]), /choose a file/],
      [
        'an HEVC HEIC the server cannot read',
        multipart([
          {
            name: 'file',
            file: { filename: 'a.heic', type: 'image/heic', data: await hevcHeic() },
          },
        ]),
        /HEIC/,
      ],
    ];
    for (const [why, body, message] of cases) {
      const res = await upload(body);
      expectErrorShape(res, 422);
      expect({ why, message: res.json().errors.file?.[0] }).toEqual({
        why,
        message: expect.stringMatching(message),
      });
    }
    expect((await storedFiles()).length).toBe(before);
  });

  it('is for admins only: a keeper gets 403 and nothing is stored', async () => {
    const keeper = await login(server.app, DEMO);
    const before = await databaseFingerprint(server.database.db);
    const files = await storedFiles();
    const res = await upload(multipart([jpegPart(await noisyPng(40, 40))]), keeper);
    expectErrorShape(res, 403);
    expect(await storedFiles()).toEqual(files);
    expect({ ...(await databaseFingerprint(server.database.db)), auth_tokens: '' }).toEqual({
      ...before,
      auth_tokens: '',
    });
    expectErrorShape(
      await server.app.inject({ method: 'POST', url: '/api/admin/content-images' }),
      401,
    );
  });
});
