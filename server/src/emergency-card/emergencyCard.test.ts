// The emergency card through the API: the pet, the clinic to call (a shared clinic first, else
// the typed home clinic) and the keeper's contact; nobody reads another keeper's card.
import { eq } from 'drizzle-orm';
import { bearer, expectErrorShape } from '../../test/authHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { createVet } from '../../test/vetHelpers';
import { medicalEntities, pets, users } from '../db/schema';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const cardOf = (petId: string) =>
  t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/emergency-card` });

async function newPet(body: Record<string, unknown>): Promise<string> {
  const res = await t.me.call({ method: 'POST', url: '/api/keeper/pets', payload: body });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

describe('GET keeper/pets/{id}/emergency-card', () => {
  it('gives the pet as its own route does, the typed home clinic and the keeper’s contact', async () => {
    const petId = await newPet({
      name: 'Hana',
      species: 'dog',
      breed_code: 'shiba',
      birth_date: '2022-05-01',
      microchip_number: '392141000123456',
      allergies: ['Beef'],
      conditions: ['Atopic dermatitis'],
      medications: [
        {
          name: 'Apoquel',
          dose: '5.4 mg',
          frequency: 'Twice a day',
          started_on: null,
          ends_on: null,
        },
      ],
      home_clinic: {
        name: 'Sakura Animal Hospital',
        phone: '03-1234-5678',
        address: null,
        email: null,
      },
      weight_kg: 8.45,
    });
    const db = t.server.database.db;
    const [owner] = await db
      .select({ id: pets.userId })
      .from(pets)
      .where(eq(pets.id, Number(petId)));
    const myId = owner!.id;
    await db
      .update(users)
      .set({ phoneNumber: '+81 90 1234 5678' })
      .where(eq(users.id, Number(myId)));
    const [keeper] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(myId)));

    const res = await cardOf(petId);
    expect(res.statusCode).toBe(200);
    const pet = (await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}` })).json().data;
    expect(res.json()).toEqual({
      data: {
        pet,
        clinic: { name: 'Sakura Animal Hospital', phone: '03-1234-5678', source: 'home' },
        keeper: {
          name: keeper!.name,
          email: keeper!.email,
          phone: '+81 90 1234 5678',
          weight_unit: 'kg',
        },
        generated_at: expect.any(String),
      },
    });
    expect(res.json().data.pet).toMatchObject({
      microchip_number: '392141000123456',
      allergies: ['Beef'],
      weight_kg: 8.45,
      medications: [expect.objectContaining({ name: 'Apoquel', dose: '5.4 mg' })],
    });
  });

  it('names a clinic the pet is shared with, and the home clinic again once sharing stops', async () => {
    const petId = await newPet({
      name: 'Kuro',
      species: 'cat',
      home_clinic: { name: 'Typed Clinic', phone: '0120-000-000', address: null, email: null },
    });
    const vet = await createVet(t.server.database.db, t.clock, 'Harbour Test Clinic');
    await t.server.database.db
      .update(medicalEntities)
      .set({ phone: '+44 20 7946 0999' })
      .where(eq(medicalEntities.id, vet.clinicId));
    const share = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/pets/${petId}/shares/${vet.clinicId}`,
      payload: { scopes: ['profile'] },
    });
    expect(share.statusCode).toBeLessThan(300);
    expect((await cardOf(petId)).json().data.clinic).toEqual({
      name: 'Harbour Test Clinic',
      phone: '+44 20 7946 0999',
      source: 'shared',
    });

    await t.me.call({ method: 'DELETE', url: `/api/keeper/pets/${petId}/shares/${vet.clinicId}` });
    expect((await cardOf(petId)).json().data.clinic).toEqual({
      name: 'Typed Clinic',
      phone: '0120-000-000',
      source: 'home',
    });
  });

  it('has no clinic when there is neither a share nor a home clinic', async () => {
    expect((await cardOf(t.me.petId)).json().data.clinic).toBeNull();
  });

  it('answers another keeper’s pet, an unknown and a malformed id with the same 404', async () => {
    for (const id of [t.other.petId, '999999', 'abc', '0']) {
      const res = await cardOf(id);
      expectErrorShape(res, 404);
      expect(res.json().message).toBe('Pet not found.');
      expect(JSON.stringify(res.json())).not.toContain('Tama');
    }
  });

  it('is for signed-in keepers only (401 without a token), and never kept by a shared cache', async () => {
    const anonymous = await t.server.app.inject({
      method: 'GET',
      url: `/api/keeper/pets/${t.me.petId}/emergency-card`,
    });
    expectErrorShape(anonymous, 401);
    const badToken = await t.server.app.inject({
      method: 'GET',
      url: `/api/keeper/pets/${t.me.petId}/emergency-card`,
      headers: bearer('not-a-token'),
    });
    expectErrorShape(badToken, 401);
    expect(String((await cardOf(t.me.petId)).headers['cache-control'])).toContain('no-store');
  });
});
