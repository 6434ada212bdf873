// The dashboard writes the weights and reminders as PostgreSQL builds their JSON text
// (db/jsonText.ts): byte for byte what the records' own routes serialise, whatever the text holds
// (escapes, emoji), the timestamps (microseconds the API does not show) and the weights in grams.
import { sql } from 'drizzle-orm';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const TRICKY = 'tab\there "quoted" \\ back\u0001\u001f\u2028 é ✓ 🐶 </script>';

/** `{"data":X}`'s X, as the route wrote it. */
function dataText(payload: string): string {
  expect(payload.startsWith('{"data":')).toBe(true);
  return payload.slice('{"data":'.length, -1);
}

describe('the dashboard', () => {
  it('writes the weights and the reminders as their own routes do, byte for byte', async () => {
    const petId = t.me.petId;
    const base = `/api/keeper/pets/${petId}`;
    for (const [weight_kg, measured_on] of [
      [1, '2026-01-02'],
      [12.345, '2026-02-03'],
      [31.1, '2026-03-04'],
    ] as const) {
      const res = await t.me.call({
        method: 'POST',
        url: `${base}/weights`,
        payload: { weight_kg, measured_on },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const [title, due_at] of [
      ['Overdue', '2026-05-20T09:00:00Z'],
      ['Later', '2026-07-01T09:00:00Z'],
    ] as const) {
      const res = await t.me.call({
        method: 'POST',
        url: `${base}/reminders`,
        payload: { kind: 'other', title, due_at },
      });
      expect(res.statusCode).toBe(201);
    }
    // Text the forms refuse but a row may hold (control characters), a gram, instants with
    // microseconds as PostgreSQL's now() writes them, a reminder notified.
    const pet = Number(petId);
    await t.server.database.db.execute(sql`
      update pet_weights set created_at = '2026-03-04 05:06:07.891999+00',
        note = case measured_on when '2026-01-02' then ${TRICKY} when '2026-03-04' then ${'line\nnext\r\b\f/'} end,
        grams = case measured_on when '2026-01-02' then 1 else grams end
      where pet_id = ${pet}`);
    await t.server.database.db.execute(sql`
      update reminders set created_at = '2026-01-01 00:00:00.0009+00',
        notes = case title when 'Overdue' then ${TRICKY} end,
        notified_at = case title when 'Overdue' then '2026-05-20 09:00:00.123456+00'::timestamptz end
      where pet_id = ${pet}`);

    const dashboard = await t.me.call({ method: 'GET', url: `${base}/dashboard` });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['content-type']).toBe('application/json; charset=utf-8');
    const weights = dataText((await t.me.call({ method: 'GET', url: `${base}/weights` })).payload);
    // The reminders route lists done ones too: none here, so its list is the dashboard's.
    const reminders = await t.me.call({ method: 'GET', url: `${base}/reminders` });
    expect(reminders.json().data.map((r: { title: string }) => r.title)).toEqual([
      'Overdue',
      'Later',
    ]);
    const remindersText = dataText(reminders.payload);
    expect(dashboard.payload).toContain(
      `,"weights":${weights},"upcoming_reminders":${remindersText},"recent_visits":`,
    );
    expect(dashboard.payload).toContain('"weight_kg":0.001,');
    expect(dashboard.payload).toContain('"created_at":"2026-03-04T05:06:07.891Z"');
    expect(dashboard.json().data.upcoming_reminders[0].notes).toBe(TRICKY);
  });
});
