// The keeper's pets and their weights through the API, on PGlite and PostgreSQL: the contract's
// shapes, every kind of bad input refused in the error shape with nothing changed, and nobody
// reaching another keeper's pets.
import { eq } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  expectErrorShape,
  login,
} from '../../test/authHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { users } from '../db/schema';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const fullPet = {
  name: 'Hana',
  species: 'dog',
  breed_code: 'shiba',
  sex: 'female',
  neutered: true,
  birth_date: '2022-05-01',
  birth_date_is_estimate: false,
  colour: 'Red sesame',
  microchip_number: '392141000123456',
  allergies: ['Beef'],
  conditions: ['Atopic dermatitis'],
  medications: [
    {
      name: 'Apoquel',
      dose: '5.4 mg',
      frequency: 'Twice a day',
      started_on: '2026-04-01',
      ends_on: '2026-07-01',
    },
  ],
  vaccinations: [
    {
      name: 'Rabies',
      given_on: '2026-04-10',
      next_due_on: '2027-04-10',
      batch_number: 'RB-1',
      notes: null,
    },
  ],
  insurance: { provider: 'Anicom', policy_number: 'A-1', phone: '0120-000-000' },
  home_clinic: { name: 'Sakura Animal Hospital', phone: null, address: null, email: null },
  weight_kg: 8.45,
};

async function createPet(body: Record<string, unknown> = fullPet, headers = {}) {
  const res = await t.me.call({ method: 'POST', url: '/api/keeper/pets', payload: body, headers });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } & Record<string, unknown> }).data;
}

describe('pets', () => {
  it('lists the keeper’s pets oldest first, in the contract’s shape', async () => {
    const res = await t.me.call({ method: 'GET', url: '/api/keeper/pets' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().data;
    expect(first).toEqual({
      id: t.me.petId,
      name: 'Rex',
      species: 'dog',
      breed_code: null,
      breed: null,
      sex: 'unknown',
      neutered: null,
      birth_date: '2020-03-14',
      birth_date_is_estimate: false,
      colour: null,
      microchip_number: null,
      photo: null,
      weight_kg: null,
      weight_measured_on: null,
      allergies: [],
      conditions: [],
      medications: [],
      vaccinations: [],
      insurance: null,
      home_clinic: null,
      has_subscription: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('creates a pet with its whole profile; the weight becomes its first entry', async () => {
    const pet = await createPet();
    const { weight_kg: _weight, ...profile } = fullPet;
    expect(pet).toMatchObject({
      ...profile,
      breed: 'Shiba',
      weight_kg: 8.45,
      weight_measured_on: '2026-06-01',
      photo: null,
    });
    const read = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${pet.id}` });
    expect(read.json().data).toEqual(pet);
    const weights = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${pet.id}/weights` });
    expect(weights.json().data).toEqual([
      {
        id: expect.any(String),
        weight_kg: 8.45,
        measured_on: '2026-06-01',
        note: null,
        created_at: expect.any(String),
      },
    ]);
  });

  it('names the breed in the keeper’s language when only a code is given', async () => {
    const pet = await createPet(
      { name: 'Koro', species: 'dog', breed_code: 'toy_poodle' },
      { 'app-language': 'jp' },
    );
    expect(pet.breed).toBe('トイ・プードル');
  });

  it('edits any field; left out keeps, null clears; a new species drops a breed code', async () => {
    const pet = await createPet();
    const res = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/pets/${pet.id}`,
      payload: { name: '  Hana-chan  ', colour: null, allergies: [], insurance: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hana-chan',
      colour: null,
      allergies: [],
      insurance: null,
      breed_code: 'shiba',
      microchip_number: '392141000123456',
      weight_kg: 8.45,
    });
    const moved = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/pets/${pet.id}`,
      payload: { species: 'cat' },
    });
    expect(moved.json().data).toMatchObject({ species: 'cat', breed_code: null, breed: 'Shiba' });
  });

  it('deletes a pet with its weights', async () => {
    const pet = await createPet();
    const res = await t.me.call({ method: 'DELETE', url: `/api/keeper/pets/${pet.id}` });
    expect(res.statusCode).toBe(204);
    const read = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${pet.id}` });
    expectErrorShape(read, 404);
    expect(read.json().message).toBe('Pet not found.');
  });

  it('answers 401 without a token; a user who is not a pet keeper has no pets and may add none', async () => {
    const anonymous = await t.server.app.inject({ method: 'GET', url: '/api/keeper/pets' });
    expectErrorShape(anonymous, 401);
    const keepersPet = await createPet({ name: 'Mugi', species: 'cat' });
    const admin = await login(t.server.app, ADMIN);
    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.server.app.inject({ method, url, payload, headers: bearer(admin) });
    // The list answers everyone signed in (the app fetches pets for whoever signs in): empty.
    const list = await asAdmin('GET', '/api/keeper/pets');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [] });
    const before = await databaseFingerprint(t.server.database.db);
    expectErrorShape(await asAdmin('GET', `/api/keeper/pets/${keepersPet.id}`), 403);
    expectErrorShape(await asAdmin('POST', '/api/keeper/pets', { name: 'X', species: 'dog' }), 403);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });
});

describe('bad input', () => {
  const cases: Array<[string, unknown, string]> = [
    ['a number for a name', { ...fullPet, name: 123 }, 'name'],
    ['a blank name', { ...fullPet, name: '   ' }, 'name'],
    ['a name with NUL', { ...fullPet, name: 'Ha\u0000na' }, 'name'],
    ['a name with a control character', { ...fullPet, name: 'Ha\u001bna' }, 'name'],
    ['a lone surrogate', { ...fullPet, colour: 'Red \ud800' }, 'colour'],
    ['a name too long', { ...fullPet, name: 'x'.repeat(61) }, 'name'],
    ['an unknown species', { ...fullPet, species: 'dragon' }, 'species'],
    ['a string for a boolean', { ...fullPet, neutered: 'yes' }, 'neutered'],
    ['a string for a weight', { ...fullPet, weight_kg: '8.4' }, 'weight_kg'],
    ['a zero weight', { ...fullPet, weight_kg: 0 }, 'weight_kg'],
    ['a weight over 200 kg', { ...fullPet, weight_kg: 201 }, 'weight_kg'],
    ['a future birth date', { ...fullPet, birth_date: '2026-06-03' }, 'birth_date'],
    ['an impossible date', { ...fullPet, birth_date: '2023-02-30' }, 'birth_date'],
    ['a date before 1950', { ...fullPet, birth_date: '1900-01-01' }, 'birth_date'],
    ['a breed of another species', { ...fullPet, breed_code: 'british_shorthair' }, 'breed_code'],
    [
      'letters in a microchip',
      { ...fullPet, microchip_number: '39214100012345A' },
      'microchip_number',
    ],
    ['too many allergies', { ...fullPet, allergies: Array(31).fill('Dust') }, 'allergies'],
    ['an empty allergy', { ...fullPet, allergies: [''] }, 'allergies.0'],
    [
      'a vaccination given in the future',
      { ...fullPet, vaccinations: [{ ...fullPet.vaccinations[0], given_on: '2026-07-01' }] },
      'vaccinations.0.given_on',
    ],
    [
      'a vaccination due before it was given',
      { ...fullPet, vaccinations: [{ ...fullPet.vaccinations[0], next_due_on: '2026-01-01' }] },
      'vaccinations.0.next_due_on',
    ],
    [
      'a medication ending before it started',
      { ...fullPet, medications: [{ ...fullPet.medications[0], ends_on: '2026-03-01' }] },
      'medications.0.ends_on',
    ],
    ['an unknown property', { ...fullPet, owner_id: 1 }, ''],
    [
      'an unknown property in a record',
      { ...fullPet, insurance: { provider: 'A', hacked: true } },
      '',
    ],
    [
      'an e-mail that is not one',
      { ...fullPet, home_clinic: { ...fullPet.home_clinic, email: 'x' } },
      'home_clinic.email',
    ],
  ];

  it.each(cases)('refuses %s with 422 and changes nothing', async (_label, body, field) => {
    const before = await databaseFingerprint(t.server.database.db);
    const res = await t.me.call({
      method: 'POST',
      url: '/api/keeper/pets',
      payload: body as object,
    });
    expectErrorShape(res, 422);
    if (field !== '') expect(Object.keys(res.json().errors)).toContain(field);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('refuses numbers JSON cannot hold finitely (1e999) and bodies that are not JSON', async () => {
    const before = await databaseFingerprint(t.server.database.db);
    const infinite = await t.me.call({
      method: 'POST',
      url: '/api/keeper/pets',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Big","species":"dog","weight_kg":1e999}',
    });
    expectErrorShape(infinite, 422);
    const broken = await t.me.call({
      method: 'POST',
      url: '/api/keeper/pets',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectErrorShape(broken, 400);
    const update = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/pets/${t.me.petId}`,
      payload: { birth_date: '2030-01-01', name: 7 },
    });
    expectErrorShape(update, 422);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('checks a registration’s first pet with the same rules, creating no account', async () => {
    const email = 'future-pet@example.com';
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      payload: {
        name: 'Early Bird',
        email,
        password: 'Correct horse battery 42',
        password_confirmation: 'Correct horse battery 42',
        terms: true,
        pet: { name: 'Soon', species: 'cat', birth_date: '2027-01-01' },
      },
    });
    expectErrorShape(res, 422);
    expect(res.json().errors).toHaveProperty(['pet.birth_date']);
    const rows = await t.server.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });
});

describe('another keeper’s pets', () => {
  it('answers 404 to reading, editing, deleting or weighing them, and changes nothing', async () => {
    const before = await databaseFingerprint(t.server.database.db);
    const id = t.other.petId;
    const attempts = [
      { method: 'GET' as const, url: `/api/keeper/pets/${id}` },
      { method: 'PUT' as const, url: `/api/keeper/pets/${id}`, payload: { name: 'Mine now' } },
      { method: 'DELETE' as const, url: `/api/keeper/pets/${id}` },
      { method: 'GET' as const, url: `/api/keeper/pets/${id}/weights` },
      {
        method: 'POST' as const,
        url: `/api/keeper/pets/${id}/weights`,
        payload: { weight_kg: 4, measured_on: '2026-05-01' },
      },
      { method: 'DELETE' as const, url: `/api/keeper/pets/${id}/photo` },
      { method: 'GET' as const, url: `/api/keeper/pets/${id}/dashboard` },
      { method: 'GET' as const, url: `/api/keeper/pets/${id}/diet-plan` },
    ];
    for (const attempt of attempts) {
      const res = await t.me.call(attempt);
      expectErrorShape(res, 404);
      expect(res.json().message).toBe('Pet not found.');
    }
    const mine = await t.me.call({ method: 'GET', url: '/api/keeper/pets' });
    expect(mine.json().data.map((pet: { id: string }) => pet.id)).not.toContain(id);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('answers the same 404 to ids that cannot exist', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648', '%00']) {
      const res = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${id}` });
      expectErrorShape(res, 404);
    }
  });
});

describe('weights', () => {
  it('adds entries; the pet’s weight is the latest by date, not the latest added', async () => {
    const pet = await createPet({ name: 'Kuma', species: 'dog', birth_date: '2024-01-10' });
    const add = (weight_kg: number, measured_on: string, note?: string) =>
      t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${pet.id}/weights`,
        payload: { weight_kg, measured_on, ...(note ? { note } : {}) },
      });
    expect((await add(12.3456, '2026-05-20', 'After the walk')).json().data).toMatchObject({
      weight_kg: 12.346,
      measured_on: '2026-05-20',
      note: 'After the walk',
    });
    expect((await add(11.9, '2026-04-20')).statusCode).toBe(201);
    const read = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${pet.id}` });
    expect(read.json().data).toMatchObject({ weight_kg: 12.346, weight_measured_on: '2026-05-20' });
    const list = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${pet.id}/weights` });
    expect(list.json().data.map((entry: { measured_on: string }) => entry.measured_on)).toEqual([
      '2026-04-20',
      '2026-05-20',
    ]);

    const before = await databaseFingerprint(t.server.database.db);
    expectErrorShape(await add(12, '2026-06-05'), 422);
    expectErrorShape(await add(12, '2023-12-31'), 422);
    expectErrorShape(await add(-1, '2026-05-01'), 422);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);

    const latest = list.json().data[1].id as string;
    const removed = await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/pets/${pet.id}/weights/${latest}`,
    });
    expect(removed.statusCode).toBe(204);
    const after = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${pet.id}` });
    expect(after.json().data).toMatchObject({ weight_kg: 11.9, weight_measured_on: '2026-04-20' });

    const foreign = await t.other.call({
      method: 'DELETE',
      url: `/api/keeper/pets/${pet.id}/weights/${list.json().data[0].id}`,
    });
    expectErrorShape(foreign, 404);
  });
});
