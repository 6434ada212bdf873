// The affiliate programme through the API on both databases: application and the admin's
// decision (with a notification), versioned rules and the guard's field, clicks and sign-up
// attribution (window, self-referral), commissions (pending, payable after the refund window,
// reversed on refund), the dashboard figures, payout settings, promo packs.
import { eq } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  expectErrorShape,
  login,
  registerKeeper,
} from '../../test/authHelpers';
import { CARDS, addLine, checkout, userIdOf } from '../../test/commerceHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { DAY } from '../http/clock';
import { notifications } from '../db/schema';
import { AFFILIATE_RULES_VERSION } from './affiliateRulesText';
import { AFFILIATE_DECISION_TYPE } from './applicationService';
import { affiliates, commissions, referrals } from './affiliateTables';
import { releaseCommissions } from './commissions';

jest.setTimeout(180_000);

let t: PetsTestServer;
let adminToken: string;
let affiliateId: string;
let code: string;
let affiliateEmail: string;

const db = () => t.server.database.db;
const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.server.app.inject({
    method,
    url,
    headers: bearer(adminToken),
    ...(payload ? { payload } : {}),
  });
const click = (body: Record<string, unknown>) =>
  t.server.app.inject({ method: 'POST', url: '/api/affiliate/clicks', payload: body });

beforeAll(async () => {
  t = await createPetsTestServer();
  adminToken = await login(t.server.app, ADMIN);
  affiliateEmail = (await t.me.call({ method: 'GET', url: '/api/user' })).json().data.email;
});
afterAll(() => t.close());

describe('joining', () => {
  it('applies once, is accepted by an admin with a realtime notification, then accepts the current rules', async () => {
    const apply = (payload: Record<string, unknown>) =>
      t.me.call({ method: 'POST', url: '/api/affiliate/applications', payload });
    const body = {
      audience: 'Cat owners in Lisbon, 4k followers',
      channels: ['instagram'],
      website: 'https://example.com/cats',
    };
    const applied = await apply(body);
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({ status: 'pending', code: null, link: null });
    expectErrorShape(await apply(body), 422);
    expectErrorShape(await apply({ ...body, channels: [] }), 422);
    const user = (await t.me.call({ method: 'GET', url: '/api/user' })).json().data;
    expect(user.has_accepted_affiliate_program_rules).toBe(false);
    expect(user.affiliate).toEqual({ status: 'pending', has_accepted_rules: false });

    expectErrorShape(
      await t.me.call({ method: 'GET', url: '/api/admin/affiliate-applications' }),
      403,
    );
    const list = (await admin('GET', '/api/admin/affiliate-applications?status=pending')).json()
      .data;
    const mine = list.find((a: { user: { email: string } }) => a.user.email === affiliateEmail);
    affiliateId = mine.id;
    const accepted = await admin('POST', `/api/admin/affiliate-applications/${affiliateId}/accept`);
    expect(accepted.json().data.status).toBe('accepted');
    expectErrorShape(
      await admin('POST', `/api/admin/affiliate-applications/${affiliateId}/accept`),
      422,
    );
    const told = await t.me.call({ method: 'GET', url: '/api/notifications' });
    expect(told.json().data.map((n: { type: string }) => n.type)).toContain(
      AFFILIATE_DECISION_TYPE,
    );

    const me = (await t.me.call({ method: 'GET', url: '/api/affiliate/me' })).json().data;
    code = me.code;
    expect(me).toMatchObject({
      status: 'accepted',
      code: expect.stringMatching(/^[A-Z0-9]{4,20}$/),
      // PUBLIC_URL unset: the address the request came to (light-my-request's default Host).
      link: `http://localhost:80/?ref=${code}`,
      rules: {
        current_version: AFFILIATE_RULES_VERSION,
        accepted_version: null,
        has_accepted_current: false,
      },
    });
    const rules = (
      await t.server.app.inject({
        method: 'GET',
        url: '/api/affiliate/rules',
        headers: { 'app-language': 'jp' },
      })
    ).json().data;
    expect(rules.version).toBe(AFFILIATE_RULES_VERSION);
    expect(rules.sections[0].body).toContain('20%');
    const wrong = await t.me.call({
      method: 'POST',
      url: '/api/affiliate/rules/accept',
      payload: { version: '1999-01' },
    });
    expectErrorShape(wrong, 422);
    await t.me.call({
      method: 'POST',
      url: '/api/affiliate/rules/accept',
      payload: { version: AFFILIATE_RULES_VERSION },
    });
    expect(
      (await t.me.call({ method: 'GET', url: '/api/user' })).json().data
        .has_accepted_affiliate_program_rules,
    ).toBe(true);
    expect(
      (await t.me.call({ method: 'GET', url: '/api/affiliate/me' })).json().data.rules,
    ).toEqual({
      current_version: AFFILIATE_RULES_VERSION,
      accepted_version: AFFILIATE_RULES_VERSION,
      accepted_at: t.clock.now().toISOString(),
      has_accepted_current: true,
    });
    // A new version of the rules asks again.
    await db()
      .update(affiliates)
      .set({ acceptedRulesVersion: '2025-01' })
      .where(eq(affiliates.id, Number(affiliateId)));
    expect(
      (await t.me.call({ method: 'GET', url: '/api/user' })).json().data.affiliate
        .has_accepted_rules,
    ).toBe(false);
    await t.me.call({
      method: 'POST',
      url: '/api/affiliate/rules/accept',
      payload: { version: AFFILIATE_RULES_VERSION },
    });
  });

  it('declines with a reason the keeper reads; a declined keeper may apply again', async () => {
    await t.other.call({
      method: 'POST',
      url: '/api/affiliate/applications',
      payload: { audience: 'Friends and family only', channels: ['word of mouth'] },
    });
    const list = (await admin('GET', '/api/admin/affiliate-applications?status=pending')).json()
      .data;
    const theirs = list.find((a: { user: { email: string } }) => a.user.email !== affiliateEmail);
    expectErrorShape(
      await admin('POST', `/api/admin/affiliate-applications/${theirs.id}/decline`, {}),
      422,
    );
    await admin('POST', `/api/admin/affiliate-applications/${theirs.id}/decline`, {
      reason: 'Audience too small for now.',
    });
    const me = (await t.other.call({ method: 'GET', url: '/api/affiliate/me' })).json().data;
    expect(me).toMatchObject({
      status: 'declined',
      decline_reason: 'Audience too small for now.',
      code: null,
    });
    expectErrorShape(await t.other.call({ method: 'GET', url: '/api/affiliate/stats' }), 403);
    const again = await t.other.call({
      method: 'POST',
      url: '/api/affiliate/applications',
      payload: { audience: 'A bigger audience now', channels: ['blog'] },
    });
    expect(again.json().data.status).toBe('pending');
    expectErrorShape(await admin('POST', '/api/admin/affiliate-applications/999999/accept'), 404);
  });
});

describe('the programme terms', () => {
  it('states the commission, the windows and the minimum payout in the caller’s currency', async () => {
    const guest = (language: string) =>
      t.server.app.inject({
        method: 'GET',
        url: '/api/affiliate/programme',
        headers: { 'app-language': language },
      });
    expect((await guest('en')).json().data).toEqual({
      commission_bp: 2000,
      referral_window_days: 30,
      refund_window_days: 14,
      code_discount_percent: 10,
      rules_version: AFFILIATE_RULES_VERSION,
      currency: 'USD',
      minimum_payout_minor: 5000,
    });
    expect((await guest('jp')).json().data).toMatchObject({
      currency: 'JPY',
      minimum_payout_minor: 5000,
    });
    const signedIn = await t.me.call({ method: 'GET', url: '/api/affiliate/programme' });
    expect(signedIn.json().data.currency).toBe('USD');
    expectErrorShape(
      await t.server.app.inject({
        method: 'GET',
        url: '/api/affiliate/programme',
        headers: bearer('not-a-token'),
      }),
      401,
    );
  });
});

describe('referrals and commissions', () => {
  it('attributes a sign-up after a click, refuses self-referral and stale clicks, pays a pending then payable commission', async () => {
    expectErrorShape(await click({ code: 'NOSUCHCODE', landing_path: '/' }), 422);
    const before = await databaseFingerprint(db());
    expectErrorShape(await click({ code, landing_path: 'https://evil.example' }), 422);
    expect(await databaseFingerprint(db())).toEqual(before);

    // Self-referral: the affiliate's own mailbox with a +tag.
    const [local, domain] = affiliateEmail.split('@');
    await click({ code, landing_path: '/' });
    const self = await registerKeeper(t.server.app, {
      email: `${local}+again@${domain}`,
      referral_code: code,
    });
    const selfId = await userIdOf(db(), self.email);
    expect(
      await db().select().from(referrals).where(eq(referrals.referredUserId, selfId)),
    ).toHaveLength(0);

    const referred = await registerKeeper(t.server.app, {
      referral_code: code.toLowerCase(),
      pet: { name: 'Referred pet', species: 'dog' },
    });
    const referredId = await userIdOf(db(), referred.email);
    expect(
      await db().select().from(referrals).where(eq(referrals.referredUserId, referredId)),
    ).toHaveLength(1);

    // A click older than 30 days does not attribute.
    t.clock.set(new Date(t.clock.now().getTime() + 31 * DAY));
    const late = await registerKeeper(t.server.app, { referral_code: code });
    expect(
      await db()
        .select()
        .from(referrals)
        .where(eq(referrals.referredUserId, await userIdOf(db(), late.email))),
    ).toHaveLength(0);
    t.clock.set(new Date('2026-06-01T09:00:00Z'));

    // The referred keeper buys: 20 % of the amount net of tax, pending for 14 days.
    const call = (options: Parameters<typeof t.me.call>[0]) =>
      t.server.app.inject({
        ...options,
        headers: { ...bearer(referred.token), ...(options.headers ?? {}) },
      });
    const pets = (await call({ method: 'GET', url: '/api/keeper/pets' })).json().data;
    await addLine(call, { kind: 'plan', pet_id: pets[0].id, plan: 'premium_yearly' });
    const order = (await checkout(call, CARDS.success)).json().data.order;
    const [commission] = await db()
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, Number(order.id)));
    expect(commission).toMatchObject({ amountMinor: 998, currency: 'USD', status: 'pending' });

    const stats = (
      await t.me.call({ method: 'GET', url: '/api/affiliate/stats?period=day' })
    ).json().data;
    expect(stats.currency).toBe('USD');
    expect(stats.totals).toMatchObject({
      clicks: 1,
      signups: 1,
      conversions: 1,
      earnings_minor: 998,
      pending_minor: 998,
      payable_minor: 0,
      paid_minor: 0,
    });
    expect(stats.series.at(-1)).toEqual({
      date: '2026-06-01',
      clicks: 1,
      signups: 1,
      conversions: 1,
      earnings_minor: 998,
    });
    const weekly = (
      await t.me.call({ method: 'GET', url: '/api/affiliate/stats?period=month' })
    ).json().data;
    expect(weekly.series).toHaveLength(12);
    expectErrorShape(
      await t.me.call({ method: 'GET', url: '/api/affiliate/stats?period=year' }),
      422,
    );
    const refs = (await t.me.call({ method: 'GET', url: '/api/affiliate/referrals' })).json().data;
    expect(refs).toEqual([
      {
        id: expect.any(String),
        signed_up_at: '2026-06-01T09:00:00.000Z',
        converted: true,
        commission_minor: 998,
        commission_status: 'pending',
        currency: 'USD',
      },
    ]);
    expect(JSON.stringify(refs)).not.toContain(referred.email);

    // Within the refund window it stays pending; after it, payable.
    t.clock.set(new Date('2026-06-14T09:00:00Z'));
    await releaseCommissions(db(), t.clock);
    expect(
      (await db().select().from(commissions).where(eq(commissions.id, commission!.id)))[0]?.status,
    ).toBe('pending');
    t.clock.set(new Date('2026-06-15T09:00:00Z'));
    expect(await releaseCommissions(db(), t.clock)).toBe(1);
    expect(
      (await db().select().from(commissions).where(eq(commissions.id, commission!.id)))[0]?.status,
    ).toBe('payable');
    t.clock.set(new Date('2026-06-01T09:00:00Z'));

    // A refund reverses it.
    await admin('POST', `/api/admin/orders/${order.id}/refund`);
    expect(
      (await db().select().from(commissions).where(eq(commissions.id, commission!.id)))[0]?.status,
    ).toBe('reversed');
    const after = (await t.me.call({ method: 'GET', url: '/api/affiliate/stats' })).json().data;
    expect(after.totals).toMatchObject({ conversions: 0, earnings_minor: 0, payable_minor: 0 });
  });

  it('an affiliate code works as a promo code for others (commission included), never for its owner', async () => {
    const own = await t.me.call({
      method: 'PUT',
      url: '/api/keeper/cart/promo',
      payload: { code },
    });
    expectErrorShape(own, 422);
    expect(own.json().errors.code).toEqual(['You cannot use your own affiliate code.']);
    const buyer = await registerKeeper(t.server.app, { pet: { name: 'Coded', species: 'cat' } });
    const call = (options: Parameters<typeof t.me.call>[0]) =>
      t.server.app.inject({
        ...options,
        headers: { ...bearer(buyer.token), ...(options.headers ?? {}) },
      });
    const pets = (await call({ method: 'GET', url: '/api/keeper/pets' })).json().data;
    await addLine(call, { kind: 'plan', pet_id: pets[0].id, plan: 'premium_monthly' });
    const applied = await call({ method: 'PUT', url: '/api/keeper/cart/promo', payload: { code } });
    expect(applied.json().data).toMatchObject({ discount_minor: 50, total_minor: 449 });
    const order = (await checkout(call, CARDS.success)).json().data.order;
    const [commission] = await db()
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, Number(order.id)));
    expect(commission?.amountMinor).toBe(90); // 20 % of 449 = 89.8
  });
});

describe('payout settings and promo packs', () => {
  it('checks the IBAN checksum and the PayPal e-mail, and keeps what was saved', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.me.call({ method: 'PUT', url: '/api/affiliate/payout-settings', payload });
    const bad = await put({
      method: 'iban',
      iban: 'DE89 3704 0044 0532 0130 01',
      account_holder: 'Ann',
      payout_threshold_minor: 5000,
    });
    expectErrorShape(bad, 422);
    expect(bad.json().errors.iban).toBeDefined();
    expectErrorShape(await put({ method: 'paypal', payout_threshold_minor: 5000 }), 422);
    expectErrorShape(
      await put({ method: 'paypal', paypal_email: 'a@b.c', payout_threshold_minor: -1 }),
      422,
    );
    const low = await put({
      method: 'paypal',
      paypal_email: 'a@b.c',
      payout_threshold_minor: 4999,
    });
    expectErrorShape(low, 422);
    expect(low.json().errors.payout_threshold_minor).toEqual([
      'The payout threshold must be at least 50.00 USD.',
    ]);
    const good = await put({
      method: 'iban',
      iban: 'de89 3704 0044 0532 0130 00',
      account_holder: 'Ann Keeper',
      tax_country: 'DE',
      payout_threshold_minor: 5000,
    });
    expect(good.json().data).toMatchObject({
      method: 'iban',
      iban: 'DE89370400440532013000',
      tax_country: 'DE',
    });
    expect(
      (await t.me.call({ method: 'GET', url: '/api/affiliate/payout-settings' })).json().data.iban,
    ).toBe('DE89370400440532013000');
  });

  it('pays a partner in yen to a Japanese bank account, checked field by field, answered in Japanese', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.me.call({ method: 'PUT', url: '/api/affiliate/payout-settings', payload });
    const stored = async () =>
      (
        await db()
          .select()
          .from(affiliates)
          .where(eq(affiliates.id, Number(affiliateId)))
      )[0]?.payout;
    const account = {
      method: 'jp_bank',
      bank_name: '三菱UFJ銀行',
      bank_code: '0005',
      branch_name: '渋谷支店',
      branch_code: '135',
      account_type: 'ordinary',
      account_number: '1234567',
      account_holder: 'ヤマダ　ハナコ',
      payout_threshold_minor: 5000,
    };
    // A partner paid in dollars has no Japanese account to give.
    const dollars = await put(account);
    expectErrorShape(dollars, 422);
    expect(Object.keys(dollars.json().errors)).toEqual(['method']);

    // Japanese as the saved language (no billing country): paid in yen, to a Japanese bank.
    const preferences = await t.me.call({
      method: 'POST',
      url: '/api/account/preferences',
      payload: { language: 'jp', weight_unit: 'kg' },
    });
    expect(preferences.statusCode).toBe(200);
    expect(
      (await t.me.call({ method: 'GET', url: '/api/affiliate/programme' })).json().data.currency,
    ).toBe('JPY');
    const before = await stored();
    const iban = await put({
      method: 'iban',
      iban: 'DE89370400440532013000',
      account_holder: 'Hanako Yamada',
      payout_threshold_minor: 5000,
    });
    expectErrorShape(iban, 422);
    expect(iban.json().errors).toEqual({
      method: ['円でのお支払いは、国内の銀行口座またはPayPalでお受け取りください。'],
    });

    const wrong: [string, unknown, string][] = [
      ['bank_name', ' ', '銀行名は必須です。'],
      ['bank_code', '123', '銀行コードは4桁の数字で入力してください。'],
      ['bank_code', '00O5', '銀行コードは4桁の数字で入力してください。'],
      ['branch_name', '', '支店名は必須です。'],
      ['branch_code', '1350', '支店コードは3桁の数字で入力してください。'],
      ['account_type', null, '口座種別（普通・当座）を選んでください。'],
      ['account_number', '123456', '口座番号は7桁の数字で入力してください。'],
      ['account_number', '12345678', '口座番号は7桁の数字で入力してください。'],
      ['account_holder', '', '口座名義は必須です。'],
      [
        'account_holder',
        'やまだ　はなこ',
        '口座名義は通帳の表記どおり全角カタカナで入力してください。',
      ],
      [
        'account_holder',
        'Hanako Yamada',
        '口座名義は通帳の表記どおり全角カタカナで入力してください。',
      ],
      ['account_holder', '山田花子', '口座名義は通帳の表記どおり全角カタカナで入力してください。'],
    ];
    for (const [field, value, message] of wrong) {
      const answer = await put({ ...account, [field]: value });
      expectErrorShape(answer, 422);
      expect({ field, errors: answer.json().errors }).toEqual({
        field,
        errors: { [field]: [message] },
      });
    }
    const unknownType = await put({ ...account, account_type: 'savings' });
    expectErrorShape(unknownType, 422);
    expect(Object.keys(unknownType.json().errors)).toEqual(['account_type']);
    expect(await stored()).toEqual(before);

    // As typed with a Japanese input method: full-width digits, half-width katakana.
    const saved = await put({
      ...account,
      bank_code: '０００５',
      branch_code: '１３５',
      account_number: '１２３４５６７',
      account_holder: ' ﾔﾏﾀﾞ ﾊﾅｺ ',
      account_type: 'current',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...account,
      account_type: 'current',
      iban: null,
      paypal_email: null,
      tax_id: null,
      tax_country: null,
    };
    expect(saved.json().data).toEqual(expected);
    expect(
      (await t.me.call({ method: 'GET', url: '/api/affiliate/payout-settings' })).json().data,
    ).toEqual(expected);
    expect(await stored()).toEqual(expected);

    await t.me.call({
      method: 'POST',
      url: '/api/account/preferences',
      payload: { language: 'en', weight_unit: 'kg' },
    });
  });

  it('lists promo packs with banners made on the server and texts carrying the link', async () => {
    const packs = (await t.me.call({ method: 'GET', url: '/api/affiliate/promo-packs' })).json()
      .data;
    expect(packs.length).toBeGreaterThan(0);
    const pack = (
      await t.me.call({ method: 'GET', url: `/api/affiliate/promo-packs/${packs[0].slug}` })
    ).json().data;
    expect(pack.texts.find((text: { locale: string }) => text.locale === 'jp').text).toContain(
      `?ref=${code}`,
    );
    // Advertising, and saying so first (景品表示法 §5(3) in Japan, "#ad" elsewhere).
    for (const text of pack.texts as { locale: string; text: string }[]) {
      expect(text.text.startsWith(text.locale === 'jp' ? '【PR】' : '#ad ')).toBe(true);
    }
    const banner = await t.server.app.inject({
      method: 'GET',
      url: new URL(pack.banners[0].url).pathname,
    });
    expect(banner.headers['content-type']).toBe('image/png');
    expect(banner.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expectErrorShape(
      await t.me.call({ method: 'GET', url: '/api/affiliate/promo-packs/no-such-pack' }),
      404,
    );
    const told = await db().select().from(notifications);
    expect(told.length).toBeGreaterThan(0);
  });
});
