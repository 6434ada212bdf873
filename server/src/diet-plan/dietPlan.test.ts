// The diet plan and the dashboard through the API: defaults until saved, saved inputs, figures
// that follow a new weight, bad input refused with nothing changed.
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';

jest.setTimeout(120_000);

let t: PetsTestServer;
let petId: string;
beforeAll(async () => {
  t = await createPetsTestServer();
  const res = await t.me.call({
    method: 'POST',
    url: '/api/keeper/pets',
    payload: {
      name: 'Ten',
      species: 'dog',
      neutered: true,
      birth_date: '2021-01-15',
      weight_kg: 10,
    },
  });
  petId = res.json().data.id;
});
afterAll(() => t.close());

const dietUrl = () => `/api/keeper/pets/${petId}/diet-plan`;

describe('the diet plan', () => {
  it('answers the defaults, computed from the latest weight, until something is saved', async () => {
    const res = await t.me.call({ method: 'GET', url: dietUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      saved: false,
      activity: 'normal',
      body_condition_score: null,
      target_weight_kg: null,
      food_name: null,
      food_kcal_per_100g: null,
      food_kcal_per_cup: null,
      meals_per_day: 2,
      pregnant_or_lactating: false,
      updated_at: null,
      computed: { guidance_key: 'calculated', rer_kcal: 394, daily_kcal: { min: 630, max: 630 } },
    });
  });

  it('saves inputs (any of them) and follows a new weight entry', async () => {
    const saved = await t.me.call({
      method: 'PUT',
      url: dietUrl(),
      payload: { food_name: 'Adult dry', food_kcal_per_100g: 350, meals_per_day: 3 },
    });
    expect(saved.json().data).toMatchObject({
      saved: true,
      activity: 'normal',
      food_name: 'Adult dry',
      food_kcal_per_100g: 350,
      meals_per_day: 3,
      computed: { daily_grams: { min: 180, max: 180 }, per_meal_grams: { min: 60, max: 60 } },
    });
    const partly = await t.me.call({
      method: 'PUT',
      url: dietUrl(),
      payload: { activity: 'inactive' },
    });
    expect(partly.json().data).toMatchObject({
      activity: 'inactive',
      food_kcal_per_100g: 350,
      computed: { factor_label: 'inactive_or_obese_prone', factor: { min: 1.2, max: 1.4 } },
    });

    await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/weights`,
      payload: { weight_kg: 12.5, measured_on: '2026-06-01' },
    });
    const after = await t.me.call({ method: 'GET', url: dietUrl() });
    expect(after.json().data.computed).toMatchObject({
      weight_kg: 12.5,
      weight_measured_on: '2026-06-01',
      rer_kcal: 465,
    });
  });

  it('refuses bad inputs with 422 and changes nothing', async () => {
    const before = await databaseFingerprint(t.server.database.db);
    for (const payload of [
      { activity: 'couch' },
      { body_condition_score: 10 },
      { body_condition_score: 4.5 },
      { meals_per_day: 0 },
      { meals_per_day: 7 },
      { food_kcal_per_100g: 0 },
      { food_kcal_per_100g: '350' },
      { food_kcal_per_cup: 5000 },
      { target_weight_kg: 0 },
      { food_name: 'x'.repeat(121) },
      { pregnant_or_lactating: 'no' },
      { calories: 500 },
    ]) {
      expectErrorShape(await t.me.call({ method: 'PUT', url: dietUrl(), payload }), 422);
    }
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });
});

describe('the dashboard', () => {
  it('brings the pet, 24 months of weights, the next reminders, recent visits, counts and the diet', async () => {
    await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/weights`,
      payload: { weight_kg: 9.1, measured_on: '2024-05-01' },
    });
    for (const [title, due_at] of [
      ['Later', '2026-07-01T09:00:00Z'],
      ['Overdue', '2026-05-20T09:00:00Z'],
    ]) {
      await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${petId}/reminders`,
        payload: { kind: 'other', title, due_at },
      });
    }
    for (const visited_on of ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']) {
      await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${petId}/visits`,
        payload: { visited_on, reason: `Visit ${visited_on}` },
      });
    }
    const res = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/dashboard` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.pet).toMatchObject({ id: petId, weight_kg: 12.5 });
    // The weighing of May 2024 is older than 24 months; two entries of the same day, in order.
    expect(data.weights.map((w: { weight_kg: number }) => w.weight_kg)).toEqual([10, 12.5]);
    expect(data.upcoming_reminders.map((r: { title: string }) => r.title)).toEqual([
      'Overdue',
      'Later',
    ]);
    expect(data.recent_visits.map((v: { visited_on: string }) => v.visited_on)).toEqual([
      '2026-04-01',
      '2026-03-01',
      '2026-02-01',
    ]);
    expect(data).toMatchObject({ photo_count: 0, document_count: 0 });
    expect(data.diet.computed.weight_kg).toBe(12.5);
  });
});
