// AI health reports through the API, on PGlite and PostgreSQL: a PDF in English and in Japanese
// (Noto Sans JP embedded: the Japanese text is extracted back from the file), downloaded through
// the signed URL as an attachment, listed, deleted with its file, out of reach of other keepers.
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { pdfText } from './pdfText';

jest.setTimeout(60_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer({ HEALTH_REPORTS_PER_DAY: '3' });
});
afterAll(() => t.close());

async function download(url: string) {
  const res = await t.server.app.inject({
    method: 'GET',
    url: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search,
  });
  return res;
}

describe('health reports', () => {
  it('makes an English and a Japanese PDF whose text can be read back, downloads them as attachments', async () => {
    await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.me.petId}/weights`,
      payload: { weight_kg: 12.5, measured_on: '2026-05-01' },
    });
    const en = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.me.petId}/reports`,
      payload: {},
    });
    expect(en.statusCode).toBe(201);
    const report = en.json().data;
    expect(report).toMatchObject({ pet_id: t.me.petId, language: 'en', status: 'ready' });
    expect(report.pages).toBeGreaterThanOrEqual(1);
    expect(report.file.mime).toBe('application/pdf');

    const file = await download(report.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Health report: Rex');
    expect(text).toContain('Date of birth: 2020-03-14');
    expect(text).toContain('12.5 kg');
    expect(text).toMatch(/It is not a diagnosis\./);

    const jp = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.me.petId}/reports`,
      payload: { language: 'jp' },
    });
    expect(jp.statusCode).toBe(201);
    const jpText = await pdfText((await download(jp.json().data.file.url)).rawPayload);
    expect(jpText).toContain('健康レポート：Rex');
    expect(jpText).toContain('通院記録');
    expect(jpText).toContain('診断ではありません');

    const list = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/reports` });
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([
      jp.json().data.id,
      report.id,
    ]);
  });

  it("keeps other keepers out, limits reports a day, and deletes a report's file", async () => {
    const list = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/reports` })
    ).json().data;
    const [report] = list;
    const before = await databaseFingerprint(t.server.database.db);
    expectErrorShape(
      await t.other.call({ method: 'DELETE', url: `/api/keeper/reports/${report.id}` }),
      404,
    );
    expectErrorShape(
      await t.other.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/reports` }),
      404,
    );
    expectErrorShape(
      await t.other.call({
        method: 'POST',
        url: `/api/keeper/pets/${t.me.petId}/reports`,
        payload: {},
      }),
      404,
    );
    expectErrorShape(
      await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${t.me.petId}/reports`,
        payload: { language: 'fr' },
      }),
      422,
    );
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);

    expect(
      (
        await t.me.call({
          method: 'POST',
          url: `/api/keeper/pets/${t.me.petId}/reports`,
          payload: {},
        })
      ).statusCode,
    ).toBe(201);
    const limited = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.me.petId}/reports`,
      payload: {},
    });
    expectErrorShape(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const files = await t.storedFiles();
    expect(
      (await t.me.call({ method: 'DELETE', url: `/api/keeper/reports/${report.id}` })).statusCode,
    ).toBe(204);
    expect((await t.storedFiles()).length).toBe(files.length - 1);
    expect((await download(report.file.url)).statusCode).toBe(404);
  });
});
