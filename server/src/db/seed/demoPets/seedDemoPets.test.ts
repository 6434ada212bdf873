// The demo keeper's pets as seedDemoPets.ts describes them, files included (made with
// sharp and pdfkit at seed time), added exactly once.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { DEMO, login } from '../../../../test/authHelpers';
import { createTestServer, type TestServer } from '../../../../test/testServer';
import { TEST_CONTENT } from '../../../../test/testContent';
import { createFileStorage } from '../../../storage/storageConfig';
import { petFiles } from '../../../pet-files/petFileTables';
import { users } from '../../schema';
import { seedDatabase } from '../seed';

jest.setTimeout(240_000);

let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'petcare-demo-seed-'));
  server = await createTestServer({ env: { STORAGE_LOCAL_DIR: storageDir } });
  // The test server seeds without storage; seed the demo keeper again, this time with files.
  await server.database.db.delete(users).where(eq(users.email, DEMO.email));
  await seedDatabase(server.database.db, server.config, TEST_CONTENT, {
    storage: createFileStorage(server.config.files.storage),
  });
});

afterAll(async () => {
  await server.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function storedCount(): Promise<number> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter(
    (e) => e.isFile() && !path.relative(storageDir, e.parentPath).startsWith('.meta'),
  ).length;
}

describe('the demo keeper’s pets', () => {
  it('are Biscuit and Miso with their whole history', async () => {
    const token = await login(server.app, DEMO);
    const call = (url: string) =>
      server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const pets = (await call('/api/keeper/pets')).json().data;
    expect(pets.map((p: { name: string }) => p.name)).toEqual(['Biscuit', 'Miso']);
    const [biscuit, miso] = pets;
    expect(biscuit).toMatchObject({
      species: 'dog',
      breed_code: 'labrador_retriever',
      breed: 'Labrador Retriever',
      sex: 'male',
      neutered: true,
      birth_date_is_estimate: true,
      photo: expect.objectContaining({ mime: 'image/jpeg' }),
    });
    expect(biscuit.vaccinations.length).toBeGreaterThan(0);
    expect(biscuit.medications.length).toBeGreaterThan(0);
    expect(biscuit.allergies).toEqual(['Chicken']);
    expect(miso).toMatchObject({ species: 'cat', sex: 'female', breed_code: 'british_shorthair' });

    for (const pet of pets) {
      const weights = (await call(`/api/keeper/pets/${pet.id}/weights`)).json().data;
      const months = new Set(
        weights.map((w: { measured_on: string }) => w.measured_on.slice(0, 7)),
      );
      expect(months.size).toBeGreaterThanOrEqual(12);
      expect(months.size).toBeLessThanOrEqual(18);
    }

    const dashboard = (await call(`/api/keeper/pets/${biscuit.id}/dashboard`)).json().data;
    expect(dashboard.recent_visits).toHaveLength(3);
    // Overdue first: the heartworm tablet (capabilities' demo data may add more, each checked by
    // its own test); the rest to come.
    const seededAt = new Date().toISOString();
    const overdueTitles = (dashboard.upcoming_reminders as { due_at: string; title: string }[])
      .filter((r) => r.due_at < seededAt)
      .map((r) => r.title);
    expect(overdueTitles[0]).toBe('Heartworm tablet');
    expect(overdueTitles).not.toContain('Flea and tick treatment');
    expect(dashboard.diet).toMatchObject({ saved: true, computed: { guidance_key: 'calculated' } });
    // The overdue reminder went out by e-mail; a browser gets pushes; the calendar feed is on.
    const overdue = dashboard.upcoming_reminders[0] as { id: string };
    const sent = (await call(`/api/keeper/reminders/${overdue.id}/deliveries`)).json().data;
    expect(sent).toEqual([expect.objectContaining({ channel: 'email', result: 'sent' })]);
    const channels = (await call('/api/keeper/reminder-settings')).json().data;
    expect(channels.push.subscriptions).toBe(1);
    expect(channels.calendar.webcal_url).toMatch(/^webcal:\/\/.+\.ics$/);
    expect(dashboard.photo_count).toBeGreaterThanOrEqual(3);

    const visits = (await call(`/api/keeper/pets/${biscuit.id}/visits`)).json().data;
    // Four visits of the keeper's own and the note the demo clinic added (Biscuit is shared).
    expect(visits).toHaveLength(5);
    expect(
      visits
        .filter((v: { added_by: unknown }) => v.added_by !== null)
        .map((v: { added_by: { clinic_name: string } }) => v.added_by.clinic_name),
    ).toEqual(['Harbourside Veterinary Clinic']);
    const attachment = visits.flatMap(
      (v: { attachments: { url: string; mime: string }[] }) => v.attachments,
    );
    expect(attachment).toEqual([expect.objectContaining({ mime: 'application/pdf' })]);
    const pdf = await server.app.inject({ method: 'GET', url: attachment[0].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const documents = (await call(`/api/keeper/pets/${biscuit.id}/documents`)).json().data;
    expect(documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'lab_result',
      'referral',
    ]);
    const albums = (await call(`/api/keeper/pets/${miso.id}/albums`)).json().data;
    expect(albums[0]).toMatchObject({ title: 'Window naps', cover: expect.any(Object) });
  });

  it('show on the dashboard exactly as on their own screens', async () => {
    // The dashboard reads every record in one query (as JSON); each must come out as the
    // record's own route answers it, timestamps, files and all.
    const token = await login(server.app, DEMO);
    const call = async (url: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data;
    for (const pet of await call('/api/keeper/pets')) {
      const base = `/api/keeper/pets/${pet.id}`;
      const dashboard = await call(`${base}/dashboard`);
      expect(dashboard.pet).toEqual(await call(base));
      const visits = await call(`${base}/visits`);
      expect(dashboard.recent_visits).toEqual(visits.slice(0, 3));
      const reminders: { done_at: string | null }[] = await call(`${base}/reminders`);
      expect(dashboard.upcoming_reminders).toEqual(
        reminders.filter((r) => r.done_at === null).slice(0, 5),
      );
      const since = new Date();
      since.setUTCMonth(since.getUTCMonth() - 24);
      const weights: { measured_on: string }[] = await call(`${base}/weights`);
      expect(dashboard.weights).toEqual(
        weights.filter((w) => w.measured_on >= since.toISOString().slice(0, 10)),
      );
      expect(dashboard.diet).toEqual(await call(`${base}/diet-plan`));
    }
  });

  it('are added once: seeding again adds neither rows nor files', async () => {
    const db = server.database.db;
    const [before] = await db.select({ n: count() }).from(petFiles);
    const files = await storedCount();
    await seedDatabase(db, server.config, TEST_CONTENT, {
      storage: createFileStorage(server.config.files.storage),
    });
    const [after] = await db.select({ n: count() }).from(petFiles);
    expect(after?.n).toBe(before?.n);
    expect(await storedCount()).toBe(files);
    expect(files).toBeGreaterThan(10);
  });
});
