// The dashboard's answer cache (dashboardAnswer.ts): an answer is served again only while nothing
// it shows has changed. After every kind of change — through the API, through another instance of
// the API, straight in the database as a scheduled job or an admin would make it, a new day, a
// new expiry of the signed file URLs — the answer is byte for byte what a second instance of the
// API on the same database builds, whose cache holds nothing of this pet yet. Runs on PGlite and
// PostgreSQL (the triggers of migration 0025 keep the version on both).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from '../../test/authHelpers';
import { anotherInstance, cachedAnswers } from '../../test/cachedAnswers';
import { setPetSubscribed } from '../../test/petSubscription';
import { addPetFile, fillPetTables } from '../../test/keeperPetFixtures';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { pets, petWeights } from '../pets/petTables';
import { createFileStorage } from '../storage/storageConfig';

jest.setTimeout(180_000);

let t: PetsTestServer;
/** Another instance of the API on the same database, with a cache of its own. */
let other: FastifyInstance;
let petId: number;
let url: string;

beforeAll(async () => {
  t = await createPetsTestServer();
  other = await anotherInstance(t);
  petId = Number(t.me.petId);
  url = `/api/keeper/pets/${petId}/dashboard`;
  const [pet] = await t.server.database.db
    .select({ userId: pets.userId })
    .from(pets)
    .where(eq(pets.id, petId));
  const storage = createFileStorage(t.server.config.files.storage);
  await fillPetTables(t.server.database.db, storage, {
    userId: pet!.userId,
    petId,
    marker: 'cache',
  });
  // The first day of the weight chart (24 months before the tests' today, 2026-06-01).
  await t.server.database.db
    .insert(petWeights)
    .values({ petId, grams: 8000, measuredOn: '2024-06-01' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const db = () => t.server.database.db;
const otherInstance = (options: InjectOptions) =>
  other.inject({ ...options, headers: bearer(t.me.token) });

describe('the dashboard answer cache', () => {
  it('answers as a fresh instance does after every kind of change to what it shows', async () => {
    const { answer, freshAnswer, expectSeen } = cachedAnswers(t, url, bearer(t.me.token));
    expect(await answer()).toBe(await freshAnswer());

    const changes: [string, () => Promise<unknown>][] = [
      [
        'a weight added through this instance',
        () =>
          t.me.call({
            method: 'POST',
            url: `/api/keeper/pets/${petId}/weights`,
            payload: { weight_kg: 10.2, measured_on: '2026-05-20' },
          }),
      ],
      [
        'the pet renamed through another instance',
        () =>
          otherInstance({
            method: 'PUT',
            url: `/api/keeper/pets/${petId}`,
            payload: { name: 'Rexy' },
          }),
      ],
      [
        'a reminder added through another instance',
        () =>
          otherInstance({
            method: 'POST',
            url: `/api/keeper/pets/${petId}/reminders`,
            payload: { kind: 'other', title: 'Brush teeth', due_at: '2026-06-03T09:00:00Z' },
          }),
      ],
      [
        "a weight's note (the database)",
        () => db().execute(sql`update pet_weights set note = 'scale' where pet_id = ${petId}`),
      ],
      [
        'a weight deleted (the database)',
        () =>
          db().execute(
            sql`delete from pet_weights where id = (select max(id) from pet_weights where pet_id = ${petId})`,
          ),
      ],
      [
        'a reminder notified (the reminder job)',
        () =>
          db().execute(
            sql`update reminders set notified_at = '2026-06-01 08:00:00+00' where pet_id = ${petId}`,
          ),
      ],
      // While a visit's file is attached, so that the answer holds signed URLs.
      [
        'the next day: the weighing of 24 months ago leaves the chart',
        async () => t.clock.advance(24 * 60 * 60 * 1000),
      ],
      ["the signed URLs' next expiry", async () => t.clock.advance(15 * 60 * 1000)],
      [
        "a visit's reason",
        () => db().execute(sql`update visits set reason = 'Limp' where pet_id = ${petId}`),
      ],
      [
        "a visit's file renamed",
        () =>
          db().execute(
            sql`update pet_files set original_name = 'renamed.pdf' where id in (select file_id from visit_attachments)`,
          ),
      ],
      [
        "a visit's attachment removed",
        () =>
          db().execute(
            sql`delete from visit_attachments where visit_id in (select id from visits where pet_id = ${petId})`,
          ),
      ],
      [
        'a photo added to an album',
        async () => {
          const storage = createFileStorage(t.server.config.files.storage);
          const file = await addPetFile(db(), storage, petId, {
            policy: 'petPhoto',
            name: 'new.jpg',
          });
          await db().execute(
            sql`insert into photos (album_id, file_id) select id, ${file.id} from albums where pet_id = ${petId}`,
          );
        },
      ],
      [
        'an album deleted with its photos',
        () => db().execute(sql`delete from albums where pet_id = ${petId}`),
      ],
      [
        'a document deleted',
        () => db().execute(sql`delete from pet_documents where pet_id = ${petId}`),
      ],
      [
        "the diet plan's food",
        () => db().execute(sql`update diet_plans set food_name = 'Kibble' where pet_id = ${petId}`),
      ],
      ['a subscription begun', () => setPetSubscribed(db(), petId, true)],
      ['a subscription ended', () => setPetSubscribed(db(), petId, false)],
      [
        "the pet's microchip (the database)",
        () =>
          db().execute(
            sql`update pets set microchip_number = '392141000123456' where id = ${petId}`,
          ),
      ],
    ];
    for (const [what, change] of changes) await expectSeen(what, change);
  });

  it("still checks the caller on every answer from the cache: 401 without a valid token, 404 for another keeper's pet", async () => {
    expect((await t.me.call({ method: 'GET', url })).statusCode).toBe(200);
    const anonymous = await t.server.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const wrongToken = await t.server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(wrongToken.statusCode).toBe(401);
    const someoneElse = await t.other.call({ method: 'GET', url });
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 404 once the pet is deleted, though its answer was cached', async () => {
    expect((await t.me.call({ method: 'GET', url })).statusCode).toBe(200);
    const deleted = await t.me.call({ method: 'DELETE', url: `/api/keeper/pets/${petId}` });
    expect(deleted.statusCode).toBeLessThan(300);
    const res = await t.me.call({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});
