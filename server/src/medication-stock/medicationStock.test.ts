// Medication stock through the API, and its refill reminder through the reminder job: the
// estimate falls with each day's dose, the keeper is told once per count (in the app and by
// e-mail), a refill re-arms it; bad input is a 422 with nothing stored, someone else's pet or
// medication a 404.
import { and, eq, like } from 'drizzle-orm';
import type { Notification } from '@contract/schemas/notifications';
import { DEMO, databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { runReminderJob } from '../../test/reminderJobRun';
import { authTokens, mailOutbox, medications, pets, reminders, users } from '../db/schema';
import { REMINDER_NOTIFICATION_TYPE } from '../reminders/reminderNotification';

jest.setTimeout(180_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer({ REMINDER_LINK_SECRET: 'medication-test-link-secret' });
  // The clock moves weeks ahead here; the keepers' sign-ins (7 days) must outlast it.
  await db()
    .update(authTokens)
    .set({ expiresAt: new Date('2027-01-01T00:00:00Z') });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const START = new Date('2026-06-01T12:00:00Z'); // outside the default quiet hours (UTC)
const db = () => t.server.database.db;
const later = (days: number) => new Date(START.getTime() + days * DAY);

interface MedicationJson {
  id: string;
  name: string;
  days_left: number;
  estimated_stock: number;
  refill_due: boolean;
  refill_at: string;
  reminded_at: string | null;
  [field: string]: unknown;
}

async function newPet(name: string): Promise<string> {
  const res = await t.me.call({
    method: 'POST',
    url: '/api/keeper/pets',
    payload: { name, species: 'dog' },
  });
  return res.json().data.id as string;
}

async function addMedication(petId: string, body: Record<string, unknown>) {
  const res = await t.me.call({
    method: 'POST',
    url: `/api/keeper/pets/${petId}/medications`,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as MedicationJson;
}

async function listOf(petId: string) {
  const res = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/medications` });
  expect(res.statusCode).toBe(200);
  return res.json().data as MedicationJson[];
}

/** The reminder job as the server runs it: in the app, then e-mail (to the outbox). */
const runJob = () => runReminderJob(t);

async function refillNotices(medication: string): Promise<Notification[]> {
  const res = await t.me.call({ method: 'GET', url: '/api/notifications' });
  return (res.json().data as Notification[]).filter(
    (n) => n.type === REMINDER_NOTIFICATION_TYPE && n.data.title.includes(`Refill ${medication}`),
  );
}

async function refillMails(medication: string) {
  const rows = await db().select().from(mailOutbox);
  return rows.filter((mail) => mail.subject.includes(`Refill ${medication}`));
}

describe('medication stock', () => {
  it('estimates the stock from the last count and lists the ones running out first', async () => {
    t.clock.set(START);
    const petId = await newPet('Counter');
    const drops = await addMedication(petId, {
      name: 'Eye drops',
      unit: 'drop',
      dose_per_day: 4,
      stock: 200,
      notes: 'Left eye',
    });
    expect(drops).toEqual({
      id: expect.any(String),
      pet_id: petId,
      name: 'Eye drops',
      unit: 'drop',
      dose_per_day: 4,
      stock: 200,
      counted_at: START.toISOString(),
      refill_days: 7,
      notes: 'Left eye',
      estimated_stock: 200,
      days_left: 50,
      refill_due: false,
      refill_at: later(43).toISOString(),
      reminded_at: null,
      created_at: START.toISOString(),
    });
    // Half a tablet a day: 30 tablets last 60 days, with no floating-point day lost.
    const tablets = await addMedication(petId, {
      name: 'Apoquel',
      unit: 'tablet',
      dose_per_day: 0.5,
      stock: 30,
      refill_days: 14,
    });
    expect(tablets.days_left).toBe(60);

    // Ten days and a few hours later: ten days' doses are gone, the list starts with the eye drops.
    t.clock.set(new Date(later(10).getTime() + 5 * 3600_000));
    const list = await listOf(petId);
    expect(list.map((m) => [m.name, m.estimated_stock, m.days_left, m.refill_due])).toEqual([
      ['Eye drops', 160, 40, false],
      ['Apoquel', 25, 50, false],
    ]);

    // A new dose starts from today's estimate: the days already past keep the old dose.
    const changed = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/medications/${tablets.id}`,
      payload: { dose_per_day: 1, name: 'Apoquel 16 mg', notes: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Apoquel 16 mg',
      stock: 25,
      estimated_stock: 25,
      days_left: 25,
      notes: null,
    });

    const removed = await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/medications/${drops.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await listOf(petId)).map((m) => m.name)).toEqual(['Apoquel 16 mg']);
    // Its refill reminder went with it; the other one is among the pet's reminders.
    const reminders = await t.me.call({
      method: 'GET',
      url: `/api/keeper/pets/${petId}/reminders`,
    });
    expect(reminders.json().data.map((r: { title: string }) => r.title)).toEqual([
      'Refill Apoquel 16 mg (14 days left)',
    ]);
  });

  it('reminds once per count, in the app and by e-mail, and a refill re-arms it', async () => {
    t.clock.set(START);
    const petId = await newPet('Pills');
    const med = await addMedication(petId, {
      name: 'Vetmedin',
      unit: 'tablet',
      dose_per_day: 2,
      stock: 20,
      refill_days: 7,
    });
    expect(med).toMatchObject({ days_left: 10, refill_at: later(3).toISOString() });

    await runJob();
    expect(await refillNotices('Vetmedin')).toHaveLength(0);

    t.clock.set(later(3));
    await runJob();
    const [notice] = await refillNotices('Vetmedin');
    expect(notice?.data).toMatchObject({
      title: 'Pills: Refill Vetmedin (7 days left)',
      action_url: `/dashboard?pet=${petId}`,
    });
    expect(await refillMails('Vetmedin')).toHaveLength(1);
    const [shown] = await listOf(petId);
    expect(shown).toMatchObject({
      days_left: 7,
      refill_due: true,
      reminded_at: later(3).toISOString(),
    });

    // Days go by, the supply keeps falling, other details change: still one reminder.
    await t.me.call({
      method: 'PUT',
      url: `/api/keeper/medications/${med.id}`,
      payload: { notes: 'With food' },
    });
    for (const day of [4, 5, 6]) {
      t.clock.set(later(day));
      await runJob();
    }
    expect(await refillNotices('Vetmedin')).toHaveLength(1);
    expect(await refillMails('Vetmedin')).toHaveLength(1);

    // Thirty tablets bought on day 6 (8 left by then): a new count, reminded again at 14 days.
    const refilled = await t.me.call({
      method: 'POST',
      url: `/api/keeper/medications/${med.id}/refill`,
      payload: { added: 30 },
    });
    expect(refilled.statusCode).toBe(200);
    expect(refilled.json().data).toMatchObject({
      stock: 38,
      counted_at: later(6).toISOString(),
      days_left: 19,
      refill_due: false,
      reminded_at: null,
      refill_at: later(6 + 12).toISOString(),
    });
    t.clock.set(later(17));
    await runJob();
    expect(await refillNotices('Vetmedin')).toHaveLength(1);
    t.clock.set(later(18));
    await runJob();
    expect(await refillNotices('Vetmedin')).toHaveLength(2);
    expect(await refillMails('Vetmedin')).toHaveLength(2);

    // A count already below the threshold reminds at the next run, saying what is left.
    const counted = await t.me.call({
      method: 'POST',
      url: `/api/keeper/medications/${med.id}/refill`,
      payload: { count: 3 },
    });
    expect(counted.json().data).toMatchObject({ days_left: 1, refill_due: true });
    await runJob();
    const notices = await refillNotices('Vetmedin');
    expect(notices).toHaveLength(3);
    expect(notices.map((n) => n.data.title)).toContain('Pills: Refill Vetmedin (1 day left)');
  });

  it('refuses bad input with 422 and the spec’s error shape, storing nothing', async () => {
    t.clock.set(START);
    const petId = await newPet('Strict');
    const med = await addMedication(petId, {
      name: 'Drops',
      unit: 'ml',
      dose_per_day: 2.5,
      stock: 100,
    });
    const valid = { name: 'Pill', unit: 'tablet', dose_per_day: 1, stock: 10 };
    const before = await databaseFingerprint(db());
    const bad: [string, string, Record<string, unknown>, string][] = [
      ['POST', `/api/keeper/pets/${petId}/medications`, { ...valid, name: '' }, 'name'],
      ['POST', `/api/keeper/pets/${petId}/medications`, { ...valid, name: undefined }, 'name'],
      ['POST', `/api/keeper/pets/${petId}/medications`, { ...valid, unit: 'box' }, 'unit'],
      [
        'POST',
        `/api/keeper/pets/${petId}/medications`,
        { ...valid, dose_per_day: 0 },
        'dose_per_day',
      ],
      [
        'POST',
        `/api/keeper/pets/${petId}/medications`,
        { ...valid, dose_per_day: '1' },
        'dose_per_day',
      ],
      ['POST', `/api/keeper/pets/${petId}/medications`, { ...valid, stock: -1 }, 'stock'],
      ['POST', `/api/keeper/pets/${petId}/medications`, { ...valid, stock: 1e6 }, 'stock'],
      [
        'POST',
        `/api/keeper/pets/${petId}/medications`,
        { ...valid, refill_days: 0 },
        'refill_days',
      ],
      [
        'POST',
        `/api/keeper/pets/${petId}/medications`,
        { ...valid, refill_days: 2.5 },
        'refill_days',
      ],
      [
        'POST',
        `/api/keeper/pets/${petId}/medications`,
        { ...valid, notes: 'x'.repeat(1001) },
        'notes',
      ],
      ['PUT', `/api/keeper/medications/${med.id}`, { stock: null }, 'stock'],
      ['PUT', `/api/keeper/medications/${med.id}`, { name: ' ' }, 'name'],
      ['POST', `/api/keeper/medications/${med.id}/refill`, {}, 'added'],
      ['POST', `/api/keeper/medications/${med.id}/refill`, { added: 5, count: 5 }, 'added'],
      ['POST', `/api/keeper/medications/${med.id}/refill`, { added: 0 }, 'added'],
      ['POST', `/api/keeper/medications/${med.id}/refill`, { added: 99_990 }, 'added'],
    ];
    for (const [method, url, payload, field] of bad) {
      const res = await t.me.call({ method: method as 'POST' | 'PUT', url, payload });
      expectErrorShape(res, 422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    // An unknown field is refused too (no silent drop).
    const extra = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/medications`,
      payload: { ...valid, price: 3 },
    });
    expectErrorShape(extra, 422);
    expect(await databaseFingerprint(db())).toEqual(before);

    // The API's messages in Japanese for a Japanese request.
    const jp = await t.me.call({
      method: 'POST',
      url: `/api/keeper/medications/${med.id}/refill`,
      payload: {},
      headers: { 'app-language': 'jp' },
    });
    expect(jp.json().message).toBe(
      '補充した量か、数え直した在庫のどちらか一方を入力してください。',
    );
  });

  it('keeps another keeper’s pet and medications out of reach (404) and a guest out (401)', async () => {
    t.clock.set(START);
    const mine = await addMedication(t.me.petId, {
      name: 'Mine',
      unit: 'tablet',
      dose_per_day: 1,
      stock: 10,
    });
    const before = await databaseFingerprint(db());
    const theirs: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `/api/keeper/pets/${t.me.petId}/medications`, undefined],
      [
        'POST',
        `/api/keeper/pets/${t.me.petId}/medications`,
        { name: 'X', unit: 'ml', dose_per_day: 1, stock: 1 },
      ],
      ['PUT', `/api/keeper/medications/${mine.id}`, { name: 'Stolen' }],
      ['POST', `/api/keeper/medications/${mine.id}/refill`, { count: 99 }],
      ['DELETE', `/api/keeper/medications/${mine.id}`, undefined],
    ];
    for (const [method, url, payload] of theirs) {
      const res = await t.other.call({ method: method as 'GET', url, payload });
      expectErrorShape(res, 404);
      const guest = await t.server.app.inject({ method: method as 'GET', url, payload });
      expect(guest.statusCode).toBe(401);
    }
    const unknown = await t.me.call({ method: 'DELETE', url: '/api/keeper/medications/99999999' });
    expectErrorShape(unknown, 404);
    expect(unknown.json().message).toBe('Medication not found.');
    expect(await databaseFingerprint(db())).toEqual(before);
    // Still there, unchanged, for its keeper.
    const [stillMine] = (await listOf(t.me.petId)).filter((m) => m.id === mine.id);
    expect(stillMine?.name).toBe('Mine');
  });

  it('shows in the demo: Biscuit’s Carprofen runs low and its refill reminder is overdue', async () => {
    // The test server's seed ran the capability's demoSeed for the demo keeper, at real time.
    const demoPets = db()
      .select({ id: pets.id, name: pets.name })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.userId))
      .where(eq(users.email, DEMO.email))
      .as('demo_pets');
    const stock = await db()
      .select({ pet: demoPets.name, name: medications.name })
      .from(medications)
      .innerJoin(demoPets, eq(demoPets.id, medications.petId))
      .orderBy(medications.name);
    expect(stock).toEqual([
      { pet: 'Biscuit', name: 'Carprofen 50 mg' },
      { pet: 'Biscuit', name: 'Omega-3 joint supplement' },
    ]);
    const refills = await db()
      .select({ title: reminders.title, dueAt: reminders.dueAt })
      .from(reminders)
      .innerJoin(demoPets, eq(demoPets.id, reminders.petId))
      .where(and(eq(reminders.kind, 'medication'), like(reminders.title, 'Refill %')));
    // Each medication's refill is armed; only the Carprofen's is due already.
    expect(refills).toHaveLength(2);
    const overdue = refills.filter((r) => r.dueAt.getTime() < Date.now()).map((r) => r.title);
    expect(overdue).toEqual(['Refill Carprofen 50 mg (7 days left)']);
  });

  it('is documented in the OpenAPI document, each path with its operations', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const operations = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect({
      list: operations('/api/keeper/pets/{id}/medications'),
      one: operations('/api/keeper/medications/{medicationId}'),
      refill: operations('/api/keeper/medications/{medicationId}/refill'),
    }).toEqual({ list: ['get', 'post'], one: ['delete', 'put'], refill: ['post'] });
  });
});
