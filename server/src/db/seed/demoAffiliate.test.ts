// What `npm start` shows the demo keeper in the affiliate programme (demoCommerce.ts), read back
// through the API as the dashboard reads it: clicks, three referred keepers, and a commission in
// each state that matters to an affiliate (pending, payable, paid).
import { bearer, DEMO, login } from '../../../test/authHelpers';
import { createTestServer, type TestServer } from '../../../test/testServer';
import { DEMO_AFFILIATE_CODE } from './demoCommerce';

jest.setTimeout(120_000);

let server: TestServer;
let token: string;
const get = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  server = await createTestServer();
  token = await login(server.app, DEMO);
});
afterAll(() => server.close());

describe('the demo keeper in the affiliate programme', () => {
  it('is an accepted affiliate who accepted the current rules, with a link and PayPal payouts', async () => {
    const me = await get('/api/affiliate/me');
    expect(me).toMatchObject({
      status: 'accepted',
      code: DEMO_AFFILIATE_CODE,
      link: expect.stringContaining(`/?ref=${DEMO_AFFILIATE_CODE}`),
      rules: { has_accepted_current: true, accepted_at: expect.any(String) },
    });
    expect((await get('/api/user')).has_accepted_affiliate_program_rules).toBe(true);
    expect(await get('/api/affiliate/payout-settings')).toMatchObject({
      method: 'paypal',
      payout_threshold_minor: 5000,
    });
  });

  it('has clicks, sign-ups, conversions and earnings pending, payable and paid', async () => {
    const monthly = await get('/api/affiliate/stats?period=month');
    expect(monthly.currency).toBe('USD');
    expect(monthly.totals).toMatchObject({ clicks: 19, signups: 3, conversions: 3 });
    expect(monthly.totals.pending_minor).toBeGreaterThan(0);
    expect(monthly.totals.payable_minor).toBeGreaterThan(0);
    expect(monthly.totals.paid_minor).toBeGreaterThan(0);
    const daily = await get('/api/affiliate/stats?period=day');
    expect(daily.series).toHaveLength(30);
    expect(daily.totals.clicks).toBe(14);

    const referrals = await get('/api/affiliate/referrals');
    expect(referrals.map((r: { commission_status: string }) => r.commission_status)).toEqual([
      'pending',
      'payable',
      'paid',
    ]);
    // Nothing that names the referred keepers.
    expect(JSON.stringify(referrals)).not.toMatch(/referred-keeper|Jamie|Noa|Sam/);
  });
});
