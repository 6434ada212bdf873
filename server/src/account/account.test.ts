// The signed-in user's account: profile, billing data, preferences and the keeper's pets.
import { eq } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  login,
  registerKeeper,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { userRoles, users } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('every account route needs a signed-in user', () => {
  it.each([
    ['POST', '/api/account/profile'],
    ['GET', '/api/account/billing-data'],
    ['POST', '/api/account/billing-data'],
    ['GET', '/api/account/preferences'],
    ['POST', '/api/account/preferences'],
    ['GET', '/api/keeper/pets'],
    ['POST', '/api/send-verification-sms'],
    ['POST', '/api/verify-phone-number'],
    ['DELETE', '/api/logout'],
    ['GET', '/api/user'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await server.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expectErrorShape(res, 401);
    expect(res.json().message).toBe('Unauthenticated.');
  });
});

describe('POST /api/account/profile', () => {
  it('updates name, e-mail and phone number', async () => {
    const keeper = await registerKeeper(server.app);
    const res = await call('POST', '/api/account/profile', keeper.token, {
      name: '  Kim Lee ',
      email: 'Kim.Lee@Example.com',
      phone_number: '+1 (555) 010-2030',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Kim Lee',
      email: 'kim.lee@example.com',
      phone_number: '+15550102030',
      is_verified_phone_number: false,
    });
    const cleared = await call('POST', '/api/account/profile', keeper.token, {
      name: 'Kim Lee',
      email: 'kim.lee@example.com',
      phone_number: '',
    });
    expect(cleared.json().data.phone_number).toBeNull();
  });

  it('resets phone verification only when the number changes', async () => {
    const keeper = await registerKeeper(server.app);
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, keeper.email));
    await server.database.db
      .update(users)
      .set({ phoneNumber: '+819012345678', isVerifiedPhoneNumber: true })
      .where(eq(users.id, row!.id));
    const same = await call('POST', '/api/account/profile', keeper.token, {
      name: 'Renamed',
      email: keeper.email,
      phone_number: '+81 90 1234 5678',
    });
    expect(same.json().data).toMatchObject({ name: 'Renamed', is_verified_phone_number: true });
    const changed = await call('POST', '/api/account/profile', keeper.token, {
      name: 'Renamed',
      email: keeper.email,
      phone_number: '+819087654321',
    });
    expect(changed.json().data).toMatchObject({
      phone_number: '+819087654321',
      is_verified_phone_number: false,
    });
  });

  it("refuses another account's e-mail and a malformed number, changing nothing", async () => {
    const keeper = await registerKeeper(server.app);
    const before = await databaseFingerprint(server.database.db);
    const res = await call('POST', '/api/account/profile', keeper.token, {
      name: 'X',
      email: 'DEMO@petcare.local',
      phone_number: '12345',
    });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      email: ['The email has already been taken.'],
      phone_number: ['The phone number field format is invalid.'],
    });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('never changes roles (role escalation through the profile)', async () => {
    const keeper = await registerKeeper(server.app);
    const res = await call('POST', '/api/account/profile', keeper.token, {
      name: 'Mallory',
      email: keeper.email,
      roles: [{ name: 'super-admin', medical_entity_id: null }],
      is_verified_phone_number: true,
      id: '00000000-0000-0000-0000-000000000000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: keeper.user.id,
      roles: [{ name: 'pet-keeper', medical_entity_id: null }],
      is_verified_phone_number: false,
    });
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, keeper.email));
    const roles = await server.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, row!.id));
    expect(roles.map((r) => r.name)).toEqual(['pet-keeper']);
  });
});

describe('billing data', () => {
  const billing = {
    full_name: 'Alex Morgan',
    company: 'Morgan Pets Ltd',
    vat_number: 'GB123456789',
    address_line1: '1 Harbour Street',
    address_line2: '',
    city: 'Bristol',
    postal_code: 'BS1 4DJ',
    country: 'GB',
  };

  it('is null until saved, then saved and replaced', async () => {
    const keeper = await registerKeeper(server.app);
    expect((await call('GET', '/api/account/billing-data', keeper.token)).json()).toEqual({
      data: null,
    });
    const saved = await call('POST', '/api/account/billing-data', keeper.token, billing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { ...billing, address_line2: null, invoice_registration_number: null, region: null },
    });
    const replaced = await call('POST', '/api/account/billing-data', keeper.token, {
      ...billing,
      company: null,
      vat_number: undefined,
      country: 'JP',
      postal_code: '〒１５０－０００２',
      region: '東京都',
      city: '渋谷区',
      address_line1: '渋谷2-21-1',
      address_line2: 'ヒカリエ11階',
      invoice_registration_number: 't 1234-5678-90123',
    });
    // Stored as written on a Japanese invoice.
    expect(replaced.json().data).toEqual({
      full_name: 'Alex Morgan',
      company: null,
      vat_number: null,
      invoice_registration_number: 'T1234567890123',
      address_line1: '渋谷2-21-1',
      address_line2: 'ヒカリエ11階',
      city: '渋谷区',
      region: '東京都',
      postal_code: '150-0002',
      country: 'JP',
    });
    expect((await call('GET', '/api/account/billing-data', keeper.token)).json().data.country).toBe(
      'JP',
    );
  });

  it('is private to each user', async () => {
    const first = await registerKeeper(server.app);
    const second = await registerKeeper(server.app);
    await call('POST', '/api/account/billing-data', first.token, billing);
    expect((await call('GET', '/api/account/billing-data', second.token)).json()).toEqual({
      data: null,
    });
  });

  it('validates every field, changing nothing', async () => {
    const keeper = await registerKeeper(server.app);
    const before = await databaseFingerprint(server.database.db);
    const res = await call('POST', '/api/account/billing-data', keeper.token, {
      ...billing,
      full_name: '',
      postal_code: 'x'.repeat(21),
      country: 'XX',
    });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      full_name: ['The full name field is required.'],
      postal_code: ['The postal code field must not be greater than 20 characters.'],
      country: ['The selected country is invalid.'],
    });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('checks a Japanese address and the invoice registration number, changing nothing', async () => {
    const keeper = await registerKeeper(server.app);
    const before = await databaseFingerprint(server.database.db);
    const japanese = { ...billing, country: 'JP', city: '渋谷区', address_line1: '渋谷2-21-1' };
    const wrong = await call('POST', '/api/account/billing-data', keeper.token, {
      ...japanese,
      postal_code: '150-002',
      region: 'Tokyo',
      invoice_registration_number: 'T123456789012',
    });
    expectErrorShape(wrong, 422);
    expect(wrong.json().errors).toEqual({
      postal_code: ['The postal code field must be a Japanese postal code of 7 digits.'],
      region: ['The selected region is invalid.'],
      invoice_registration_number: [
        'The invoice registration number field must be T followed by 13 digits.',
      ],
    });
    const missing = await call('POST', '/api/account/billing-data', keeper.token, {
      ...japanese,
      postal_code: '1500002',
      region: ' ',
    });
    expect(missing.json().errors).toEqual({ region: ['The region field is required.'] });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
    // Elsewhere the region is free text and optional, and the postal code keeps its own form.
    const british = await call('POST', '/api/account/billing-data', keeper.token, billing);
    expect(british.json().data).toMatchObject({ region: null, postal_code: 'BS1 4DJ' });
  });
});

describe('preferences', () => {
  it('defaults to en and kg and saves changes', async () => {
    const keeper = await registerKeeper(server.app);
    expect((await call('GET', '/api/account/preferences', keeper.token)).json()).toEqual({
      data: { language: 'en', weight_unit: 'kg' },
    });
    const saved = await call('POST', '/api/account/preferences', keeper.token, {
      language: 'jp',
      weight_unit: 'lb',
    });
    expect(saved.json()).toEqual({ data: { language: 'jp', weight_unit: 'lb' } });
    const me = await call('GET', '/api/user', keeper.token);
    expect(me.json().data.preferences).toEqual({ language: 'jp', weight_unit: 'lb' });
  });

  it('tells the user whether preferences were ever saved, the defaults included', async () => {
    const keeper = await registerKeeper(server.app);
    const before = await call('GET', '/api/user', keeper.token);
    expect(before.json().data.has_chosen_preferences).toBe(false);
    // Saving the defaults as they are is a choice too.
    await call('POST', '/api/account/preferences', keeper.token, {
      language: 'en',
      weight_unit: 'kg',
    });
    const after = await call('GET', '/api/user', keeper.token);
    expect(after.json().data.has_chosen_preferences).toBe(true);
    const refused = await call('POST', '/api/account/preferences', keeper.token, {
      language: 'fr',
      weight_unit: 'kg',
    });
    expectErrorShape(refused, 422);
    const other = await registerKeeper(server.app);
    expect((await call('GET', '/api/user', other.token)).json().data.has_chosen_preferences).toBe(
      false,
    );
  });

  it('refuses unknown values', async () => {
    const keeper = await registerKeeper(server.app);
    const res = await call('POST', '/api/account/preferences', keeper.token, {
      language: 'fr',
      weight_unit: 'stone',
    });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      language: ['The selected language is invalid.'],
      weight_unit: ['The selected weight unit is invalid.'],
    });
  });
});

describe('GET /api/keeper/pets', () => {
  it("lists the keeper's own pets, oldest first", async () => {
    const token = await login(server.app, DEMO);
    const res = await call('GET', '/api/keeper/pets', token);
    expect(res.statusCode).toBe(200);
    // The full pet answer is the pets API's (server/src/pets); here: whose pets, in which order,
    // and has_subscription following the demo subscription (Biscuit is on Premium).
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        name: 'Biscuit',
        species: 'dog',
        has_subscription: true,
      }),
      expect.objectContaining({ name: 'Miso', species: 'cat', has_subscription: false }),
    ]);
    const other = await registerKeeper(server.app);
    expect((await call('GET', '/api/keeper/pets', other.token)).json()).toEqual({ data: [] });
  });

  it('answers a signed-in user without the pet-keeper role with no pets (step 4 of the pipeline asks for every user), and a guest with 401', async () => {
    // The demo vet is a pet keeper too (db/seed/seed.ts); the admin is not.
    const token = await login(server.app, ADMIN);
    const res = await call('GET', '/api/keeper/pets', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    expectErrorShape(await server.app.inject({ method: 'GET', url: '/api/keeper/pets' }), 401);
  });
});
