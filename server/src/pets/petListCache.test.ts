// The pets list from the instance's cache (petListAnswer.ts): served again only while none of the
// keeper's pets has changed. After every kind of change to what the list shows — through the
// API, through another instance, straight in the database — the list is byte for byte what a new
// instance on the same database builds, whose cache is empty. Runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from '../../test/authHelpers';
import { anotherInstance, cachedAnswers } from '../../test/cachedAnswers';
import { addPetFile } from '../../test/keeperPetFixtures';
import { setPetSubscribed } from '../../test/petSubscription';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { createFileStorage } from '../storage/storageConfig';

jest.setTimeout(180_000);

let t: PetsTestServer;
/** Another instance of the API on the same database, with a cache of its own. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createPetsTestServer();
  other = await anotherInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const URL = '/api/keeper/pets';
const db = () => t.server.database.db;
const otherInstance = (options: InjectOptions) =>
  other.inject({ ...options, headers: bearer(t.me.token) });

describe('the pets list from the cache', () => {
  it('answers as a fresh instance does after every kind of change to what it shows', async () => {
    const { answer, freshAnswer, expectSeen } = cachedAnswers(t, URL, bearer(t.me.token));
    const petId = Number(t.me.petId);
    expect(await answer()).toBe(await freshAnswer());
    let addedId = 0;

    const changes: [string, () => Promise<unknown>][] = [
      [
        'a pet added through this instance',
        async () => {
          const res = await t.me.call({
            method: 'POST',
            url: URL,
            payload: { name: 'Mochi', species: 'cat' },
          });
          addedId = Number((res.json() as { data: { id: string } }).data.id);
          return res;
        },
      ],
      [
        'a pet renamed through another instance',
        () => otherInstance({ method: 'PUT', url: `${URL}/${petId}`, payload: { name: 'Rexy' } }),
      ],
      [
        'a weighing through another instance (the pet’s weight)',
        () =>
          otherInstance({
            method: 'POST',
            url: `${URL}/${petId}/weights`,
            payload: { weight_kg: 11.5, measured_on: '2026-05-30' },
          }),
      ],
      [
        'that weighing deleted (the database)',
        () =>
          db().execute(
            sql`delete from pet_weights where id = (select max(id) from pet_weights where pet_id = ${petId})`,
          ),
      ],
      [
        'a profile photo (the database)',
        async () => {
          const storage = createFileStorage(t.server.config.files.storage);
          const file = await addPetFile(db(), storage, petId, {
            policy: 'petPhoto',
            name: 'me.jpg',
          });
          await db().execute(sql`update pets set photo_file_id = ${file.id} where id = ${petId}`);
        },
      ],
      [
        "the photo's display size made (the database)",
        () =>
          db().execute(
            sql`update pet_files set display_key = key where id = (select photo_file_id from pets where id = ${petId})`,
          ),
      ],
      ["the signed URLs' next expiry", async () => t.clock.advance(15 * 60 * 1000)],
      ['a subscription begun', () => setPetSubscribed(db(), petId, true)],
      [
        'a pet deleted through another instance',
        () => otherInstance({ method: 'DELETE', url: `${URL}/${addedId}` }),
      ],
    ];
    for (const [what, change] of changes) await expectSeen(what, change);

    // Another keeper's pets are not this list's: their change leaves it as it was.
    const before = await answer();
    const renamed = await t.other.call({
      method: 'PUT',
      url: `${URL}/${t.other.petId}`,
      payload: { name: 'Tora' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await answer()).toBe(before);
    expect(await freshAnswer()).toBe(before);
  });

  it('still checks the caller on every answer: 401 after the sign-out', async () => {
    expect((await t.me.call({ method: 'GET', url: URL })).statusCode).toBe(200);
    const signedOut = await t.me.call({ method: 'DELETE', url: '/api/logout' });
    expect(signedOut.statusCode).toBeLessThan(300);
    const res = await t.me.call({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
