import type { Locale } from '@contract/locales';
import { makeUser } from '../test/fixtures';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../test/testHttpServer';
import { clearAllCookies, createTestRootStore } from '../test/testRootStore';
import type { RootStore } from '../stores/RootStore';
import { requireEmailQuery } from '../features/auth/authRoutes';
import {
  resolveMiddleware,
  ROUTE_MIDDLEWARE,
  runRouteMiddleware,
  type MiddlewareContext,
} from './routeMiddleware';

describe('route middleware (spec.md section 6)', () => {
  let server: TestHttpServer;
  let stores: RootStore;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
    stores = createTestRootStore(server);
  });
  afterEach(() => server.close());

  const ctx = (
    fullPath: string,
    overrides: Partial<MiddlewareContext> = {},
    locale: Locale = 'en',
  ): MiddlewareContext => ({
    stores,
    route: { name: 'test' },
    locale,
    fullPath,
    query: new URLSearchParams(fullPath.split('?')[1] ?? ''),
    ...overrides,
  });

  it('has exactly the guards of the spec', () => {
    expect(Object.keys(ROUTE_MIDDLEWARE).sort()).toEqual([
      'auth',
      'clear-chat-messages',
      'guest',
      'has-accepted-affiliate-program-rules',
      'has-not-verified-phone-number',
      'has-verified-phone-number',
      'role',
    ]);
  });

  it("throws 'Unknown route middleware: {name}' for an unknown name", () => {
    expect(() => resolveMiddleware('is-cat')).toThrow('Unknown route middleware: is-cat');
    expect(() => runRouteMiddleware(['auth', 'toString'], ctx('/x'))).toThrow(
      'Unknown route middleware: toString',
    );
  });

  describe('auth', () => {
    it('sends guests to sign in, and back afterwards', () => {
      expect(ROUTE_MIDDLEWARE.auth(ctx('/settings/preferences/?tab=1'))).toBe(
        '/auth/login/?redirect=%2Fsettings%2Fpreferences%2F%3Ftab%3D1',
      );
      expect(ROUTE_MIDDLEWARE.auth(ctx('/jp/settings/preferences/', {}, 'jp'))).toBe(
        '/jp/auth/login/?redirect=%2Fjp%2Fsettings%2Fpreferences%2F',
      );
    });

    it('lets signed-in users through', () => {
      stores.auth.setUser(makeUser());
      expect(ROUTE_MIDDLEWARE.auth(ctx('/settings/preferences/'))).toBeNull();
    });
  });

  describe('guest', () => {
    it('lets guests through', () => {
      expect(ROUTE_MIDDLEWARE.guest(ctx('/auth/login/'))).toBeNull();
    });

    it("sends signed-in users to their role's home, or to a safe redirect target", () => {
      stores.auth.setUser(makeUser());
      expect(ROUTE_MIDDLEWARE.guest(ctx('/auth/login/'))).toBe('/dashboard/');
      expect(ROUTE_MIDDLEWARE.guest(ctx('/jp/auth/', {}, 'jp'))).toBe('/jp/dashboard/');
      expect(
        ROUTE_MIDDLEWARE.guest(ctx('/auth/login/?redirect=%2Fsettings%2Fpreferences%2F')),
      ).toBe('/settings/preferences/');
      expect(ROUTE_MIDDLEWARE.guest(ctx('/auth/login/?redirect=https%3A%2F%2Fevil.example'))).toBe(
        '/dashboard/',
      );
    });

    it('sends a vet to the patients and an admin to the console', () => {
      stores.auth.setUser(makeUser({ roles: [{ name: 'vet', medical_entity_id: 4 }] }));
      expect(ROUTE_MIDDLEWARE.guest(ctx('/auth/login/'))).toBe('/vet/patients/');
      stores.auth.setUser(makeUser({ roles: [{ name: 'admin', medical_entity_id: null }] }));
      expect(ROUTE_MIDDLEWARE.guest(ctx('/jp/auth/', {}, 'jp'))).toBe('/jp/admin/');
    });
  });

  describe('role', () => {
    const route = { name: 'vet-only', roles: ['vet'] as const };
    it('lets the allowed active role through', () => {
      stores.auth.setUser(makeUser({ roles: [{ name: 'vet', medical_entity_id: 4 }] }));
      stores.roles.select({ name: 'vet', medical_entity_id: 4 });
      expect(ROUTE_MIDDLEWARE.role(ctx('/vet/', { route }))).toBeNull();
    });

    it('shows 403 to other roles and to guests', () => {
      stores.auth.setUser(makeUser());
      stores.roles.select({ name: 'pet-keeper', medical_entity_id: null });
      expect(ROUTE_MIDDLEWARE.role(ctx('/vet/', { route }))).toBe('/error/403/');
      stores.auth.setUser(makeUser({ roles: [] }));
      stores.roles.clear();
      expect(ROUTE_MIDDLEWARE.role(ctx('/jp/vet/', { route }, 'jp'))).toBe('/jp/error/403/');
    });
  });

  describe('phone number guards', () => {
    it('has-verified-phone-number sends unverified users to verify it, with a warning', () => {
      stores.auth.setUser(makeUser({ phone_number: '+81901234567' }));
      expect(ROUTE_MIDDLEWARE['has-verified-phone-number'](ctx('/x/'))).toBe(
        '/settings/personal-info/#phone-verification',
      );
      expect(stores.toasts.toasts).toMatchObject([
        { type: 'warning', messageKey: 'guards.verifyPhoneFirst' },
      ]);
      stores.auth.markPhoneVerified();
      expect(ROUTE_MIDDLEWARE['has-verified-phone-number'](ctx('/x/'))).toBeNull();
    });

    it('has-not-verified-phone-number sends verified users on', () => {
      stores.auth.setUser(makeUser());
      expect(ROUTE_MIDDLEWARE['has-not-verified-phone-number'](ctx('/x/'))).toBeNull();
      stores.auth.markPhoneVerified();
      expect(ROUTE_MIDDLEWARE['has-not-verified-phone-number'](ctx('/x/'))).toBe(
        '/settings/personal-info/',
      );
    });
  });

  describe('has-accepted-affiliate-program-rules', () => {
    const guard = ROUTE_MIDDLEWARE['has-accepted-affiliate-program-rules'];

    it('lets an affiliate who accepted the current rules through', () => {
      stores.auth.setUser(
        makeUser({
          has_accepted_affiliate_program_rules: true,
          affiliate: { status: 'accepted', has_accepted_rules: true },
        }),
      );
      expect(guard(ctx('/affiliate-program/dashboard/'))).toBeNull();
    });

    it.each(['none', 'pending', 'declined'] as const)(
      'sends a keeper whose application is %s to the join page',
      (status) => {
        stores.auth.setUser(makeUser({ affiliate: { status, has_accepted_rules: false } }));
        expect(guard(ctx('/affiliate-program/dashboard/'))).toBe('/affiliate-program/join/');
        expect(guard(ctx('/jp/affiliate-program/promo-pack/', {}, 'jp'))).toBe(
          '/jp/affiliate-program/join/',
        );
      },
    );

    it('sends a keeper the API says nothing about (an older API) to the join page', () => {
      stores.auth.setUser(makeUser());
      expect(guard(ctx('/affiliate-program/dashboard/'))).toBe('/affiliate-program/join/');
    });

    it('sends an affiliate who has not accepted the current rules to accept them, then back', () => {
      stores.auth.setUser(
        makeUser({
          has_accepted_affiliate_program_rules: false,
          affiliate: { status: 'accepted', has_accepted_rules: false },
        }),
      );
      expect(guard(ctx('/affiliate-program/promo-pack/health-records/'))).toBe(
        '/affiliate-program/join/?redirect=%2Faffiliate-program%2Fpromo-pack%2Fhealth-records%2F#accept-rules',
      );
      expect(guard(ctx('/jp/affiliate-program/program-rules/', {}, 'jp'))).toBe(
        '/jp/affiliate-program/join/?redirect=%2Fjp%2Faffiliate-program%2Fprogram-rules%2F#accept-rules',
      );
    });

    it('follows the status the affiliate store reports (accepting the rules opens the pages)', async () => {
      stores.auth.setUser(
        makeUser({ affiliate: { status: 'accepted', has_accepted_rules: false } }),
      );
      server.handle((_req, res) =>
        sendJson(res, 200, {
          data: {
            status: 'accepted',
            decline_reason: null,
            code: 'KEN123',
            link: 'http://localhost:8000/?ref=KEN123',
            rules: {
              current_version: '2026-11',
              accepted_version: '2026-11',
              has_accepted_current: true,
            },
          },
        }),
      );
      await stores.affiliate.acceptRules('2026-11');
      expect(guard(ctx('/affiliate-program/dashboard/'))).toBeNull();
    });
  });

  it('clear-chat-messages clears the chat and lets everyone through', () => {
    const cleared: string[] = [];
    stores.onClearChatMessages(() => cleared.push('chat'));
    expect(ROUTE_MIDDLEWARE['clear-chat-messages'](ctx('/si/'))).toBeNull();
    expect(cleared).toEqual(['chat']);
  });

  it('runs middleware in order and stops at the first redirect', () => {
    const cleared: string[] = [];
    stores.onClearChatMessages(() => cleared.push('chat'));
    expect(runRouteMiddleware(['auth', 'clear-chat-messages'], ctx('/si/'))).toBe(
      '/auth/login/?redirect=%2Fsi%2F',
    );
    expect(cleared).toEqual([]);
  });

  it('the check-your-inbox page needs ?email=, else it goes to /auth/login', () => {
    expect(requireEmailQuery(ctx('/auth/check-your-inbox/'))).toBe('/auth/login/');
    expect(requireEmailQuery(ctx('/auth/check-your-inbox/?email=%20'))).toBe('/auth/login/');
    expect(requireEmailQuery(ctx('/jp/auth/check-your-inbox/', {}, 'jp'))).toBe('/jp/auth/login/');
    expect(requireEmailQuery(ctx('/auth/check-your-inbox/?email=a%40b.co'))).toBeNull();
  });
});
