import { makePet, makeUser } from '../../test/fixtures';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies, createTestRootStore } from '../../test/testRootStore';
import { readCookie } from '../../http/cookies';
import type { RootStore } from '../../stores/RootStore';
import type { Analytics } from '../core/analytics';
import type { RouteRedirect } from '../routing/routeLookup';
import {
  NAVIGATION_STEPS,
  runNavigationPipeline,
  type PipelineContext,
} from './navigationPipeline';

/** A fake API answering by path, on a real local server. */
function api(server: TestHttpServer, routes: Record<string, [number, unknown]>) {
  server.handle((req, res) => {
    const path = req.url.split('?')[0]!;
    const [status, body] = routes[`${req.method} ${path}`] ?? [404, { message: 'Not found.' }];
    sendJson(res, status, body);
  });
}

describe('navigation pipeline (spec.md section 4)', () => {
  let server: TestHttpServer;
  let stores: RootStore;
  let events: { event: string; params: unknown }[];
  let analytics: Analytics;

  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
    stores = createTestRootStore(server);
    events = [];
    analytics = { track: (event, params) => events.push({ event, params }) };
  });
  afterEach(() => server.close());

  const ctx = (overrides: Partial<PipelineContext> = {}): PipelineContext => ({
    stores,
    analytics,
    to: '/settings/preferences/',
    ...overrides,
  });
  const step = (n: number) => NAVIGATION_STEPS[n - 1]!;
  const paths = () => server.requests.map((r) => `${r.method} ${r.url}`);

  it('has the nine steps in the order of the spec', () => {
    expect(NAVIGATION_STEPS.map((s) => s.name)).toEqual([
      'load user and notifications',
      'track logged-in user',
      'clear token without user',
      'load pets once',
      'drop role no longer held',
      'refresh current pet',
      'choose default role',
      'choose first pet',
      'apply server redirect',
    ]);
  });

  describe('1. load user and notifications', () => {
    it('fetches the user and the notifications when a token exists and no user is loaded', async () => {
      document.cookie = 'auth-token=tok; Path=/';
      stores = createTestRootStore(server);
      api(server, {
        'GET /api/user': [200, { data: makeUser() }],
        'GET /api/notifications': [200, { data: [{ id: 'n1' }] }],
      });
      await step(1).run(ctx());
      expect(paths()).toEqual(['GET /api/user', 'GET /api/notifications']);
      expect(stores.auth.user?.email).toBe('aiko@example.com');
      expect(stores.notifications.items.map((n) => n.id)).toEqual(['n1']);
    });

    it('does nothing without a token, or with a user already loaded', async () => {
      await step(1).run(ctx());
      stores.auth.setSession('tok', 'email', makeUser());
      await step(1).run(ctx());
      expect(server.requests).toEqual([]);
    });

    it('leaves the user unset when the token is refused (no notifications call)', async () => {
      document.cookie = 'auth-token=expired; Path=/';
      stores = createTestRootStore(server);
      api(server, { 'GET /api/user': [401, { message: 'Unauthenticated.' }] });
      await step(1).run(ctx());
      expect(paths()).toEqual(['GET /api/user']);
      expect(stores.auth.user).toBeNull();
    });
  });

  describe('2. track logged-in user', () => {
    it('sends the logged-in event with user type and method when both exist', async () => {
      stores.auth.setSession('tok', 'google', makeUser({ has_subscription: true }));
      await step(2).run(ctx());
      expect(events).toEqual([
        {
          event: 'logged_in',
          params: { user_id: makeUser().id, user_type: 'subscriber', method: 'google' },
        },
      ]);
    });

    it('sends nothing without a user or without a method', async () => {
      await step(2).run(ctx());
      stores.auth.setUser(makeUser());
      await step(2).run(ctx());
      expect(events).toEqual([]);
    });
  });

  describe('3. clear token without user', () => {
    it('clears a token that did not give a user', async () => {
      document.cookie = 'auth-token=stale; Path=/';
      stores = createTestRootStore(server);
      await step(3).run(ctx());
      expect(stores.auth.token).toBeNull();
      expect(readCookie(document.cookie, 'auth-token')).toBeNull();
    });

    it('keeps the token of a signed-in user', async () => {
      stores.auth.setSession('tok', 'email', makeUser());
      await step(3).run(ctx());
      expect(stores.auth.token).toBe('tok');
    });
  });

  describe('4. load pets once', () => {
    it('fetches the pets of a signed-in pet keeper once per session', async () => {
      api(server, { 'GET /api/keeper/pets': [200, { data: [makePet()] }] });
      stores.auth.setSession('tok', 'email', makeUser());
      await step(4).run(ctx());
      await step(4).run(ctx());
      expect(paths()).toEqual(['GET /api/keeper/pets']);
      expect(stores.pets.pets).toHaveLength(1);
    });

    it('fetches nothing for a guest', async () => {
      await step(4).run(ctx());
      expect(server.requests).toEqual([]);
    });

    it('fetches them once for a signed-in user of any role, and saves no guest pet for one who is not a keeper', async () => {
      window.localStorage.setItem(
        'petcare-guest-pet',
        JSON.stringify({
          species: 'cat',
          name: 'Miso',
          birth_date: '2024-01-15',
          birth_date_is_estimate: true,
          weight_grams: 4210,
          unit: 'kg',
          saved_at: new Date().toISOString(),
        }),
      );
      stores = createTestRootStore(server);
      expect(stores.guestPet.draft).not.toBeNull();
      api(server, { 'GET /api/keeper/pets': [200, { data: [] }] });
      stores.auth.setSession(
        'tok',
        'email',
        makeUser({ roles: [{ name: 'vet', medical_entity_id: 4 }] }),
      );
      await step(4).run(ctx());
      await step(4).run(ctx());
      expect(paths()).toEqual(['GET /api/keeper/pets']);
      expect(stores.pets.loaded).toBe(true);
      expect(stores.pets.pets).toEqual([]);
      window.localStorage.clear();
    });

    it("saves a guest's pet to the account and makes it the current pet", async () => {
      window.localStorage.setItem(
        'petcare-guest-pet',
        JSON.stringify({
          species: 'cat',
          name: 'Miso',
          birth_date: '2024-01-15',
          birth_date_is_estimate: true,
          weight_grams: 4210,
          unit: 'kg',
          saved_at: new Date().toISOString(),
        }),
      );
      stores = createTestRootStore(server);
      const miso = makePet({ id: 'miso', name: 'Miso', species: 'cat' });
      api(server, {
        'GET /api/keeper/pets': [200, { data: [makePet()] }],
        'POST /api/keeper/pets': [201, { data: miso }],
      });
      stores.auth.setSession('tok', 'email', makeUser());
      await step(4).run(ctx());
      await step(4).run(ctx());
      expect(paths()).toEqual(['GET /api/keeper/pets', 'POST /api/keeper/pets']);
      expect(JSON.parse(server.requests[1]!.body.toString())).toEqual({
        name: 'Miso',
        species: 'cat',
        birth_date: '2024-01-15',
        birth_date_is_estimate: true,
        weight_kg: 4.21,
      });
      expect(stores.pets.pets.map((p) => p.id)).toEqual(['pet-1', 'miso']);
      expect(stores.currentPet.pet?.id).toBe('miso');
      expect(stores.guestPet.petToConfirmId).toBe('miso');
      expect(window.localStorage.getItem('petcare-guest-pet')).toBeNull();
      window.localStorage.clear();
    });

    it('lets the navigation go on when the pets cannot be loaded', async () => {
      api(server, { 'GET /api/keeper/pets': [500, { message: 'Server Error' }] });
      stores.auth.setSession('tok', 'email', makeUser());
      await expect(step(4).run(ctx())).resolves.toBeUndefined();
      expect(stores.pets.loaded).toBe(false);
    });
  });

  describe('5. drop role no longer held', () => {
    it('clears the saved role when the user no longer holds it (name and medical entity)', async () => {
      stores.auth.setUser(makeUser({ roles: [{ name: 'vet', medical_entity_id: 2 }] }));
      stores.roles.select({ name: 'vet', medical_entity_id: 1 });
      await step(5).run(ctx());
      expect(stores.roles.selected).toBeNull();
    });

    it('keeps a role the user holds', async () => {
      stores.auth.setUser(makeUser({ roles: [{ name: 'vet', medical_entity_id: 1 }] }));
      stores.roles.select({ name: 'vet', medical_entity_id: 1 });
      await step(5).run(ctx());
      expect(stores.roles.selected).toEqual({ name: 'vet', medical_entity_id: 1 });
    });
  });

  describe('6. refresh current pet', () => {
    it('takes the fresh copy of the current pet from the list', async () => {
      api(server, {
        'GET /api/keeper/pets': [200, { data: [makePet({ name: 'Biscuit (new)' })] }],
      });
      stores.auth.setUser(makeUser());
      stores.currentPet.select(makePet({ name: 'Biscuit (old)' }));
      await stores.pets.fetchOnce();
      await step(6).run(ctx());
      expect(stores.currentPet.pet?.name).toBe('Biscuit (new)');
    });

    it('clears the current pet when it is gone', async () => {
      api(server, { 'GET /api/keeper/pets': [200, { data: [makePet({ id: 'other' })] }] });
      stores.auth.setUser(makeUser());
      stores.currentPet.select(makePet({ id: 'gone' }));
      await stores.pets.fetchOnce();
      await step(6).run(ctx());
      expect(stores.currentPet.pet).toBeNull();
    });

    it('finds the pet the cookie names (it holds the id and name only) in the list', async () => {
      stores.currentPet.select(makePet({ id: 'b', name: 'Miso' }));
      expect(JSON.parse(readCookie(document.cookie, 'current-pet-context')!)).toEqual({
        id: 'b',
        name: 'Miso',
      });
      stores = createTestRootStore(server);
      expect(stores.currentPet.pet).toBeNull();
      api(server, {
        'GET /api/keeper/pets': [200, { data: [makePet({ id: 'a' }), makePet({ id: 'b' })] }],
      });
      stores.auth.setUser(makeUser());
      await stores.pets.fetchOnce();
      await step(6).run(ctx());
      expect(stores.currentPet.pet?.id).toBe('b');
    });

    it("clears a guest's saved pet", async () => {
      stores.currentPet.select(makePet());
      await step(6).run(ctx());
      expect(stores.currentPet.pet).toBeNull();
    });

    it('keeps the saved pet when the user could not be fetched at all (offline, page left)', async () => {
      document.cookie = 'auth-token=tok; Path=/';
      stores = createTestRootStore(server);
      stores.currentPet.select(makePet({ id: 'b', name: 'Miso' }));
      // The connection drops without an answer, as when the browser leaves the page mid-request.
      server.handle((_req, res) => {
        res.socket?.destroy();
      });
      await step(1).run(ctx());
      expect(stores.auth.unreachable).toBe(true);
      await step(6).run(ctx());
      expect(stores.currentPet.id).toBe('b');
      expect(JSON.parse(readCookie(document.cookie, 'current-pet-context')!)).toMatchObject({
        id: 'b',
      });
    });
  });

  describe('7. choose default role', () => {
    it('chooses pet-keeper when no role is saved', async () => {
      stores.auth.setUser(
        makeUser({
          roles: [
            { name: 'vet', medical_entity_id: 3 },
            { name: 'pet-keeper', medical_entity_id: null },
          ],
        }),
      );
      await step(7).run(ctx());
      expect(stores.roles.selected).toEqual({ name: 'pet-keeper', medical_entity_id: null });
    });

    it('else the first role, whose medical entity then goes with every request', async () => {
      stores.auth.setUser(makeUser({ roles: [{ name: 'vet', medical_entity_id: 3 }] }));
      await step(7).run(ctx());
      expect(stores.roles.selected).toEqual({ name: 'vet', medical_entity_id: 3 });
      api(server, { 'GET /api/keeper/pets': [200, { data: [] }] });
      await stores.api.pets.list();
      expect(server.requests[0]!.headers['x-medical-entity-id']).toBe('3');
    });
  });

  describe('8. choose first pet', () => {
    it('chooses the first pet when there is no current pet', async () => {
      api(server, {
        'GET /api/keeper/pets': [200, { data: [makePet({ id: 'a' }), makePet({ id: 'b' })] }],
      });
      stores.auth.setUser(makeUser());
      await stores.pets.fetchOnce();
      await step(8).run(ctx());
      expect(stores.currentPet.pet?.id).toBe('a');
    });

    it('keeps the current pet', async () => {
      stores.auth.setUser(makeUser());
      stores.pets.add(makePet({ id: 'a' }));
      stores.pets.add(makePet({ id: 'b' }));
      stores.currentPet.select(makePet({ id: 'b' }));
      await step(8).run(ctx());
      expect(stores.currentPet.pet?.id).toBe('b');
    });
  });

  describe('9. apply server redirect (the routing module decides)', () => {
    /** The API's answers by path and query, as lookupRouteRedirect returns them. */
    const storedRedirects = (table: Record<string, string>) => {
      const asked: string[] = [];
      const lookupRedirect = async (pathAndQuery: string): Promise<RouteRedirect | null> => {
        asked.push(pathAndQuery);
        const to = table[pathAndQuery];
        return to ? { to, status: 301 } : null;
      };
      return { asked, lookupRedirect };
    };

    it('returns the stored redirect for the path and query, keeping the hash', async () => {
      const { asked, lookupRedirect } = storedRedirects({
        '/settings/old-page/?tab=2': '/settings/personal-info/',
      });
      await expect(
        step(9).run(ctx({ to: '/settings/old-page/?tab=2#phone', lookupRedirect })),
      ).resolves.toBe('/settings/personal-info/#phone');
      expect(asked).toEqual(['/settings/old-page/?tab=2']);
    });

    it('applies the fixed rules without asking the API (/ja → /jp)', async () => {
      const { asked, lookupRedirect } = storedRedirects({});
      await expect(
        step(9).run(ctx({ to: '/ja/settings/preferences/?x=1', lookupRedirect })),
      ).resolves.toBe('/jp/settings/preferences/?x=1');
      expect(asked).toEqual([]);
    });

    it('follows a fixed rule on the stored target in the same hop', async () => {
      const { lookupRedirect } = storedRedirects({
        '/settings/moved/': '/ja/settings/preferences/',
      });
      await expect(step(9).run(ctx({ to: '/settings/moved/', lookupRedirect }))).resolves.toBe(
        '/jp/settings/preferences/',
      );
    });

    it('returns an absolute target as it is (the caller makes it a full page load)', async () => {
      const { lookupRedirect } = storedRedirects({
        '/settings/preferences/': 'https://help.example.com/settings',
      });
      await expect(step(9).run(ctx({ lookupRedirect }))).resolves.toBe(
        'https://help.example.com/settings',
      );
    });

    it('returns nothing without a lookup, without a redirect, to the same page, or on failure', async () => {
      await expect(step(9).run(ctx())).resolves.toBeNull();
      await expect(step(9).run(ctx(storedRedirects({})))).resolves.toBeNull();
      await expect(
        step(9).run(ctx(storedRedirects({ '/settings/preferences/': '/settings/preferences/' }))),
      ).resolves.toBeNull();
      const failing = async (): Promise<RouteRedirect | null> => {
        throw new Error('offline');
      };
      await expect(step(9).run(ctx({ lookupRedirect: failing }))).resolves.toBeNull();
    });
  });

  it('runs all nine steps in order on a page load with a saved token', async () => {
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    stores = createTestRootStore(server);
    api(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
    });
    const redirect = await runNavigationPipeline(
      ctx({ lookupRedirect: async () => ({ to: 'https://example.com/moved', status: 302 }) }),
    );
    expect(paths()).toEqual(['GET /api/user', 'GET /api/notifications', 'GET /api/keeper/pets']);
    expect(events.map((e) => e.event)).toEqual(['logged_in']);
    expect(stores.roles.selected?.name).toBe('pet-keeper');
    expect(stores.currentPet.pet?.id).toBe('pet-1');
    expect(redirect).toBe('https://example.com/moved');
  });
});
