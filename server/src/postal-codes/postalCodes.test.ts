// The postal code lookup through the real app (PGlite and PostgreSQL, as the jest project decides).
import { createTestServer, type TestServer } from '../../test/testServer';
import { POSTAL_CODE_INVALID, POSTAL_CODE_NOT_FOUND } from './postalCodeRoutes';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/postal-codes/jp/{code}', () => {
  it('answers the prefecture, city and town of a postal code, written as people type it', async () => {
    for (const code of ['1500002', '150-0002', encodeURIComponent('〒１５０－０００２')]) {
      const res = await get(`/api/postal-codes/jp/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.json()).toEqual({
        data: [{ postal_code: '150-0002', prefecture: '東京都', city: '渋谷区', town: '渋谷' }],
      });
    }
  });

  it('knows codes outside Tokyo, and codes that cover a whole city', async () => {
    const sapporo = (await get('/api/postal-codes/jp/060-0000')).json().data;
    expect(sapporo).toEqual([
      { postal_code: '060-0000', prefecture: '北海道', city: '札幌市中央区', town: '' },
    ]);
    const naha = (await get('/api/postal-codes/jp/9000015')).json().data;
    expect(naha[0]).toMatchObject({ prefecture: '沖縄県', city: '那覇市' });
  });

  it('answers 404 for a well-formed code that does not exist', async () => {
    const res = await get('/api/postal-codes/jp/0000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: POSTAL_CODE_NOT_FOUND,
      errors: {},
      error_id: res.headers['x-request-id'],
    });
  });

  it.each(['123', '12345678', 'abc-defg', '%00', 'x'.repeat(900)])(
    'answers 422 in the error shape for %s',
    async (code) => {
      const res = await get(`/api/postal-codes/jp/${code}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: POSTAL_CODE_INVALID,
        errors: { code: [POSTAL_CODE_INVALID] },
        error_id: res.headers['x-request-id'],
      });
    },
  );
});
