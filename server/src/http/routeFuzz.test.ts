// Generated fuzz of every operation the server registers (http/routeInventory.ts), for every kind
// of caller — a guest, a pet keeper, a vet of a clinic the keeper shares a pet with, an admin and a
// super-admin: hostile path segments, query strings and bodies built from each route's own
// schemas (test/fuzzRequests.ts). No answer may be a 5xx, and every refusal of the API is in the
// spec's error shape. A new route is fuzzed without anything to add here.
//
// Each route meets fixed cases, one per class of defect (test/fuzzRequests.ts edgeRequests), and
// random ones. Seeded: FUZZ_SEED picks another run (a failure prints the seed of its route and
// caller, and the request); FUZZ_RUNS sets the random cases per route and caller.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueToken } from '../auth/authTokens';
import { ADMIN, bearer, registerKeeper, SUPER_ADMIN } from '../../test/authHelpers';
import {
  edgeRequests,
  fuzzRequests,
  type FuzzRequest,
  type RouteSchemas,
} from '../../test/fuzzRequests';
import { jpegPart, multipart } from '../../test/petsTestServer';
import { createTestServer, type TestServer } from '../../test/testServer';
import { createVet } from '../../test/vetHelpers';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ManualClock } from './clock';
import { noisyJpeg } from '../uploads/testUploads';

jest.setTimeout(900_000);

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

interface Caller {
  name: string;
  userId: number | null;
  clinicId: number | null;
  /** The caller's token for the route being fuzzed. */
  token: string | null;
}

let server: TestServer;
let clock: ManualClock;
let callers: Caller[];
/** Real values for path parameters, by route prefix and name, so the other parts are reached. */
let known: (url: string) => Record<string, string>;

async function userIdOf(email: string): Promise<number> {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  server = await createTestServer({
    // The Stripe webhook route exists only with Stripe settings.
    env: { STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' },
    app: { clock },
  });
  const keeper = await registerKeeper(server.app, { pet: { name: 'Fuzzy', species: 'dog' } });
  const asKeeper = (options: InjectOptions) =>
    server.app.inject({ ...options, headers: { ...bearer(keeper.token), ...options.headers } });
  const petId = (
    (await asKeeper({ method: 'GET', url: '/api/keeper/pets' })).json().data[0] as {
      id: string;
    }
  ).id;
  const album = (
    await asKeeper({
      method: 'POST',
      url: `/api/keeper/pets/${petId}/albums`,
      payload: { title: 'A' },
    })
  ).json().data.id as string;
  const photo = await asKeeper({
    method: 'POST',
    url: `/api/keeper/albums/${album}/photos`,
    ...multipart([jpegPart(await noisyJpeg(32, 32))]),
  });
  const photoId = photo.json().data.id as string;
  const vet = await createVet(server.database.db, clock, 'Fuzz Clinic');
  const share = await asKeeper({
    method: 'PUT',
    url: `/api/keeper/pets/${petId}/shares/${vet.clinicId}`,
    payload: { scopes: ['profile', 'weight', 'visits', 'results'] },
  });
  expect(share.statusCode).toBe(201);
  const adminIds: Record<string, string> = {};
  const adminToken = await issueToken(
    server.database.db,
    clock,
    await userIdOf(ADMIN.email),
    'email',
  );
  for (const kind of ['news', 'faq', 'care-items', 'cities', 'pages', 'promo-packs']) {
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/admin/${kind}?per_page=1`,
      headers: bearer(adminToken),
    });
    const first = (list.json() as { data?: { id: number }[] }).data?.[0];
    if (first) adminIds[kind] = String(first.id);
  }
  known = (url) => {
    const admin = /^\/api\/admin\/([a-z-]+)\/:id/.exec(url)?.[1];
    return {
      ...(url.startsWith('/api/keeper/pets/:id') || url.startsWith('/api/vet/patients/:id')
        ? { id: petId }
        : {}),
      ...(admin !== undefined && adminIds[admin] !== undefined ? { id: adminIds[admin] } : {}),
      albumId: album,
      photoId,
      clinicId: String(vet.clinicId),
    };
  };
  callers = [
    { name: 'guest', userId: null, clinicId: null, token: null },
    { name: 'pet keeper', userId: await userIdOf(keeper.email), clinicId: null, token: null },
    { name: 'vet', userId: vet.userId, clinicId: vet.clinicId, token: null },
    { name: 'admin', userId: await userIdOf(ADMIN.email), clinicId: null, token: null },
    { name: 'super-admin', userId: await userIdOf(SUPER_ADMIN.email), clinicId: null, token: null },
  ];
});
afterAll(() => server.close());

function urlOf(pattern: string, params: Record<string, string>): string {
  return pattern
    .replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '1')
    .replace(/\*$/, 'fuzz');
}

async function send(
  method: string,
  pattern: string,
  request: FuzzRequest,
  who: Caller,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (who.token !== null) Object.assign(headers, bearer(who.token));
  if (who.clinicId !== null) headers['x-medical-entity-id'] = String(who.clinicId);
  if (request.body) headers['content-type'] = request.body.contentType;
  const path = urlOf(pattern, request.params);
  return server.app.inject({
    method: method as InjectOptions['method'],
    url: request.query === '' ? path : `${path}?${request.query}`,
    headers,
    ...(request.body ? { payload: request.body.payload } : {}),
    // Not loopback: the demo outbox refuses it (http/loopbackOnly.ts), like any other caller.
    remoteAddress: '198.51.100.7',
  });
}

function problemOf(url: string, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  // The API's refusals are in the spec's shape; the site and the realtime protocol have theirs.
  if (!url.startsWith('/api/') || res.statusCode < 400) return null;
  try {
    const body = res.json() as Record<string, unknown>;
    if (
      typeof body.message === 'string' &&
      typeof body.errors === 'object' &&
      body.errors !== null &&
      typeof body.error_id === 'string'
    ) {
      return null;
    }
  } catch {
    // falls through
  }
  return `answered ${res.statusCode} outside the error shape: ${res.body.slice(0, 200)}`;
}

const routes = () =>
  server.app.routeInventory
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({ ...route, method: route.method === 'ALL' ? 'POST' : route.method }));

it('answers every generated bad request to every operation, for every caller, without a 5xx', async () => {
  const problems: string[] = [];
  let calls = 0;
  for (const [routeIndex, route] of routes().entries()) {
    const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const schemas = (route.schema ?? {}) as RouteSchemas;
    // A DELETE with real ids would remove the fixtures the other routes need.
    const ids = route.method === 'DELETE' ? {} : known(route.url);
    const requests = fuzzRequests(route.method, paramNames, schemas, ids);
    for (const [index, who] of callers.entries()) {
      // A fresh token per route: a call may end the session it uses (DELETE /api/logout).
      if (who.userId !== null) {
        who.token = await issueToken(server.database.db, clock, who.userId, 'email');
      }
      // The fixed cases first; a caller the route refuses (401, 403) meets no validation, so
      // for them the first refusal and one random case are enough.
      let refused = false;
      for (const request of edgeRequests(route.method, paramNames, schemas, ids)) {
        const res = await send(route.method, route.url, request, who);
        calls += 1;
        const problem = problemOf(route.url, res);
        if (problem !== null) {
          problems.push(`${route.method} ${route.url} as ${who.name}: ${request.why}: ${problem}`);
        }
        refused = res.statusCode === 401 || res.statusCode === 403;
        if (refused) break;
      }
      // One seed per route and caller: a failure is replayed alone with its seed.
      const seed = SEED + routeIndex * callers.length + index;
      const result = await fc.check(
        fc.asyncProperty(requests, async (request) => {
          const res = await send(route.method, route.url, request, who);
          calls += 1;
          const problem = problemOf(route.url, res);
          if (problem !== null) throw new Error(`${request.why}: ${problem}`);
        }),
        { numRuns: refused ? 1 : RUNS, seed, endOnFailure: true },
      );
      if (result.failed) {
        problems.push(
          `${route.method} ${route.url} as ${who.name} (seed ${seed}): ${String(
            (result.errorInstance as Error | undefined)?.message ?? result.errorInstance,
          ).slice(0, 400)} — ${JSON.stringify(result.counterexample?.[0])?.slice(0, 300)}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
  // Every operation was called by every caller, with fixed and random cases.
  expect(calls).toBeGreaterThanOrEqual(routes().length * callers.length * 2);
});
