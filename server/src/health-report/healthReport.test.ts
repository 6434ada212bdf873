// AI health reports through the API, on PGlite and PostgreSQL: a PDF in English and in Japanese
// (Noto Sans JP embedded: the Japanese text is extracted back from the file), downloaded through
// the signed URL as an attachment, listed, deleted with its file, out of reach of other keepers;
// Premium includes reports, a free pet spends the reports bought for it (402 without one).
import { addLine, CARDS, checkout } from '../../test/commerceHelpers';
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { setPetSubscribed } from '../../test/petSubscription';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { pdfText } from './pdfText';

jest.setTimeout(60_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer({ HEALTH_REPORTS_PER_DAY: '3' });
  // Rex is on Premium (reports included); Tama, the other keeper's cat, is on the free plan.
  await setPetSubscribed(t.server.database.db, Number(t.me.petId), true);
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
    expect(text).toContain('Date of birth: Mar 14, 2020 (6 years)');
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

  it('lets a free pet create only the reports bought for it, and says so with 402 otherwise', async () => {
    const { other } = t;
    const reportsUrl = `/api/keeper/pets/${other.petId}/reports`;
    const allowance = async () =>
      (await other.call({ method: 'GET', url: `${reportsUrl}/allowance` })).json().data;
    expect(await allowance()).toEqual({ included: false, credits: 0, can_create: false });
    expect(
      (
        await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/reports/allowance` })
      ).json().data,
    ).toEqual({ included: true, credits: 0, can_create: true });
    expectErrorShape(await t.me.call({ method: 'GET', url: `${reportsUrl}/allowance` }), 404);

    const files = await t.storedFiles();
    const before = await databaseFingerprint(t.server.database.db);
    const refused = await other.call({
      method: 'POST',
      url: reportsUrl,
      payload: {},
      headers: { 'app-language': 'jp' },
    });
    expectErrorShape(refused, 402);
    expect(refused.json().message).toContain('プレミアムプラン');
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
    expect(await t.storedFiles()).toEqual(files);

    // One report bought through the cart (the sandbox's success card) is one report created.
    expect(
      (await addLine(other.call, { kind: 'health_report', pet_id: other.petId, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await checkout(other.call, CARDS.success)).statusCode).toBe(200);
    expect(await allowance()).toEqual({ included: false, credits: 1, can_create: true });
    // Two at once for the last one: exactly one is made.
    const raced = await Promise.all([
      other.call({ method: 'POST', url: reportsUrl, payload: {} }),
      other.call({ method: 'POST', url: reportsUrl, payload: {} }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    expect(await allowance()).toEqual({ included: false, credits: 0, can_create: false });
    const listed = (await other.call({ method: 'GET', url: reportsUrl })).json().data;
    expect(listed).toHaveLength(1);
    // The refused one left no file behind.
    expect((await t.storedFiles()).length).toBe(files.length + 1);
    expect((await other.call({ method: 'POST', url: reportsUrl, payload: {} })).statusCode).toBe(
      402,
    );
  });
});
