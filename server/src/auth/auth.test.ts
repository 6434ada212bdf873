// Sign-in, registration, the current user, sign-out and bearer tokens, through the real API.
import { eq } from 'drizzle-orm';
import {
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  freshAddress,
  login,
  registerKeeper,
  UUID,
} from '../../test/authHelpers';
import { databaseGoneAfterCommit } from '../../test/databaseGoneAfterCommit';
import { createTestServer, type TestServer } from '../../test/testServer';
import { buildApp } from '../app';
import { authTokens, mailOutbox, pets, subscriptions, userRoles, users } from '../db/schema';
import { DAY, ManualClock, MINUTE } from '../http/clock';
import { sha256Hex } from '../http/secrets';

let server: TestServer;
const clock = new ManualClock();

beforeAll(async () => {
  server = await createTestServer({ app: { clock } });
});
afterAll(() => server.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  ip = freshAddress(),
) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('POST /api/login', () => {
  it('signs the demo keeper in: an opaque token and the user', async () => {
    const res = await post('/api/login?redirect=/si&lang=en', { ...DEMO, remember: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The query option `redirect` is answered back (spec.md section 7: login carries query options).
    expect(body.redirect).toBe('/si');
    expect(body.user).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Alex Morgan',
      email: 'demo@petcare.local',
      phone_number: null,
      // The demo keeper's Biscuit is on Premium, and Alex is an affiliate who accepted the rules.
      has_subscription: true,
      is_verified_phone_number: false,
      roles: [{ name: 'pet-keeper', medical_entity_id: null }],
      preferences: { language: 'en', weight_unit: 'kg' },
      // The demo keeper has never saved preferences: the onboarding step is still open.
      has_chosen_preferences: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      has_accepted_affiliate_program_rules: true,
      affiliate: { status: 'accepted', has_accepted_rules: true },
    });
  });

  it('stores only the sha256 of the token, valid for 7 days', async () => {
    const token = await login(server.app, DEMO);
    const rows = await server.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY);
    expect(rows[0]?.method).toBe('email');
    const all = await server.database.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    expect(all.some((row) => row.hash === token)).toBe(false);
  });

  it('accepts the e-mail address in any case, and with spaces around it', async () => {
    // Strings are trimmed before validation (Laravel's TrimStrings), a password is not.
    const padded = await post('/api/login', {
      email: ' Demo@PetCare.local ',
      password: DEMO.password,
    });
    expect(padded.statusCode).toBe(200);
    const paddedPassword = await post('/api/login', {
      email: DEMO.email,
      password: ` ${DEMO.password} `,
    });
    expectErrorShape(paddedPassword, 422);
    const ok = await post('/api/login', { email: 'Demo@PetCare.LOCAL', password: DEMO.password });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: DEMO.email, password: 'not-the-password' }],
    ['an unknown account', { email: 'nobody@example.com', password: 'whatever-password' }],
  ])('answers 422 with the same message for %s', async (_case, body) => {
    const res = await post('/api/login', body);
    expectErrorShape(res, 422);
    expect(res.json()).toMatchObject({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers a null redirect without the option, and refuses one off the site before any password is checked', async () => {
    const plain = await post('/api/login', DEMO);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().redirect).toBeNull();
    const before = await databaseFingerprint(server.database.db);
    for (const redirect of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/x',
    ]) {
      const res = await post(`/api/login?redirect=${encodeURIComponent(redirect)}`, DEMO);
      expectErrorShape(res, 422);
      expect(res.json().errors).toEqual({ redirect: ['The redirect field format is invalid.'] });
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('validates the body in Laravel style', async () => {
    const res = await post('/api/login', { email: 'not-an-address', password: '' });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field is required.'],
    });
    const missing = await post('/api/login', {});
    expect(missing.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses wrong types instead of converting them', async () => {
    const res = await post('/api/login', { email: DEMO.email, password: 12345678 });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({ password: ['The password field must be a string.'] });
  });
});

describe('POST /api/keeper/register', () => {
  const valid = (email: string) => ({
    name: 'Yuki Tanaka',
    email,
    password: 'Miso and Biscuit 2026',
    password_confirmation: 'Miso and Biscuit 2026',
    terms: true,
  });

  it('creates a pet keeper, signs them in and sends a welcome mail', async () => {
    const res = await post('/api/keeper/register', valid('Yuki@Example.com'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      name: 'Yuki Tanaka',
      email: 'yuki@example.com',
      roles: [{ name: 'pet-keeper', medical_entity_id: null }],
      preferences: { language: 'en', weight_unit: 'kg' },
    });
    const me = await get('/api/user', bearer(body.token));
    expect(me.json().data.email).toBe('yuki@example.com');
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'yuki@example.com'));
    expect(mail?.subject).toBe('Welcome to PetCare');
    expect(mail?.textBody).toContain('Hello Yuki Tanaka,');
    expect(mail?.htmlBody).toContain('<html lang="en">');
  });

  it('takes the language from App-Language and writes the welcome mail in Japanese', async () => {
    const res = await post('/api/keeper/register', valid('hana@example.jp'), {
      'app-language': 'jp',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.preferences.language).toBe('jp');
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'hana@example.jp'));
    expect(mail?.subject).toBe('【PetCare】アカウントの作成が完了しました');
    expect(mail?.htmlBody).toContain('<html lang="ja">');
    // The name with さん (style guide); the link on a line of its own, after the button's label.
    expect(mail?.textBody).toMatch(/^Yuki Tanakaさん\n/);
    expect(mail?.textBody).toMatch(
      /\nペットを登録する\nhttps?:\/\/[^/\s]+\/jp\/my-pets\/add-new-pet\n/,
    );
  });

  it('saves the pet of the guest add-pet funnel with the account', async () => {
    const res = await post('/api/keeper/register', {
      ...valid('funnel@example.com'),
      pet: { name: 'Mochi', species: 'rabbit', birth_date: '2024-02-29', weight_kg: 1.8 },
    });
    expect(res.statusCode).toBe(201);
    const list = await get('/api/keeper/pets', bearer(res.json().token));
    expect(list.json().data).toEqual([
      expect.objectContaining({
        name: 'Mochi',
        species: 'rabbit',
        sex: 'unknown',
        birth_date: '2024-02-29',
        weight_kg: 1.8,
        breed: null,
      }),
    ]);
  });

  it('ignores unknown fields: no role escalation at sign-up', async () => {
    const res = await post('/api/keeper/register', {
      ...valid('sneaky@example.com'),
      roles: [{ name: 'admin', medical_entity_id: null }],
      role: 'super-admin',
      is_verified_phone_number: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.roles).toEqual([{ name: 'pet-keeper', medical_entity_id: null }]);
    expect(res.json().user.is_verified_phone_number).toBe(false);
  });

  it('carries the query option redirect: answered back, and one off the site creates nothing', async () => {
    const target = '/jp/dashboard/?tab=weight a b';
    const res = await post(
      `/api/keeper/register?redirect=${encodeURIComponent(target)}`,
      valid('redirected@example.com'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().redirect).toBe(target);
    const before = await databaseFingerprint(server.database.db);
    const refused = await post(
      '/api/keeper/register?redirect=//evil.example/',
      valid('off@example.com'),
    );
    expectErrorShape(refused, 422);
    expect(refused.json().errors).toEqual({ redirect: ['The redirect field format is invalid.'] });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('refuses a taken e-mail (any case) with 422 and changes nothing', async () => {
    const before = await databaseFingerprint(server.database.db);
    const res = await post('/api/keeper/register', valid('DEMO@petcare.local'));
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('checks password length, confirmation, common passwords and the terms', async () => {
    const before = await databaseFingerprint(server.database.db);
    const short = await post('/api/keeper/register', {
      ...valid('short@example.com'),
      password: 'abc123',
      password_confirmation: 'abc123',
    });
    expect(short.json().errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
    const mismatch = await post('/api/keeper/register', {
      ...valid('mismatch@example.com'),
      password_confirmation: 'something else entirely',
      terms: false,
    });
    expect(mismatch.json().errors).toEqual({
      password: ['The password field confirmation does not match.'],
      terms: ['The terms field must be accepted.'],
    });
    const common = await post('/api/keeper/register', {
      ...valid('common@example.com'),
      password: 'Password1',
      password_confirmation: 'Password1',
    });
    expect(common.json().errors).toEqual({
      password: [
        'The given password has appeared in a data leak. Please choose a different password.',
      ],
    });
    const long = 'x'.repeat(256);
    const tooLong = await post('/api/keeper/register', {
      ...valid('long@example.com'),
      password: long,
      password_confirmation: long,
    });
    expect(tooLong.json().errors).toEqual({
      password: ['The password field must not be greater than 255 characters.'],
    });
    const missing = await post('/api/keeper/register', { email: 'x@example.com' });
    expect(missing.json().errors).toEqual({
      name: ['The name field is required.'],
      password: ['The password field is required.'],
      terms: ['The terms field is required.'],
    });
    for (const res of [short, mismatch, common, tooLong, missing]) expectErrorShape(res, 422);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('allows one account per address even under concurrent sign-ups', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/api/keeper/register', valid('race@example.com'))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    const rows = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
    const roles = await server.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, rows[0]!.id));
    expect(roles).toHaveLength(1);
  });

  it('answers 201 with a working token when the database goes away right after the commit', async () => {
    const fault = databaseGoneAfterCommit(server.database);
    const app = await buildApp({
      config: server.config,
      database: fault.handle,
      logger: false,
      clock,
    });
    try {
      fault.arm();
      const res = await app.inject({
        method: 'POST',
        url: '/api/keeper/register',
        payload: valid('gone-after-commit@example.com'),
        remoteAddress: freshAddress(),
      });
      expect(fault.fired).toBe(true);
      // The account exists: an error would send the client back to a form that now says
      // "The email has already been taken."
      expect(res.statusCode).toBe(201);
      const token = (res.json() as { token: string }).token;
      fault.restore();
      const me = await get('/api/user', bearer(token));
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe('gone-after-commit@example.com');
    } finally {
      fault.restore();
      await app.close();
    }
  });
});

describe('GET /api/user and bearer tokens', () => {
  it('answers 401 "Unauthenticated." without a token or with a malformed one', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic ZGVtbzpkZW1v' },
      { authorization: `Bearer ${'a'.repeat(500)}` },
      { authorization: 'Bearer not-a-real-token-at-all-0000000000000000' },
    ];
    for (const headers of cases) {
      const res = await get('/api/user', headers);
      expectErrorShape(res, 401);
      expect(res.json().message).toBe('Unauthenticated.');
    }
  });

  it('expires a token after 7 days', async () => {
    const { token } = await registerKeeper(server.app);
    clock.advance(7 * DAY - MINUTE);
    expect((await get('/api/user', bearer(token))).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expectErrorShape(await get('/api/user', bearer(token)), 401);
  });

  it('records when a token was last used (at most once a minute)', async () => {
    const { token } = await registerKeeper(server.app);
    const lastUsed = async () =>
      (
        await server.database.db
          .select({ at: authTokens.lastUsedAt })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, sha256Hex(token)))
      )[0]?.at;
    await get('/api/user', bearer(token));
    const first = await lastUsed();
    expect(first?.getTime()).toBe(clock.now().getTime());
    clock.advance(10_000);
    await get('/api/user', bearer(token));
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    clock.advance(MINUTE);
    await get('/api/user', bearer(token));
    expect((await lastUsed())?.getTime()).toBe(clock.now().getTime());
  });

  it('derives has_subscription from the pets’ subscriptions (active or in grace)', async () => {
    const token = await login(server.app, DEMO);
    const db = server.database.db;
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO.email));
    const saved = await db.select().from(subscriptions).where(eq(subscriptions.userId, demo!.id));
    const subscribed = async () =>
      (await get('/api/user', bearer(token))).json().data.has_subscription as boolean;
    await db.delete(subscriptions).where(eq(subscriptions.userId, demo!.id));
    expect(await subscribed()).toBe(false);
    const [miso] = await db.select().from(pets).where(eq(pets.name, 'Miso'));
    await db.insert(subscriptions).values({
      petId: miso!.id,
      userId: demo!.id,
      plan: 'premium_monthly',
      status: 'active',
    });
    expect(await subscribed()).toBe(true);
    await db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.petId, miso!.id));
    expect(await subscribed()).toBe(true);
    await db
      .update(subscriptions)
      .set({ plan: 'free', status: 'canceled' })
      .where(eq(subscriptions.petId, miso!.id));
    expect(await subscribed()).toBe(false);
    await db.delete(subscriptions).where(eq(subscriptions.userId, demo!.id));
    const restored = saved.map(({ id: _id, ...row }) => row);
    if (restored.length > 0) await db.insert(subscriptions).values(restored);
  });
});

describe('DELETE /api/logout', () => {
  it('revokes exactly the token used; a revoked token is refused', async () => {
    const first = await login(server.app, DEMO);
    const second = await login(server.app, DEMO);
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: bearer(first),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectErrorShape(await get('/api/user', bearer(first)), 401);
    expect((await get('/api/user', bearer(second))).statusCode).toBe(200);
    const again = await server.app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: bearer(first),
    });
    expectErrorShape(again, 401);
  });
});
