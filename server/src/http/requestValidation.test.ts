// The shared validation layer as a hostile client meets it: characters that are not text in any
// field of any route (the public list filters and every free-text field of admin content
// included), null and empty bodies, updates that change nothing, multipart bodies on JSON routes,
// padded enum values and blank required text. Every refusal is a 4xx in the error shape and
// leaves the stored data as it was.
import { eq } from 'drizzle-orm';
import Fastify, { type InjectOptions } from 'fastify';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  expectErrorShape,
  login,
} from '../../test/authHelpers';
import {
  createPetsTestServer,
  jpegPart,
  multipart,
  type PetsTestServer,
} from '../../test/petsTestServer';
import { cities } from '../db/schema';
import { noisyJpeg } from '../uploads/testUploads';
import { compileRequestValidator } from './requestValidator';
import { guardEveryRoute } from './validationGuards';

jest.setTimeout(180_000);

let t: PetsTestServer;
let adminToken: string;
let cityId: number;
let photoId: string;

beforeAll(async () => {
  t = await createPetsTestServer();
  adminToken = await login(t.server.app, ADMIN);
  const [city] = await t.server.database.db.select().from(cities).where(eq(cities.slug, 'london'));
  cityId = city!.id;
  const album = await t.me.call({
    method: 'POST',
    url: `/api/keeper/pets/${t.me.petId}/albums`,
    payload: { title: 'Walks' },
  });
  const photo = await t.me.call({
    method: 'POST',
    url: `/api/keeper/albums/${album.json().data.id}/photos`,
    ...multipart([{ name: 'caption', value: 'Ball!' }, jpegPart(await noisyJpeg(40, 40))]),
  });
  expect(photo.statusCode).toBe(201);
  photoId = photo.json().data.id;
});
afterAll(() => t.close());

const admin = (options: InjectOptions) =>
  t.server.app.inject({ ...options, headers: { ...bearer(adminToken), ...options.headers } });

/** Runs the requests and expects each refused with `status`, the database unchanged. */
async function expectRefusedUnchanged(
  status: number | number[],
  send: () => Promise<{ statusCode: number; body: string; json(): unknown }>[],
): Promise<void> {
  const before = await databaseFingerprint(t.server.database.db);
  for (const pending of send()) {
    const res = await pending;
    const allowed = [status].flat();
    if (!allowed.includes(res.statusCode)) {
      throw new Error(`expected ${allowed.join(' or ')}, got ${res.statusCode} ${res.body}`);
    }
    expectErrorShape(res as never);
  }
  expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
}

/** Control characters travel in URLs and JSON alike. */
const CONTROLS = ['a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085'];
/** A lone surrogate only in JSON (`"\ud800"`): a URL carries UTF-8, which cannot hold one. */
const LONE_SURROGATES = ['half\\ud800', '\\udc00x'];

describe('characters that are not text', () => {
  it('are refused in the public list filters of news and FAQ, with the field named', async () => {
    for (const path of ['/api/news', '/api/faq']) {
      for (const value of CONTROLS) {
        const res = await t.server.app.inject({
          method: 'GET',
          url: path,
          query: { category: value },
        });
        expectErrorShape(res, 422);
        expect(res.json().errors).toEqual({ category: ['The category field format is invalid.'] });
      }
    }
  });

  it('are refused in every free-text field of admin content, on create and on update', async () => {
    const news = await admin({
      method: 'POST',
      url: '/api/admin/news',
      payload: { locale: 'en', slug: 'nul-news', title: 'T', body_html: '<p>x</p>' },
    });
    expect(news.statusCode).toBe(201);
    const newsId = news.json().data.id as number;
    const valid: Record<string, Record<string, unknown>> = {
      news: {
        locale: 'en',
        slug: 'nul-news',
        title: 'T',
        excerpt: 'e',
        body_html: '<p>x</p>',
        category: 'health',
      },
      faq: { locale: 'en', slug: 'nul-faq', question: 'Q', answer_html: '<p>a</p>', excerpt: 'e' },
      pages: { key: 'nul-page', locale: 'en', slug: 'nul-page', title: 'T', body_html: '<p>x</p>' },
      cities: { locale: 'en', slug: 'nul-city', name: 'N', region: 'R', country: 'C', intro: 'I' },
      'care-items': {
        city_id: cityId,
        slug: 'nul-place',
        kind: 'grooming',
        name: 'N',
        summary: 'S',
        body_html: '<p>x</p>',
        address: 'A',
        phone: '1',
        opening_hours: 'O',
      },
    };
    const textFields = (body: Record<string, unknown>) =>
      Object.keys(body).filter(
        (k) => typeof body[k] === 'string' && k !== 'locale' && k !== 'kind',
      );
    await expectRefusedUnchanged(422, () =>
      Object.entries(valid).flatMap(([path, body]) =>
        textFields(body).flatMap((field) => [
          admin({
            method: 'POST',
            url: `/api/admin/${path}`,
            payload: { ...body, [field]: 'a\u0000b' },
          }),
          ...(path === 'news'
            ? [
                admin({
                  method: 'PUT',
                  url: `/api/admin/news/${newsId}`,
                  payload: { ...body, [field]: 'x\u0000' },
                }),
              ]
            : []),
        ]),
      ),
    );
  });

  it('are refused as lone surrogates escaped in JSON', async () => {
    await expectRefusedUnchanged(422, () =>
      LONE_SURROGATES.map((escaped) =>
        admin({
          method: 'POST',
          url: '/api/admin/cities',
          headers: { 'content-type': 'application/json' },
          payload: `{"locale":"en","slug":"lone-city","name":"N","intro":"${escaped}"}`,
        }),
      ),
    );
  });

  it('are refused in property names too (open schemas keep unknown fields unread)', async () => {
    await expectRefusedUnchanged(422, () => [
      admin({
        method: 'POST',
        url: '/api/admin/cities',
        payload: { locale: 'en', slug: 'key-city', name: 'N', 'bad\u0000key': 1 },
      }),
    ]);
  });

  it('are refused on a route whose schema does not mention the part', async () => {
    const app = Fastify();
    app.setValidatorCompiler(compileRequestValidator);
    guardEveryRoute(app);
    app.post('/echo', async (request) => ({ query: request.query, body: request.body }));
    app.get(
      '/things/:slug',
      { schema: { params: { type: 'object', properties: { slug: { type: 'string' } } } } },
      async () => ({}),
    );
    const query = await app.inject({ method: 'POST', url: '/echo?q=a%00b', payload: { ok: 1 } });
    expect(query.statusCode).toBe(422);
    const body = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { deep: ['x', { y: '\u0001' }] },
    });
    expect(body.statusCode).toBe(422);
    // The router itself refuses a NUL in a path; either way nothing reaches a handler.
    const path = await app.inject({ method: 'GET', url: '/things/a%00b' });
    expect([400, 404]).toContain(path.statusCode);
    expect(
      (await app.inject({ method: 'POST', url: '/echo?q=fine', payload: { ok: 'tab\tline\n' } }))
        .statusCode,
    ).toBe(200);
    await app.close();
  });

  it('keep text with tabs, line breaks, emoji and Japanese', async () => {
    const res = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/photos/${photoId}`,
      payload: { caption: '散歩\tで\n🐕 走った' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.caption).toBe('散歩\tで\n🐕 走った');
  });
});

describe('a route with path parameters but no schema for them', () => {
  it('cannot be registered: the server does not start', async () => {
    const app = Fastify();
    guardEveryRoute(app);
    expect(() => app.get('/things/:id', async () => ({}))).toThrow(
      /GET \/things\/:id: a route with path parameters needs a params schema/,
    );
  });
});

describe('bodies that say nothing', () => {
  it('an update of a photo with {}, null, no body or a multipart body is refused', async () => {
    const url = `/api/keeper/photos/${photoId}`;
    await expectRefusedUnchanged([415, 422], () => [
      t.me.call({ method: 'PUT', url, payload: {} }),
      t.me.call({
        method: 'PUT',
        url,
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      }),
      t.me.call({
        method: 'PUT',
        url,
        payload: '',
        headers: { 'content-type': 'application/json' },
      }),
      t.me.call({ method: 'PUT', url }),
      t.me.call({ method: 'PUT', url, ...multipart([{ name: 'caption', value: 'Via a form' }]) }),
    ]);
    const refused = await t.me.call({ method: 'PUT', url, payload: {} });
    expect(refused.json().errors).toEqual({
      body: ['The request must change at least one field.'],
    });
    const form = await t.me.call({
      method: 'PUT',
      url,
      ...multipart([{ name: 'caption', value: 'x' }]),
    });
    expect(form.statusCode).toBe(415);
  });

  it('null is not an empty object: refused as the wrong type, also where every field is optional', async () => {
    await expectRefusedUnchanged(422, () => [
      admin({
        method: 'POST',
        url: '/api/admin/news',
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      }),
      t.me.call({
        method: 'PUT',
        url: `/api/keeper/pets/${t.me.petId}`,
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    const res = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/pets/${t.me.petId}`,
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json().errors).toEqual({ body: ['The body field must be an object.'] });
  });

  it('every PUT and PATCH whose fields are all optional refuses an update that names none', async () => {
    const updates = t.server.app.routeInventory.filter(
      (route) =>
        (route.method === 'PUT' || route.method === 'PATCH') &&
        route.schema?.body !== undefined &&
        ((route.schema.body as { required?: string[] }).required ?? []).length === 0,
    );
    // Keeper records and admin redirects: the class the rule is for.
    expect(updates.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/keeper/pets/:id',
        'PUT /api/keeper/photos/:photoId',
        'PUT /api/keeper/albums/:albumId',
        'PATCH /api/admin/redirects/:id',
      ]),
    );
    await expectRefusedUnchanged(422, () => [
      t.me.call({ method: 'PUT', url: `/api/keeper/pets/${t.me.petId}`, payload: {} }),
      t.me.call({ method: 'PUT', url: `/api/keeper/pets/${t.me.petId}/diet-plan` }),
    ]);
  });
});

describe('values made valid by the server', () => {
  it('a padded enum value is not trimmed into one of the choices', async () => {
    await expectRefusedUnchanged(422, () => [
      t.me.call({
        method: 'POST',
        url: '/api/account/preferences',
        payload: { language: 'en', weight_unit: ' kg ' },
      }),
      admin({
        method: 'POST',
        url: '/api/admin/news',
        payload: { locale: ' en ', slug: 'padded', title: 'T', body_html: '<p>x</p>' },
      }),
    ]);
    const res = await t.me.call({
      method: 'POST',
      url: '/api/account/preferences',
      payload: { language: 'en', weight_unit: ' kg ' },
    });
    expect(res.json().errors).toEqual({ weight_unit: ['The selected weight unit is invalid.'] });
  });

  it('blank required text is missing, so an empty page or article cannot be stored', async () => {
    await expectRefusedUnchanged(422, () => [
      admin({
        method: 'POST',
        url: '/api/admin/pages',
        payload: { key: 'blank', locale: 'en', slug: 'blank', title: 'T', body_html: ' \n\t ' },
      }),
      admin({
        method: 'POST',
        url: '/api/admin/faq',
        payload: { locale: 'en', slug: 'blank', question: 'Q', answer_html: '   ' },
      }),
      admin({
        method: 'POST',
        url: '/api/admin/news',
        payload: { locale: 'en', slug: 'blank', title: 'T', body_html: '' },
      }),
    ]);
    const res = await admin({
      method: 'POST',
      url: '/api/admin/faq',
      payload: { locale: 'en', slug: 'blank', question: 'Q', answer_html: '   ' },
    });
    expect(res.json().errors).toEqual({ answer_html: ['The answer html field is required.'] });
  });
});
