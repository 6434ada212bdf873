// Weight entries for one pet written at the same moment (two devices, a busy household, the soak
// bench) on a real PostgreSQL server: an entry still being written by another session must not
// make the next one wait until the statement timeout and answer 503.
import { Client } from 'pg';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';

const onPostgres = process.env.TEST_DB === 'postgres';
const describePostgres = (name: string, body: () => void) =>
  onPostgres ? describe(name, body) : undefined;

jest.setTimeout(120_000);

// On both databases (a suite with no test fails the run): entries sent at once are all stored.
describe('weight entries sent at once', () => {
  let t: PetsTestServer;
  beforeAll(async () => {
    t = await createPetsTestServer();
  });
  afterAll(() => t.close());

  it('stores every one of them', async () => {
    const days = ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04'];
    const answers = await Promise.all(
      days.map((day, i) =>
        t.me.call({
          method: 'POST',
          url: `/api/keeper/pets/${t.me.petId}/weights`,
          payload: { weight_kg: 30 + i / 10, measured_on: day },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const list = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/weights` });
    const stored = (list.json().data as { measured_on: string }[]).map((e) => e.measured_on);
    expect(stored).toEqual(expect.arrayContaining(days));
  });
});

describePostgres('weight entries for one pet at the same moment', () => {
  let t: PetsTestServer;
  let other: Client;

  beforeAll(async () => {
    // A short statement timeout: a write that queues behind the other session fails fast (503).
    t = await createPetsTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '3000' });
    other = new Client({ connectionString: t.server.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('stores an entry while another entry for the same pet is not yet committed', async () => {
    const petId = Number(t.me.petId);
    // Another session in the middle of adding an entry for this pet (the insert's foreign key
    // check holds a key-share lock on the pet until that session commits).
    await other.query('BEGIN');
    await other.query(
      `INSERT INTO pet_weights (pet_id, grams, measured_on, created_at)
       VALUES ($1, 30500, '2026-05-01', now())`,
      [petId],
    );
    try {
      const res = await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${petId}/weights`,
        payload: { weight_kg: 30.7, measured_on: '2026-05-20' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ weight_kg: 30.7, measured_on: '2026-05-20' });
    } finally {
      await other.query('COMMIT');
    }
    const list = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/weights` });
    const days = (list.json().data as { measured_on: string }[]).map((e) => e.measured_on);
    expect(days).toEqual(expect.arrayContaining(['2026-05-01', '2026-05-20']));
  });
});
