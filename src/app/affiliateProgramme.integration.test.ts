// The affiliate store and the rules guard in jsdom against the product's own API (in a child
// process on a loopback port, embedded database, seeded admin): a keeper applies, an admin
// accepts, the decision reaches the store through the notifications, the guard asks for the
// rules until they are accepted, a visitor follows the referral link and signs up, and the
// dashboard's figures, promo packs and payout details come back as the API keeps them.
import { when } from 'mobx';
import { ApiError } from '../http/ApiError';
import { ROUTE_MIDDLEWARE, type MiddlewareContext } from './routeMiddleware';
import { createDocumentCookieJar } from '../http/cookies';
import { RootStore } from '../stores/RootStore';
import {
  PRODUCT_SERVER_HOOK_MS,
  startProductServer,
  type ProductServer,
} from '../test/productServer';
import { clearAllCookies } from '../test/testRootStore';
import { captureReferral } from '../features/affiliate/referralCapture';

jest.setTimeout(90_000);

describe('AffiliateStore against the product server', () => {
  let server: ProductServer;
  beforeAll(async () => {
    server = await startProductServer();
  }, PRODUCT_SERVER_HOOK_MS);
  afterAll(() => server.stop());
  beforeEach(() => {
    clearAllCookies();
    sessionStorage.clear();
  });

  const api = (path: string) => `${server.origin}/api/${path}`;
  function storeSignedIn(token: string | null): RootStore {
    if (token) document.cookie = `auth-token=${token}; Path=/`;
    return new RootStore({
      cookies: createDocumentCookieJar(document, false),
      apiBaseUrl: `${server.origin}/api`,
    });
  }
  async function asAdmin<T>(method: string, path: string): Promise<T> {
    const login = await fetch(api('login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'admin@petcare.local', password: 'petcare-admin-2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(api(path), {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(res.ok).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }
  const guard = (store: RootStore, fullPath: string) =>
    ROUTE_MIDDLEWARE['has-accepted-affiliate-program-rules']({
      stores: store,
      route: { name: 'affiliate-program-dashboard' },
      locale: 'en',
      fullPath,
      query: new URLSearchParams(),
    } satisfies MiddlewareContext);

  it('applies, is accepted, accepts the rules, and sees a referral’s click and sign-up', async () => {
    const keeper = await server.register();
    const store = storeSignedIn(keeper.token);
    const user = await store.auth.fetchUser();
    expect(user?.affiliate).toEqual({ status: 'none', has_accepted_rules: false });
    const { affiliate } = store;

    await affiliate.loadProgramme();
    expect(affiliate.programme.valueFor(affiliate.textKey)).toMatchObject({
      commission_bp: 2000,
      referral_window_days: 30,
      currency: 'USD',
      minimum_payout_minor: 5000,
    });
    await affiliate.loadStatus();
    expect(affiliate.currentStatus?.status).toBe('none');
    expect(guard(store, '/affiliate-program/dashboard/')).toBe('/affiliate-program/join/');

    const pending = await affiliate.apply({
      audience: 'Cat keepers in Lisbon, 4k followers',
      channels: ['instagram'],
      website: 'https://example.com/cats',
    });
    expect(pending.status).toBe('pending');
    expect(store.auth.user?.affiliate?.status).toBe('pending');
    await expect(
      affiliate.apply({ audience: 'Again, the same keeper', channels: ['x'] }),
    ).rejects.toThrow(ApiError);

    // The admin accepts; the decision is a notification, and the store follows it.
    const applications = await asAdmin<{ id: string; user: { email: string } }[]>(
      'GET',
      'admin/affiliate-applications?status=pending',
    );
    const mine = applications.find((a) => a.user.email === user?.email);
    await asAdmin('POST', `admin/affiliate-applications/${mine?.id}/accept`);
    await store.notifications.refresh();
    await when(() => affiliate.currentStatus?.status === 'accepted', { timeout: 10_000 });
    const code = affiliate.currentStatus?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4,20}$/);
    // Accepted, rules not yet accepted: the guard asks for them, and brings the keeper back.
    expect(guard(store, '/affiliate-program/promo-pack/')).toBe(
      '/affiliate-program/join/?redirect=%2Faffiliate-program%2Fpromo-pack%2F#accept-rules',
    );
    await expect(affiliate.acceptRules('1999-01')).rejects.toMatchObject({
      status: 422,
      errors: { version: [expect.any(String)] },
    });
    await affiliate.loadRules();
    const rules = affiliate.rules.valueFor(affiliate.textKey);
    expect(rules?.sections.length).toBeGreaterThan(0);
    await affiliate.acceptRules(rules!.version);
    expect(guard(store, '/affiliate-program/dashboard/')).toBeNull();
    expect((await store.auth.fetchUser())?.has_accepted_affiliate_program_rules).toBe(true);
    expect(affiliate.currentStatus?.rules.accepted_at).toEqual(expect.any(String));

    // A visitor follows the link (the click is recorded, the code kept) and signs up.
    expect(
      await captureReferral(
        { pathname: '/', search: `?ref=${code}` },
        {
          apiBaseUrl: `${server.origin}/api`,
          cookies: createDocumentCookieJar(document, false),
          session: sessionStorage,
        },
      ),
    ).toBe('recorded');
    const visitor = storeSignedIn(null);
    await visitor.auth.register({
      name: 'Referred Keeper',
      email: `referred-${Date.now()}@example.com`,
      password: 'a long walk on the beach',
      password_confirmation: 'a long walk on the beach',
      terms: true,
    });

    await affiliate.loadStats({ force: true });
    expect(affiliate.stats.valueFor(affiliate.statsKey)?.totals).toMatchObject({
      clicks: 1,
      signups: 1,
      conversions: 0,
      pending_minor: 0,
      paid_minor: 0,
    });
    affiliate.setPeriod('month');
    await affiliate.loadStats();
    expect(affiliate.stats.valueFor(affiliate.statsKey)?.series).toHaveLength(12);
    await affiliate.loadReferrals();
    expect(affiliate.referrals.valueFor(affiliate.userKey)).toEqual([
      expect.objectContaining({ converted: false, commission_status: null }),
    ]);

    await affiliate.loadPacks();
    const packs = affiliate.packs.valueFor(affiliate.textKey) ?? [];
    expect(packs.length).toBeGreaterThan(0);
    await affiliate.loadPack(packs[0]!.slug);
    const pack = affiliate.pack.valueFor(affiliate.packKey(packs[0]!.slug));
    expect(pack?.texts.every((text) => text.text.includes(`?ref=${code}`))).toBe(true);

    // Payout details: the API checks the IBAN and the minimum threshold as the form does.
    await affiliate.loadPayout();
    expect(affiliate.payout.valueFor(affiliate.userKey)).toBeNull();
    await expect(
      affiliate.savePayout({
        method: 'iban',
        iban: 'DE89 3704 0044 0532 0130 01',
        account_holder: 'Ann Keeper',
        payout_threshold_minor: 4000,
      }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { iban: [expect.any(String)], payout_threshold_minor: [expect.any(String)] },
    });
    await affiliate.savePayout({
      method: 'iban',
      iban: 'DE89 3704 0044 0532 0130 00',
      account_holder: 'Ann Keeper',
      payout_threshold_minor: 7500,
    });
    expect(affiliate.payout.valueFor(affiliate.userKey)).toMatchObject({
      iban: 'DE89370400440532013000',
      payout_threshold_minor: 7500,
    });

    // Signing out forgets it all.
    await store.signOut();
    expect(affiliate.currentStatus).toBeNull();
    expect(affiliate.payout.value).toBeNull();
  });
});
