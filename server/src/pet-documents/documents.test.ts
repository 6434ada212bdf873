// Results and referrals through the API: a PDF or an image uploaded with its kind, title and date,
// listed newest first, viewed inline through its signed URL, edited and deleted with its file.
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import {
  createPetsTestServer,
  multipart,
  type Part,
  type PetsTestServer,
} from '../../test/petsTestServer';
import {
  encryptedPdf,
  noisyJpeg,
  pdf,
  pdfWithScript,
  withGarbageAfter,
  zip,
} from '../uploads/testUploads';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const documentsUrl = () => `/api/keeper/pets/${t.me.petId}/documents`;

const filePart = (data: Buffer, filename = 'result.pdf', type = 'application/pdf'): Part => ({
  name: 'file',
  file: { filename, type, data },
});

function upload(fields: Record<string, string>, file: Part) {
  return t.me.call({
    method: 'POST',
    url: documentsUrl(),
    ...multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), file]),
  });
}

describe('documents', () => {
  it('uploads documents and lists them newest first (by their date, else by upload)', async () => {
    const lab = await upload(
      { kind: 'lab_result', title: 'Bloods', issued_on: '2026-03-01', notes: 'Normal' },
      filePart(await pdf(3)),
    );
    expect(lab.statusCode).toBe(201);
    expect(lab.json().data).toEqual({
      id: expect.any(String),
      kind: 'lab_result',
      title: 'Bloods',
      issued_on: '2026-03-01',
      notes: 'Normal',
      file: expect.objectContaining({ mime: 'application/pdf', pages: 3, name: 'result.pdf' }),
      added_by: null,
      created_at: expect.any(String),
    });
    // Fields may come after the file, as some clients send them.
    const referral = await t.me.call({
      method: 'POST',
      url: documentsUrl(),
      ...multipart([
        filePart(await noisyJpeg(600, 800), 'letter.jpg', 'image/jpeg'),
        { name: 'kind', value: 'referral' },
        { name: 'title', value: 'Referral letter' },
        { name: 'issued_on', value: '2026-05-10' },
      ]),
    });
    expect(referral.statusCode).toBe(201);
    const list = await t.me.call({ method: 'GET', url: documentsUrl() });
    expect(
      list
        .json()
        .data.map((d: { title: string }) => d.title)
        .slice(0, 2),
    ).toEqual(['Referral letter', 'Bloods']);
    const file = await t.server.app.inject({ method: 'GET', url: lab.json().data.file.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
  });

  it('edits and deletes a document (its file goes too)', async () => {
    const created = (await upload({ kind: 'other', title: 'Scan' }, filePart(await pdf(1)))).json()
      .data;
    const edited = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/documents/${created.id}`,
      payload: { kind: 'referral', issued_on: '2026-04-01', notes: null },
    });
    expect(edited.json().data).toMatchObject({
      kind: 'referral',
      title: 'Scan',
      issued_on: '2026-04-01',
    });
    const removed = await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/documents/${created.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.storedFiles()).filter((f) => f.includes(created.file.id))).toEqual([]);
  });

  it('refuses bad documents and bad fields with 422, storing nothing', async () => {
    const before = await databaseFingerprint(t.server.database.db);
    const stored = await t.storedFiles();
    const good = { kind: 'lab_result', title: 'Bloods' };
    const refusals: Array<[Record<string, string>, Part, string]> = [
      [good, filePart(await encryptedPdf()), 'file'],
      [good, filePart(await pdfWithScript()), 'file'],
      [good, filePart(withGarbageAfter(await pdf(2), 300)), 'file'],
      [good, filePart(zip([{ name: 'a.txt', data: Buffer.from('hello') }]), 'a.pdf'), 'file'],
      [good, filePart(Buffer.from('%PDF-1.7 not really'), 'fake.pdf'), 'file'],
      [{ ...good, kind: 'x-ray' }, filePart(await pdf(1)), 'kind'],
      [{ kind: 'lab_result' }, filePart(await pdf(1)), 'title'],
      [{ ...good, title: '   ' }, filePart(await pdf(1)), 'title'],
      [{ ...good, issued_on: '2026-06-30' }, filePart(await pdf(1)), 'issued_on'],
      [{ ...good, issued_on: '2019-12-31' }, filePart(await pdf(1)), 'issued_on'],
      [{ ...good, notes: 'bad\u0000' }, filePart(await pdf(1)), 'notes'],
      [{ ...good, pet_id: '1' }, filePart(await pdf(1)), ''],
    ];
    for (const [fields, file, field] of refusals) {
      const res = await upload(fields, file);
      expectErrorShape(res, 422);
      if (field) expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await t.storedFiles()).toEqual(stored);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('keeps another keeper’s documents out of reach', async () => {
    const mine = (await upload({ kind: 'other', title: 'Mine' }, filePart(await pdf(1)))).json()
      .data;
    const before = await databaseFingerprint(t.server.database.db);
    const attempts = [
      t.other.call({ method: 'GET', url: documentsUrl() }),
      t.other.call({
        method: 'PUT',
        url: `/api/keeper/documents/${mine.id}`,
        payload: { title: 'x' },
      }),
      t.other.call({ method: 'DELETE', url: `/api/keeper/documents/${mine.id}` }),
    ];
    for (const res of await Promise.all(attempts)) expectErrorShape(res, 404);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });
});
