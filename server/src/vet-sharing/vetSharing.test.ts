// Sharing a pet with a clinic and the vet area, through the API: the keeper's clinic search and
// shares, the X-Medical-Entity-ID scoping of every vet route, the scopes, what a vet adds (in the
// pet's own records, marked, notified), and every way a vet could reach what is not theirs —
// each answered in the spec's error shape with the stored rows unchanged.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Notification } from '@contract/schemas/notifications';
import type { PetDocument } from '@contract/schemas/petDocuments';
import type { Visit } from '@contract/schemas/petVisits';
import type { Clinic, Patient, PatientSummary, PetShare } from '@contract/schemas/vets';
import {
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  login,
  VET,
} from '../../test/authHelpers';
import {
  createPetsTestServer,
  multipart,
  type Keeper,
  type Part,
  type PetsTestServer,
} from '../../test/petsTestServer';
import { asVet, createVet, type TestVet } from '../../test/vetHelpers';
import { notifications, pets } from '../db/schema';
import { DEMO_CLINIC_NAME } from '../db/seed/demoClinics';
import { pdf } from '../uploads/testUploads';
import { PATIENT_NOT_FOUND, SCOPE_NOT_SHARED } from './patientAccess';
import { SHARE_NOT_FOUND } from './shareService';
import { VET_RECORD_NOTIFICATION_TYPE } from './vetRecordNotification';

jest.setTimeout(180_000);

const ALL_SCOPES = [
  'profile',
  'weight',
  'visits',
  'results',
  'triage_threads',
  'photo_analyses',
] as const;

let t: PetsTestServer;
let north: TestVet;
let south: TestVet;

beforeAll(async () => {
  t = await createPetsTestServer();
  const db = t.server.database.db;
  north = await createVet(db, t.clock, 'North Hill Animal Hospital', 'Dr. Ada North');
  south = await createVet(db, t.clock, 'South Bay Vets', 'Dr. Ben South');
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.server.app.inject(options);
const db = () => t.server.database.db;

function share(keeper: Keeper, petId: string, clinicId: number, body: Record<string, unknown>) {
  return keeper.call({
    method: 'PUT',
    url: `/api/keeper/pets/${petId}/shares/${clinicId}`,
    payload: body,
  });
}

function stop(keeper: Keeper, petId: string, clinicId: number) {
  return keeper.call({ method: 'DELETE', url: `/api/keeper/pets/${petId}/shares/${clinicId}` });
}

/** A fresh pet of `keeper`, so each test starts from no share at all. */
async function newPet(keeper: Keeper, name: string, species = 'dog'): Promise<string> {
  const res = await keeper.call({
    method: 'POST',
    url: '/api/keeper/pets',
    payload: { name, species, birth_date: '2021-04-02', weight_kg: 12.5 },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

const documentPart = async (): Promise<Part> => ({
  name: 'file',
  file: { filename: 'referral.pdf', type: 'application/pdf', data: await pdf(1) },
});

async function expectUnchanged(run: () => Promise<unknown>): Promise<void> {
  const before = await databaseFingerprint(db());
  await run();
  expect(await databaseFingerprint(db())).toEqual(before);
}

describe('clinics a keeper can share with', () => {
  it('lists the clinics by name and finds them by name, city or address', async () => {
    const all = (await t.me.call({ method: 'GET', url: '/api/clinics' })).json() as {
      data: Clinic[];
    };
    const names = all.data.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([DEMO_CLINIC_NAME, 'さくら動物病院']));
    expect([...names].sort((a, b) => a.localeCompare(b))).toHaveLength(names.length);

    const byCity = (
      await t.me.call({ method: 'GET', url: '/api/clinics?search=port%20town' })
    ).json() as { data: Clinic[] };
    expect(byCity.data).toEqual([
      {
        id: expect.any(Number),
        name: DEMO_CLINIC_NAME,
        address: '12 Harbour Road',
        city: 'Port Town',
        phone: '+44 20 7946 0321',
        email: 'hello@harbourside.vet',
      },
    ]);
    const japanese = (
      await t.me.call({ method: 'GET', url: `/api/clinics?search=${encodeURIComponent('渋谷')}` })
    ).json() as { data: Clinic[] };
    expect(japanese.data.map((c) => c.name)).toEqual(['さくら動物病院']);
    // LIKE's wildcards are matched as typed.
    const wildcard = (await t.me.call({ method: 'GET', url: '/api/clinics?search=%25' })).json();
    expect(wildcard).toEqual({ data: [] });
  });

  it('refuses an over-long search and other roles', async () => {
    expectErrorShape(
      await t.me.call({ method: 'GET', url: `/api/clinics?search=${'a'.repeat(101)}` }),
      422,
    );
    expectErrorShape(await inject({ method: 'GET', url: '/api/clinics' }), 401);
    expectErrorShape(await asVet(inject, north)({ method: 'GET', url: '/api/clinics' }), 403);
  });
});

describe('a keeper sharing a pet', () => {
  it('shares, changes the scopes (keeping the start), lists, stops and shares again', async () => {
    const petId = await newPet(t.me, 'Pixel');
    // A scope twice is refused (uniqueItems).
    expectErrorShape(
      await share(t.me, petId, north.clinicId, { scopes: ['visits', 'profile', 'visits'] }),
      422,
    );
    const started = await share(t.me, petId, north.clinicId, { scopes: ['visits', 'profile'] });
    expect(started.statusCode).toBe(201);
    const shared = (started.json() as { data: PetShare }).data;
    expect(shared).toEqual({
      clinic: expect.objectContaining({ id: north.clinicId, name: north.clinicName }),
      // Stored and answered in the scope list's order.
      scopes: ['profile', 'visits'],
      shared_at: '2026-06-01T09:00:00.000Z',
      updated_at: '2026-06-01T09:00:00.000Z',
    });

    t.clock.advance(60_000);
    const changed = await share(t.me, petId, north.clinicId, { scopes: ['weight'] });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { data: PetShare }).data).toMatchObject({
      scopes: ['weight'],
      shared_at: '2026-06-01T09:00:00.000Z',
      updated_at: '2026-06-01T09:01:00.000Z',
    });
    await share(t.me, petId, south.clinicId, { scopes: ['profile'] });
    const list = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/shares` })
    ).json() as { data: PetShare[] };
    expect(list.data.map((s) => s.clinic.name)).toEqual([north.clinicName, south.clinicName]);

    expect((await stop(t.me, petId, north.clinicId)).statusCode).toBe(204);
    const stoppedTwice = await stop(t.me, petId, north.clinicId);
    expectErrorShape(stoppedTwice, 404);
    expect(stoppedTwice.json().message).toBe(SHARE_NOT_FOUND);
    const after = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/shares` })
    ).json() as { data: PetShare[] };
    expect(after.data.map((s) => s.clinic.name)).toEqual([south.clinicName]);

    t.clock.advance(60_000);
    const again = await share(t.me, petId, north.clinicId, { scopes: ['profile'] });
    expect(again.statusCode).toBe(201);
    expect((again.json() as { data: PetShare }).data.shared_at).toBe('2026-06-01T09:02:00.000Z');
  });

  it('makes the clinic the home clinic when asked', async () => {
    const petId = await newPet(t.me, 'Homer');
    const res = await share(t.me, petId, north.clinicId, {
      scopes: ['profile'],
      set_as_home_clinic: true,
    });
    expect(res.statusCode).toBe(201);
    const pet = (await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}` })).json();
    expect(pet.data.home_clinic).toEqual({
      name: north.clinicName,
      phone: null,
      address: expect.stringContaining('Test Street, Testville'),
      email: null,
    });
  });

  it.each([
    ['no scope', { scopes: [] }, 'scopes'],
    ['an unknown scope', { scopes: ['everything'] }, 'scopes.0'],
    ['scopes as text', { scopes: 'profile' }, 'scopes'],
    // Unknown properties are reported on the body as a whole (http/requestValidator.ts).
    ['an unknown field', { scopes: ['profile'], clinic: 'x' }, 'body'],
    [
      'a home clinic flag as text',
      { scopes: ['profile'], set_as_home_clinic: 'yes' },
      'set_as_home_clinic',
    ],
  ])('refuses %s with 422 and changes nothing', async (_case, body, field) => {
    await expectUnchanged(async () => {
      const res = await share(t.me, t.me.petId, north.clinicId, body);
      expectErrorShape(res, 422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  it('answers 404 for an unknown clinic, someone else’s pet and malformed ids', async () => {
    await expectUnchanged(async () => {
      const unknown = await share(t.me, t.me.petId, 999999, { scopes: ['profile'] });
      expectErrorShape(unknown, 404);
      expect(unknown.json().message).toBe('Clinic not found.');
      expectErrorShape(
        await share(t.me, t.other.petId, north.clinicId, { scopes: ['profile'] }),
        404,
      );
      expectErrorShape(await stop(t.me, t.other.petId, north.clinicId), 404);
      expectErrorShape(
        await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.other.petId}/shares` }),
        404,
      );
      expectErrorShape(await share(t.me, 'abc', north.clinicId, { scopes: ['profile'] }), 404);
      expectErrorShape(
        await t.me.call({
          method: 'PUT',
          url: `/api/keeper/pets/${t.me.petId}/shares/1e3`,
          payload: { scopes: ['profile'] },
        }),
        404,
      );
    });
  });
});

describe('the vet area', () => {
  let petId: string;
  beforeAll(async () => {
    petId = await newPet(t.me, 'Scout');
    expect((await share(t.me, petId, north.clinicId, { scopes: [...ALL_SCOPES] })).statusCode).toBe(
      201,
    );
  });

  it('needs the vet role at the clinic the header names', async () => {
    const url = '/api/vet/patients';
    expectErrorShape(await inject({ method: 'GET', url }), 401);
    // No header: the vet must say which clinic they act for.
    expectErrorShape(await inject({ method: 'GET', url, headers: bearer(north.token) }), 403);
    for (const value of [String(south.clinicId), '999999', 'abc', '-1', `${north.clinicId},1`]) {
      const res = await inject({
        method: 'GET',
        url,
        headers: { ...bearer(north.token), 'x-medical-entity-id': value },
      });
      expectErrorShape(res, 403);
      expect(res.json().message).toBe('This action is unauthorized.');
    }
    // A keeper naming a clinic is not a vet there.
    expectErrorShape(
      await t.me.call({
        method: 'GET',
        url,
        headers: { 'x-medical-entity-id': String(north.clinicId) },
      }),
      403,
    );
    expect((await asVet(inject, north)({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('lists the clinic’s shared pets and finds them by pet, species and keeper', async () => {
    const vet = asVet(inject, north);
    const list = async (search?: string) =>
      (
        (
          await vet({
            method: 'GET',
            url: '/api/vet/patients',
            query: search === undefined ? {} : { search },
          })
        ).json() as { data: PatientSummary[] }
      ).data;
    const all = await list();
    const scout = all.find((p) => p.id === petId);
    expect(scout).toEqual({
      id: petId,
      name: 'Scout',
      species: 'dog',
      breed: null,
      sex: 'unknown',
      birth_date: '2021-04-02',
      photo: null,
      keeper_name: expect.stringMatching(/^Keeper \d+$/),
      scopes: [...ALL_SCOPES],
      shared_at: expect.any(String),
    });
    expect((await list('scou')).map((p) => p.name)).toContain('Scout');
    expect((await list('犬')).map((p) => p.id)).toContain(petId);
    expect((await list('Dog')).map((p) => p.id)).toContain(petId);
    expect((await list('cat')).map((p) => p.id)).not.toContain(petId);
    expect((await list(scout!.keeper_name)).map((p) => p.id)).toContain(petId);
    expect(await list('nobody-has-this-name')).toEqual([]);
    // Another clinic's list holds none of them.
    const southList = (
      await asVet(inject, south)({ method: 'GET', url: '/api/vet/patients' })
    ).json() as { data: PatientSummary[] };
    expect(southList.data.map((p) => p.id)).not.toContain(petId);
  });

  it('shows the shared pet with its keeper and profile, and every shared part', async () => {
    const vet = asVet(inject, north);
    const patient = (await vet({ method: 'GET', url: `/api/vet/patients/${petId}` })).json() as {
      data: Patient;
    };
    expect(patient.data).toMatchObject({
      id: petId,
      name: 'Scout',
      keeper_email: expect.stringContaining('@example.com'),
      profile: expect.objectContaining({ id: petId, weight_kg: 12.5 }),
    });
    for (const part of ['weights', 'visits', 'documents', 'threads', 'image-analyses']) {
      const res = await vet({ method: 'GET', url: `/api/vet/patients/${petId}/${part}` });
      expect({ part, status: res.statusCode }).toEqual({ part, status: 200 });
    }
    const clinic = (await vet({ method: 'GET', url: '/api/vet/clinic' })).json();
    expect(clinic.data).toMatchObject({ id: north.clinicId, name: north.clinicName });
  });

  it('hides the pet from a vet of another clinic: 404 everywhere, nothing written', async () => {
    const vet = asVet(inject, south);
    await expectUnchanged(async () => {
      for (const tail of [
        '',
        '/weights',
        '/visits',
        '/documents',
        '/threads',
        '/threads/1',
        '/image-analyses',
      ]) {
        const res = await vet({ method: 'GET', url: `/api/vet/patients/${petId}${tail}` });
        expectErrorShape(res, 404);
        expect(res.json().message).toBe(PATIENT_NOT_FOUND);
      }
      const visit = await vet({
        method: 'POST',
        url: `/api/vet/patients/${petId}/visits`,
        payload: { visited_on: '2026-05-30', reason: 'Check-up' },
      });
      expectErrorShape(visit, 404);
      // Even an invalid body: the pet is unknown before the body is looked at.
      expectErrorShape(
        await vet({ method: 'POST', url: `/api/vet/patients/${petId}/visits`, payload: {} }),
        404,
      );
      const upload = await vet({
        method: 'POST',
        url: `/api/vet/patients/${petId}/documents`,
        ...multipart([
          { name: 'kind', value: 'referral' },
          { name: 'title', value: 'Referral' },
          await documentPart(),
        ]),
      });
      expectErrorShape(upload, 404);
      // Unknown and malformed ids look the same.
      expectErrorShape(await vet({ method: 'GET', url: '/api/vet/patients/999999' }), 404);
      expectErrorShape(await vet({ method: 'GET', url: '/api/vet/patients/abc' }), 404);
    });
    expect(await t.storedFiles()).not.toContainEqual(expect.stringContaining('referral'));
  });

  it('shows only the shared scopes (404 for the others, nothing written)', async () => {
    const limited = await newPet(t.me, 'Luna', 'cat');
    await share(t.me, limited, north.clinicId, { scopes: ['results'] });
    const vet = asVet(inject, north);
    const patient = (await vet({ method: 'GET', url: `/api/vet/patients/${limited}` })).json();
    expect(patient.data.profile).toBeNull();
    expect(patient.data.scopes).toEqual(['results']);
    await expectUnchanged(async () => {
      for (const part of ['weights', 'visits', 'threads', 'image-analyses']) {
        const res = await vet({ method: 'GET', url: `/api/vet/patients/${limited}/${part}` });
        expectErrorShape(res, 404);
        expect(res.json().message).toBe(SCOPE_NOT_SHARED);
      }
      const visit = await vet({
        method: 'POST',
        url: `/api/vet/patients/${limited}/visits`,
        payload: { visited_on: '2026-05-30', reason: 'Check-up' },
      });
      expectErrorShape(visit, 404);
    });
    // The profile without the weight scope hides the weight.
    await share(t.me, limited, north.clinicId, { scopes: ['profile'] });
    const profileOnly = (await vet({ method: 'GET', url: `/api/vet/patients/${limited}` })).json();
    expect(profileOnly.data.profile).toMatchObject({ weight_kg: null, weight_measured_on: null });
  });

  it('keeps a thread of the keeper’s other pet out of the share', async () => {
    const other = await newPet(t.me, 'Other');
    const thread = await t.me.call({ method: 'POST', url: `/api/keeper/pets/${other}/threads` });
    expect(thread.statusCode).toBe(201);
    const threadId = (thread.json() as { data: { id: string } }).data.id;
    const own = await t.me.call({ method: 'POST', url: `/api/keeper/pets/${petId}/threads` });
    const ownId = (own.json() as { data: { id: string } }).data.id;
    const vet = asVet(inject, north);
    expectErrorShape(
      await vet({ method: 'GET', url: `/api/vet/patients/${petId}/threads/${threadId}` }),
      404,
    );
    const read = await vet({ method: 'GET', url: `/api/vet/patients/${petId}/threads/${ownId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.thread.pet_id).toBe(petId);
  });

  it('adds a visit note to the pet’s records, marked and notified; the keeper may delete, not edit', async () => {
    const vet = asVet(inject, north);
    const res = await vet({
      method: 'POST',
      url: `/api/vet/patients/${petId}/visits`,
      payload: {
        visited_on: '2026-05-31',
        reason: 'Limping on the left hind leg',
        diagnosis: 'Soft-tissue strain.',
        treatment: 'Rest for a week.',
        notes: 'Call us if it is not better in a week.',
      },
    });
    expect(res.statusCode).toBe(201);
    const visit = (res.json() as { data: Visit }).data;
    expect(visit).toMatchObject({
      clinic: north.clinicName,
      vet_name: 'Dr. Ada North',
      added_by: {
        clinic_id: north.clinicId,
        clinic_name: north.clinicName,
        vet_name: 'Dr. Ada North',
      },
    });
    const keeperVisits = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/visits` })
    ).json() as { data: Visit[] };
    expect(keeperVisits.data.find((v) => v.id === visit.id)?.added_by?.clinic_name).toBe(
      north.clinicName,
    );

    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.type, VET_RECORD_NOTIFICATION_TYPE));
    expect(note?.data).toEqual({
      title: `${north.clinicName} added a visit note for Scout`,
      body: "“Limping on the left hind leg”. Read it on Scout's page.",
      action_url: `/pet-profile/visits/?pet=${petId}`,
    });
    const bell = (await t.me.call({ method: 'GET', url: '/api/notifications' })).json() as {
      data: Notification[];
    };
    expect(bell.data[0]?.type).toBe(VET_RECORD_NOTIFICATION_TYPE);

    await expectUnchanged(async () => {
      const edit = await t.me.call({
        method: 'PUT',
        url: `/api/keeper/pets/${petId}/visits/${visit.id}`,
        payload: { reason: 'Changed' },
      });
      expectErrorShape(edit, 403);
      expect(edit.json().message).toContain(north.clinicName);
      const attach = await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${petId}/visits/${visit.id}/attachments`,
        ...multipart([await documentPart()]),
      });
      expectErrorShape(attach, 403);
    });
    const removed = await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/pets/${petId}/visits/${visit.id}`,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('adds a referral (a PDF) to the pet’s documents, in the keeper’s language', async () => {
    await t.me.call({
      method: 'POST',
      url: '/api/account/preferences',
      payload: { language: 'jp', weight_unit: 'kg' },
    });
    const vet = asVet(inject, north);
    const res = await vet({
      method: 'POST',
      url: `/api/vet/patients/${petId}/documents`,
      ...multipart([
        { name: 'kind', value: 'referral' },
        { name: 'title', value: 'Orthopaedic referral' },
        { name: 'issued_on', value: '2026-05-31' },
        await documentPart(),
      ]),
    });
    expect(res.statusCode).toBe(201);
    const document = (res.json() as { data: PetDocument }).data;
    expect(document).toMatchObject({
      kind: 'referral',
      title: 'Orthopaedic referral',
      added_by: { clinic_name: north.clinicName, vet_name: 'Dr. Ada North' },
      file: expect.objectContaining({ mime: 'application/pdf' }),
    });
    const keeperDocuments = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/documents` })
    ).json() as { data: PetDocument[] };
    expect(keeperDocuments.data.map((d) => d.id)).toContain(document.id);
    const notes = await db()
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.type, VET_RECORD_NOTIFICATION_TYPE));
    expect(notes.map((n) => n.data)).toContainEqual({
      title: `${north.clinicName}がScoutの紹介状を追加しました`,
      body: '「Orthopaedic referral」。Scoutのページで確認できます。',
      action_url: `/results-and-referrals/?pet=${petId}`,
    });
    await expectUnchanged(async () => {
      expectErrorShape(
        await t.me.call({
          method: 'PUT',
          url: `/api/keeper/documents/${document.id}`,
          payload: { title: 'Mine now' },
        }),
        403,
      );
    });
    await t.me.call({
      method: 'POST',
      url: '/api/account/preferences',
      payload: { language: 'en', weight_unit: 'kg' },
    });
  });

  it('refuses a bad visit note with 422 and changes nothing', async () => {
    const vet = asVet(inject, north);
    await expectUnchanged(async () => {
      for (const [payload, field] of [
        [{ reason: 'No date' }, 'visited_on'],
        [{ visited_on: '2099-01-01', reason: 'Future' }, 'visited_on'],
        [{ visited_on: '2026-05-31', reason: '' }, 'reason'],
        // The clinic and the vet are filled in; a vet records no cost.
        [{ visited_on: '2026-05-31', reason: 'x', clinic: 'Other clinic' }, 'body'],
        [{ visited_on: '2026-05-31', reason: 'x', cost_minor: 100 }, 'body'],
      ] as const) {
        const res = await vet({
          method: 'POST',
          url: `/api/vet/patients/${petId}/visits`,
          payload,
        });
        expectErrorShape(res, 422);
        expect(Object.keys(res.json().errors)).toContain(field);
      }
    });
  });

  it('ends access at once when the keeper stops sharing', async () => {
    const petOfMine = await newPet(t.me, 'Momo');
    await share(t.me, petOfMine, north.clinicId, { scopes: [...ALL_SCOPES] });
    const vet = asVet(inject, north);
    expect((await vet({ method: 'GET', url: `/api/vet/patients/${petOfMine}` })).statusCode).toBe(
      200,
    );
    expect((await stop(t.me, petOfMine, north.clinicId)).statusCode).toBe(204);
    await expectUnchanged(async () => {
      const read = await vet({ method: 'GET', url: `/api/vet/patients/${petOfMine}` });
      expectErrorShape(read, 404);
      expect(read.json().message).toBe(PATIENT_NOT_FOUND);
      expectErrorShape(
        await vet({
          method: 'POST',
          url: `/api/vet/patients/${petOfMine}/visits`,
          payload: { visited_on: '2026-05-31', reason: 'Too late' },
        }),
        404,
      );
      const list = (await vet({ method: 'GET', url: '/api/vet/patients' })).json() as {
        data: PatientSummary[];
      };
      expect(list.data.map((p) => p.id)).not.toContain(petOfMine);
    });
  });

  it('loses the shares with the pet: deleting the pet deletes its shares', async () => {
    const gone = await newPet(t.me, 'Gone');
    await share(t.me, gone, north.clinicId, { scopes: ['profile'] });
    expect(
      (await t.me.call({ method: 'DELETE', url: `/api/keeper/pets/${gone}` })).statusCode,
    ).toBe(204);
    expect(
      await db()
        .select()
        .from(pets)
        .where(eq(pets.id, Number(gone))),
    ).toEqual([]);
    expectErrorShape(
      await asVet(inject, north)({ method: 'GET', url: `/api/vet/patients/${gone}` }),
      404,
    );
  });
});

describe('the demo', () => {
  it('has Biscuit shared with Harbourside, whose vet is also a pet keeper', async () => {
    const token = await login(t.server.app, VET);
    const user = (
      await inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    ).json() as { data: { roles: { name: string; medical_entity_id: number | null }[] } };
    const vetRole = user.data.roles.find((r) => r.name === 'vet');
    expect(user.data.roles).toEqual([
      { name: 'vet', medical_entity_id: expect.any(Number), medical_entity_name: DEMO_CLINIC_NAME },
      { name: 'pet-keeper', medical_entity_id: null },
    ]);
    const list = (
      await inject({
        method: 'GET',
        url: '/api/vet/patients',
        headers: { ...bearer(token), 'x-medical-entity-id': String(vetRole!.medical_entity_id) },
      })
    ).json() as { data: PatientSummary[] };
    expect(list.data.map((p) => [p.name, p.keeper_name])).toContainEqual([
      'Biscuit',
      'Alex Morgan',
    ]);
    const biscuit = list.data.find((p) => p.name === 'Biscuit')!;
    expect(biscuit.scopes).not.toContain('photo_analyses');

    const keeper = await login(t.server.app, DEMO);
    const visits = (
      await inject({
        method: 'GET',
        url: `/api/keeper/pets/${biscuit.id}/visits`,
        headers: bearer(keeper),
      })
    ).json() as { data: Visit[] };
    expect(
      visits.data.filter((v) => v.added_by !== null).map((v) => v.added_by?.clinic_name),
    ).toEqual([DEMO_CLINIC_NAME]);
  });
});
