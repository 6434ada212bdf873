// Vet visits through the API: recorded, edited, listed newest first with their attachments;
// costs in the currency's minor unit; other keepers' visits out of reach.
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { createPetsTestServer, multipart, type PetsTestServer } from '../../test/petsTestServer';
import { noisyJpeg, pdf } from '../uploads/testUploads';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const visitsUrl = () => `/api/keeper/pets/${t.me.petId}/visits`;

async function addVisit(body: Record<string, unknown>) {
  const res = await t.me.call({ method: 'POST', url: visitsUrl(), payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string } & Record<string, unknown>;
}

const pdfPart = async () => ({
  name: 'file',
  file: { filename: 'invoice.pdf', type: 'application/pdf', data: await pdf(2) },
});

describe('visits', () => {
  it('records a visit and lists visits newest first', async () => {
    const older = await addVisit({ visited_on: '2026-01-10', reason: 'Vaccination' });
    const newer = await addVisit({
      visited_on: '2026-05-02',
      reason: 'Limping',
      clinic: 'Harbourside',
      vet_name: 'Dr. Rivera',
      diagnosis: 'Sprain.\nRest for a week.',
      treatment: 'Meloxicam',
      cost_minor: 4800,
      currency: 'JPY',
      notes: null,
    });
    expect(newer).toEqual({
      id: expect.any(String),
      visited_on: '2026-05-02',
      clinic: 'Harbourside',
      vet_name: 'Dr. Rivera',
      reason: 'Limping',
      diagnosis: 'Sprain.\nRest for a week.',
      treatment: 'Meloxicam',
      cost_minor: 4800,
      currency: 'JPY',
      notes: null,
      attachments: [],
      added_by: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const list = await t.me.call({ method: 'GET', url: visitsUrl() });
    const ids = list.json().data.map((visit: { id: string }) => visit.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('edits a visit: left out keeps, null clears', async () => {
    const visit = await addVisit({
      visited_on: '2026-03-01',
      reason: 'Check-up',
      cost_minor: 2500,
      currency: 'EUR',
      notes: 'Fine',
    });
    const res = await t.me.call({
      method: 'PUT',
      url: `${visitsUrl()}/${visit.id}`,
      payload: { notes: null, clinic: 'Northside' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      reason: 'Check-up',
      notes: null,
      clinic: 'Northside',
      cost_minor: 2500,
      currency: 'EUR',
    });
  });

  it('refuses bad visits with 422 and changes nothing', async () => {
    const visit = await addVisit({ visited_on: '2026-02-01', reason: 'Teeth' });
    const before = await databaseFingerprint(t.server.database.db);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ visited_on: '2026-07-01', reason: 'Future' }, 'visited_on'],
      [{ visited_on: '2019-01-01', reason: 'Before birth' }, 'visited_on'],
      [{ visited_on: '2026-02-01', reason: '' }, 'reason'],
      [{ visited_on: '2026-02-01', reason: 'x'.repeat(201) }, 'reason'],
      [{ visited_on: '2026-02-01', reason: 'Cost', cost_minor: 100 }, 'currency'],
      [{ visited_on: '2026-02-01', reason: 'Cost', cost_minor: 1, currency: 'XYZ' }, 'currency'],
      [{ visited_on: '2026-02-01', reason: 'Cost', cost_minor: 1, currency: 'usd' }, 'currency'],
      [
        { visited_on: '2026-02-01', reason: 'Cost', cost_minor: 12.5, currency: 'USD' },
        'cost_minor',
      ],
      [{ visited_on: '2026-02-01', reason: 'Cost', cost_minor: -1, currency: 'USD' }, 'cost_minor'],
      [{ visited_on: '2026-02-01', reason: 'Notes', notes: 'a\u0000b' }, 'notes'],
      [{ visited_on: '2026-02-01', reason: 'Extra', paid: true }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await t.me.call({ method: 'POST', url: visitsUrl(), payload: body });
      expectErrorShape(res, 422);
      if (field) expect(Object.keys(res.json().errors)).toContain(field);
    }
    const update = await t.me.call({
      method: 'PUT',
      url: `${visitsUrl()}/${visit.id}`,
      payload: { cost_minor: 300 },
    });
    expectErrorShape(update, 422);
    expect(update.json().errors).toHaveProperty('currency');
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('attaches files to a visit and removes them with their files', async () => {
    const visit = await addVisit({ visited_on: '2026-05-20', reason: 'Blood test' });
    const url = `${visitsUrl()}/${visit.id}/attachments`;
    const withPdf = await t.me.call({ method: 'POST', url, ...multipart([await pdfPart()]) });
    expect(withPdf.statusCode).toBe(200);
    const withPhoto = await t.me.call({
      method: 'POST',
      url,
      ...multipart([
        {
          name: 'file',
          file: { filename: 'x.jpg', type: 'image/jpeg', data: await noisyJpeg(100, 80) },
        },
      ]),
    });
    const attachments = withPhoto.json().data.attachments;
    expect(attachments).toEqual([
      expect.objectContaining({
        mime: 'application/pdf',
        pages: 2,
        name: 'invoice.pdf',
        thumbnail_url: null,
      }),
      expect.objectContaining({ mime: 'image/jpeg', thumbnail_url: expect.any(String) }),
    ]);
    // The dashboard reads visits and their files in one query: the same visit, files and all.
    const dashboard = await t.me.call({
      method: 'GET',
      url: `/api/keeper/pets/${t.me.petId}/dashboard`,
    });
    expect(dashboard.json().data.recent_visits[0]).toEqual(withPhoto.json().data);
    const pdfFile = await t.server.app.inject({ method: 'GET', url: attachments[0].url });
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.headers['content-disposition']).toMatch(/^inline; filename="invoice.pdf"/);

    const removed = await t.me.call({
      method: 'DELETE',
      url: `${url}/${attachments[0].id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.attachments).toHaveLength(1);
    expect((await t.storedFiles()).filter((f) => f.includes(attachments[0].id))).toEqual([]);

    const deleted = await t.me.call({ method: 'DELETE', url: `${visitsUrl()}/${visit.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.storedFiles()).filter((f) => f.includes(attachments[1].id))).toEqual([]);
  });

  it('keeps another keeper’s visits out of reach (404, nothing changed or stored)', async () => {
    const visit = await addVisit({ visited_on: '2026-04-04', reason: 'Ears' });
    const before = await databaseFingerprint(t.server.database.db);
    const stored = await t.storedFiles();
    const mineUrl = `${visitsUrl()}/${visit.id}`;
    const attempts = [
      t.other.call({ method: 'PUT', url: mineUrl, payload: { reason: 'Hacked' } }),
      t.other.call({ method: 'DELETE', url: mineUrl }),
      t.other.call({ method: 'GET', url: visitsUrl() }),
      t.other.call({
        method: 'POST',
        url: `${mineUrl}/attachments`,
        ...multipart([await pdfPart()]),
      }),
      // Their own pet's path with my visit id.
      t.other.call({
        method: 'PUT',
        url: `/api/keeper/pets/${t.other.petId}/visits/${visit.id}`,
        payload: { reason: 'Hacked' },
      }),
      t.me.call({ method: 'PUT', url: `${visitsUrl()}/abc`, payload: { reason: 'x' } }),
      t.me.call({ method: 'DELETE', url: `${mineUrl}/attachments/not-a-uuid` }),
      t.me.call({
        method: 'DELETE',
        url: `${mineUrl}/attachments/00000000-0000-4000-8000-000000000000`,
      }),
    ];
    for (const res of await Promise.all(attempts)) expectErrorShape(res, 404);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
    expect(await t.storedFiles()).toEqual(stored);
  });
});
