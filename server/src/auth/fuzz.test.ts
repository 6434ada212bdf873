// Generated bad bodies for every auth, account and admin endpoint that takes one: never a 5xx,
// always the error shape, never a changed row.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ADMIN, bearer, databaseFingerprint, login, registerKeeper } from '../../test/authHelpers';
import { badBodies, type BodySpec } from '../../test/fuzzBodies';
import { createTestServer, type TestServer } from '../../test/testServer';
import { cities, newsPosts } from '../db/schema';

let server: TestServer;
let keeperToken: string;
let adminToken: string;
let cityId: number;
let newsId: number;

beforeAll(async () => {
  server = await createTestServer();
  keeperToken = (await registerKeeper(server.app)).token;
  adminToken = await login(server.app, ADMIN);
  const [city] = await server.database.db.select().from(cities).where(eq(cities.slug, 'london'));
  cityId = city!.id;
  const [post] = await server.database.db
    .select()
    .from(newsPosts)
    .where(eq(newsPosts.slug, 'dental-care-basics'));
  newsId = post!.id;
});
afterAll(() => server.close());

const text = (maxLength?: number, required = true) =>
  ({ kind: 'string', required, maxLength }) as const;

interface Target {
  method: 'POST' | 'PUT';
  url: () => string;
  token?: () => string;
  valid: () => Record<string, unknown>;
  spec: BodySpec;
}

const TARGETS: Record<string, Target> = {
  login: {
    method: 'POST',
    url: () => '/api/login',
    valid: () => ({ email: 'demo@petcare.local', password: 'petcare-demo-2026', remember: true }),
    spec: { email: text(255), password: text(1024), remember: { kind: 'boolean' } },
  },
  register: {
    method: 'POST',
    url: () => '/api/keeper/register',
    valid: () => ({
      name: 'Fuzzy',
      email: 'fuzzy@example.com',
      password: 'A long enough secret 9',
      password_confirmation: 'A long enough secret 9',
      terms: true,
      pet: { name: 'Rex', species: 'dog' },
    }),
    spec: {
      name: text(255),
      email: text(255),
      password: { kind: 'string', required: true },
      password_confirmation: { kind: 'string' },
      terms: { kind: 'boolean', required: true },
      pet: { kind: 'object' },
    },
  },
  recover: {
    method: 'POST',
    url: () => '/api/recover-password',
    valid: () => ({ email: 'demo@petcare.local', role: 'pet-keeper' }),
    spec: { email: text(255), role: { kind: 'enum' } },
  },
  reset: {
    method: 'POST',
    url: () => '/api/reset-password',
    valid: () => ({
      token: 'a'.repeat(43),
      email: 'demo@petcare.local',
      password: 'A long enough secret 9',
      password_confirmation: 'A long enough secret 9',
    }),
    spec: {
      token: text(200),
      email: text(255),
      password: { kind: 'string', required: true },
      password_confirmation: { kind: 'string' },
    },
  },
  sendSms: {
    method: 'POST',
    url: () => '/api/send-verification-sms',
    token: () => keeperToken,
    valid: () => ({ phone_number: '+15550102030' }),
    spec: { phone_number: text(32, false) },
  },
  verifyPhone: {
    method: 'POST',
    url: () => '/api/verify-phone-number',
    token: () => keeperToken,
    valid: () => ({ code: '123456' }),
    spec: { code: text(20) },
  },
  profile: {
    method: 'POST',
    url: () => '/api/account/profile',
    token: () => keeperToken,
    valid: () => ({
      name: 'Fuzzy',
      email: 'fuzzy-profile@example.com',
      phone_number: '+15550102030',
    }),
    spec: {
      name: text(255),
      email: text(255),
      phone_number: { kind: 'string', nullable: true, maxLength: 32 },
    },
  },
  billing: {
    method: 'POST',
    url: () => '/api/account/billing-data',
    token: () => keeperToken,
    valid: () => ({
      full_name: 'Fuzzy',
      company: null,
      vat_number: null,
      address_line1: '1 Road',
      address_line2: null,
      city: 'Bristol',
      postal_code: 'BS1',
      country: 'GB',
    }),
    spec: {
      full_name: text(255),
      company: { kind: 'string', nullable: true, maxLength: 255 },
      vat_number: { kind: 'string', nullable: true, maxLength: 50 },
      address_line1: text(255),
      address_line2: { kind: 'string', nullable: true, maxLength: 255 },
      city: text(100),
      postal_code: text(20),
      country: { kind: 'enum', required: true },
    },
  },
  preferences: {
    method: 'POST',
    url: () => '/api/account/preferences',
    token: () => keeperToken,
    valid: () => ({ language: 'jp', weight_unit: 'lb' }),
    spec: {
      language: { kind: 'enum', required: true },
      weight_unit: { kind: 'enum', required: true },
    },
  },
  oidcCallback: {
    method: 'POST',
    url: () => '/api/auth/google/callback',
    valid: () => ({ code: 'abc', state: 'def' }),
    spec: { code: text(2048), state: text(256), iss: { kind: 'string', maxLength: 500 } },
  },
  adminNewsCreate: {
    method: 'POST',
    url: () => '/api/admin/news',
    token: () => adminToken,
    valid: () => ({
      locale: 'en',
      slug: 'fuzz-article',
      title: 'Fuzz',
      excerpt: 'x',
      body_html: '<p>x</p>',
      category: 'health',
      cover_image: null,
      reading_minutes: 2,
    }),
    spec: {
      locale: { kind: 'enum', required: true },
      slug: text(200),
      title: text(300),
      excerpt: text(1000, false),
      body_html: { kind: 'string', required: true, maxLength: 200_000 },
      category: text(100, false),
      cover_image: { kind: 'string', nullable: true, maxLength: 500 },
      reading_minutes: { kind: 'integer' },
    },
  },
  adminNewsUpdate: {
    method: 'PUT',
    url: () => `/api/admin/news/${newsId}`,
    token: () => adminToken,
    valid: () => ({
      locale: 'en',
      slug: 'dental-care-basics',
      title: 'Dental',
      body_html: '<p>x</p>',
    }),
    spec: {
      locale: { kind: 'enum', required: true },
      slug: text(200),
      title: text(300),
      body_html: { kind: 'string', required: true },
    },
  },
  adminFaqCreate: {
    method: 'POST',
    url: () => '/api/admin/faq',
    token: () => adminToken,
    valid: () => ({ locale: 'en', slug: 'fuzz-faq', question: 'Why?', answer_html: '<p>x</p>' }),
    spec: {
      locale: { kind: 'enum', required: true },
      slug: text(200),
      question: text(300),
      answer_html: { kind: 'string', required: true },
    },
  },
  adminCareCreate: {
    method: 'POST',
    url: () => '/api/admin/care-items',
    token: () => adminToken,
    valid: () => ({
      city_id: cityId,
      slug: 'fuzz-place',
      kind: 'grooming',
      name: 'Fuzz',
      phone: '123',
    }),
    spec: {
      city_id: { kind: 'integer', required: true },
      slug: text(200),
      kind: { kind: 'enum', required: true },
      name: text(200),
      phone: text(50, false),
    },
  },
  adminPageCreate: {
    method: 'POST',
    url: () => '/api/admin/pages',
    token: () => adminToken,
    valid: () => ({
      key: 'fuzz',
      locale: 'en',
      slug: 'fuzz-page',
      title: 'Fuzz',
      body_html: '<p>x</p>',
    }),
    spec: {
      key: text(200),
      locale: { kind: 'enum', required: true },
      slug: text(200),
      title: text(300),
      body_html: { kind: 'string', required: true },
    },
  },
};

describe.each(Object.entries(TARGETS))('%s', (_name, target) => {
  it('refuses generated bad bodies with a 4xx in the error shape and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const seen: number[] = [];
    await fc.assert(
      fc.asyncProperty(badBodies(target.valid(), target.spec), async (bad) => {
        const res = await server.app.inject({
          method: target.method,
          url: target.url(),
          headers: {
            'content-type': 'application/json',
            ...(target.token ? bearer(target.token()) : {}),
          },
          payload: bad.kind === 'raw' ? bad.text : JSON.stringify(bad.value),
          remoteAddress: '203.0.113.9',
        });
        seen.push(res.statusCode);
        const body = res.json();
        if (res.statusCode < 400 || res.statusCode >= 500) {
          throw new Error(`${bad.why}: ${res.statusCode} ${res.body}`);
        }
        expect(body).toEqual({
          message: expect.any(String),
          errors: expect.any(Object),
          error_id: expect.any(String),
        });
      }),
      { numRuns: 40 },
    );
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
    expect(seen.every((s) => [400, 422].includes(s))).toBe(true);
  });
});

it('the valid bodies of the fuzz targets are accepted (the fuzz starts from real requests)', async () => {
  for (const name of ['preferences', 'billing', 'adminNewsCreate'] as const) {
    const target = TARGETS[name]!;
    const res = await server.app.inject({
      method: target.method,
      url: target.url(),
      headers: target.token ? bearer(target.token()) : {},
      payload: target.valid(),
    });
    expect({ name, status: res.statusCode }).toEqual({ name, status: expect.any(Number) });
    expect(res.statusCode).toBeLessThan(300);
  }
});
