// The role matrix: every route the app registers, called as a guest, a pet
// keeper, a vet of the clinic a pet is shared with, a vet of another clinic, an admin, a
// super-admin (and an accepted affiliate, for the programme's own routes), against the rule the
// route declares (`config.access`). Built from fastify's own route table, so a new route without a
// rule fails here; every refusal must be in the spec's error shape, and nothing may answer 5xx.
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../http/clock';
import { issueToken } from './authTokens';
import { eq } from 'drizzle-orm';
import type { RoleName } from '@contract/roles';
import {
  ADMIN as ADMIN_ACCOUNT,
  bearer,
  DEMO,
  registerKeeper,
  SUPER_ADMIN as SUPER_ADMIN_ACCOUNT,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { medicalEntities, userRoles, users } from '../db/schema';
import { PATIENT_NOT_FOUND } from '../vet-sharing/patientAccess';
import { PET_KEEPER, type Access } from '../http/routeAccess';
import { collectRoutes } from '../http/routeInventory';
import { undeclaredRoutes, verdictFor, type Caller } from './accessRules';
import type { RoleGrant } from './authContext';

jest.setTimeout(600_000);

/** A pet name no other answer contains: a vet of another clinic must never see it. */
const FIXTURE_PET = 'Matrixfixture';

interface Persona {
  name: string;
  /** null: a guest. */
  userId: number | null;
  roles: RoleGrant[] | null;
  /** The X-Medical-Entity-ID the persona sends (a vet acting for their clinic). */
  clinicId: number | null;
  /** An accepted affiliate. */
  affiliate?: boolean;
}

let server: TestServer;
let clock: ManualClock;
let personas: Persona[];
let sharedPetId: string;

async function userIdOf(email: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A vet of a new clinic, and nothing else (no pet-keeper role). */
async function newVet(clinicName: string): Promise<Persona> {
  const db = server.database.db;
  const [clinic] = await db
    .insert(medicalEntities)
    .values({ name: clinicName })
    .returning({ id: medicalEntities.id });
  const [user] = await db
    .insert(users)
    .values({
      email: `${clinicName.replace(/\W/g, '').toLowerCase()}@example.com`,
      name: `Vet of ${clinicName}`,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, name: 'vet', medicalEntityId: clinic!.id });
  return {
    name: `vet of ${clinicName}`,
    userId: user!.id,
    roles: [{ name: 'vet', medical_entity_id: clinic!.id }],
    clinicId: clinic!.id,
  };
}

const persona = (name: string, userId: number, role: RoleName): Persona => ({
  name,
  userId,
  roles: [{ name: role, medical_entity_id: null }],
  clinicId: null,
});

beforeAll(async () => {
  clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  server = await createTestServer({
    // The Stripe webhook route exists only with Stripe settings; sandbox payments stay on.
    env: { STRIPE_SECRET_KEY: 'sk_test_matrix', STRIPE_WEBHOOK_SECRET: 'whsec_matrix' },
    app: { clock },
  });
  const keeper = await registerKeeper(server.app, { pet: { name: 'Kiki', species: 'cat' } });
  const owner = await registerKeeper(server.app, { pet: { name: FIXTURE_PET, species: 'dog' } });
  const vetRight = await newVet('Matrix Clinic North');
  const vetOther = await newVet('Matrix Clinic South');
  const pets = await server.app.inject({
    method: 'GET',
    url: '/api/keeper/pets',
    headers: bearer(owner.token),
  });
  sharedPetId = (pets.json() as { data: { id: string }[] }).data[0]!.id;
  const share = await server.app.inject({
    method: 'PUT',
    url: `/api/keeper/pets/${sharedPetId}/shares/${vetRight.clinicId}`,
    headers: bearer(owner.token),
    payload: {
      scopes: ['profile', 'weight', 'visits', 'results', 'triage_threads', 'photo_analyses'],
    },
  });
  expect(share.statusCode).toBe(201);
  personas = [
    { name: 'guest', userId: null, roles: null, clinicId: null },
    persona('pet keeper', await userIdOf(keeper.email), 'pet-keeper'),
    { ...vetRight, name: 'vet of the right clinic' },
    { ...vetOther, name: 'vet of another clinic' },
    persona('admin', await userIdOf(ADMIN_ACCOUNT.email), 'admin'),
    persona('super-admin', await userIdOf(SUPER_ADMIN_ACCOUNT.email), 'super-admin'),
    // The demo keeper is an accepted affiliate (db/seed/demoCommerce.ts).
    {
      ...persona('accepted affiliate', await userIdOf(DEMO.email), 'pet-keeper'),
      affiliate: true,
    },
  ];
});

afterAll(() => server.close());

/** Values for path parameters: ids nobody has (a 404 still shows the guard let the call in). */
const PARAMETERS: Readonly<Record<string, string>> = {
  fileId: '00000000-0000-4000-8000-000000000000',
  slug: 'no-such-page',
  citySlug: 'no-such-city',
  provider: 'google',
  variant: 'original',
  collection: 'lucide',
  code: '1000001',
  banner: 'square.png',
  receiver: '1',
  appId: 'petcare',
};

const PATIENT_ROUTE = /^\/api\/vet\/patients\/:id/;

function concreteUrl(url: string): string {
  const shared = PATIENT_ROUTE.test(url);
  return url
    .replace(/:(\w+)/g, (_match, name: string) =>
      name === 'id' && shared ? sharedPetId : (PARAMETERS[name] ?? '999999'),
    )
    .replace(/\*$/, 'no-such-route');
}

async function call(method: string, url: string, who: Persona): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  // A fresh token per call: some calls end the session they use (DELETE logout).
  if (who.userId !== null) {
    Object.assign(
      headers,
      bearer(await issueToken(server.database.db, clock, who.userId, 'email')),
    );
  }
  if (who.clinicId !== null) headers['x-medical-entity-id'] = String(who.clinicId);
  const options: InjectOptions = {
    method: (method === 'ALL' ? 'GET' : method) as InjectOptions['method'],
    url: concreteUrl(url),
    headers,
  };
  if (['POST', 'PUT', 'PATCH'].includes(method)) options.payload = {};
  return server.app.inject(options);
}

function inErrorShape(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json() as Record<string, unknown>;
    return (
      typeof body.message === 'string' &&
      typeof body.errors === 'object' &&
      typeof body.error_id === 'string'
    );
  } catch {
    return false;
  }
}

function messageOf(res: LightMyRequestResponse): string | undefined {
  try {
    return (res.json() as { message?: string }).message;
  } catch {
    return undefined;
  }
}

/** What is wrong with this answer under the rule, or null. */
function problemOf(
  access: Access,
  who: Persona,
  url: string,
  res: LightMyRequestResponse,
  guestStatus: number,
): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (who.name === 'vet of another clinic' && res.body.includes(FIXTURE_PET)) {
    return 'shows the other clinic’s patient';
  }
  const caller: Caller = {
    roles: who.roles,
    medicalEntityId: who.clinicId,
    affiliate: who.affiliate ?? false,
  };
  const verdict = verdictFor(access, caller);
  switch (verdict) {
    case 'unauthenticated':
      return status === 401 && inErrorShape(res) ? null : `expected 401, got ${status}`;
    case 'forbidden':
      return status === 403 && inErrorShape(res) ? null : `expected 403, got ${status}`;
    case 'by-signature':
      return status === guestStatus
        ? null
        : `expected ${guestStatus} as for a guest, got ${status}`;
    case 'allowed': {
      if (status === 401 || status === 403) return `expected to pass, got ${status}`;
      const hidden = status === 404 && messageOf(res) === PATIENT_NOT_FOUND;
      if (access.kind !== 'clinic' || !PATIENT_ROUTE.test(url)) return null;
      if (who.name === 'vet of another clinic') {
        return hidden && inErrorShape(res)
          ? null
          : `expected 404 "${PATIENT_NOT_FOUND}", got ${status}`;
      }
      return hidden ? 'the shared patient answered 404' : null;
    }
  }
}

describe('the role matrix', () => {
  const routes = () =>
    server.app.routeInventory.filter(
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );

  it('has a rule declared on every route', () => {
    expect(routes().length).toBeGreaterThan(100);
    expect(undeclaredRoutes(server.app.routeInventory)).toEqual([]);
  });

  it('names a route registered without a rule, whatever plugin registers it', async () => {
    const app = Fastify({ logger: false });
    collectRoutes(app);
    await app.register(
      async (plugin) => {
        plugin.get('/declared', { config: { access: PET_KEEPER } }, async () => ({}));
        plugin.post('/forgotten', async () => ({}));
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(undeclaredRoutes(app.routeInventory)).toEqual(['POST /api/forgotten']);
    await app.close();
  });

  it('answers every route as its rule says, for every kind of caller', async () => {
    const problems: string[] = [];
    for (const { method, url, access } of routes()) {
      if (access === undefined) continue;
      const guest = await call(method, url, personas[0]!);
      for (const who of personas) {
        const res = who.userId === null ? guest : await call(method, url, who);
        const problem = problemOf(access, who, url, res, guest.statusCode);
        if (problem !== null) problems.push(`${method} ${url} as ${who.name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
