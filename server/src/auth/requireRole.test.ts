// The route guards other features use: requireAuth, requireRole, and the X-Medical-Entity-ID
// scope they leave on request.auth.
import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  DEMO,
  expectErrorShape,
  login,
  SUPER_ADMIN,
  VET,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { medicalEntities, userRoles, users } from '../db/schema';
import { DEMO_CLINIC_NAME } from '../db/seed/demoClinics';
import { registerErrorHandlers } from '../errors/registerErrorHandlers';
import { systemClock } from '../http/clock';
import { authOf, requireAuth, requireRole } from './requireRole';

let server: TestServer;
let guarded: FastifyInstance;
let clinicId: number;
let otherClinicId: number;

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  const [clinic] = await db
    .select({ id: userRoles.medicalEntityId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.email, VET.email), eq(userRoles.name, 'vet')));
  clinicId = clinic!.id!;
  const [other] = await db
    .insert(medicalEntities)
    .values({ name: 'Another clinic' })
    .returning({ id: medicalEntities.id });
  otherClinicId = other!.id;

  // A small app with routes guarded the way features guard theirs, echoing request.auth.
  guarded = Fastify({ logger: false });
  await guarded.register(
    async (api) => {
      registerErrorHandlers(api);
      api.decorate('authDeps', { db, clock: systemClock });
      api.decorateRequest('auth', null);
      const echo = async (request: Parameters<typeof authOf>[0]) => {
        const auth = authOf(request);
        return {
          roles: auth.roles,
          medical_entity_id: auth.medicalEntityId,
          role: auth.medicalEntityRole,
        };
      };
      api.get('/any', { preHandler: requireAuth }, echo);
      api.get('/admin', { preHandler: requireRole('admin', 'super-admin') }, echo);
      api.get('/vet', { preValidation: requireRole('vet') }, echo);
    },
    { prefix: '/api' },
  );
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await server.close();
});

const get = (url: string, headers: Record<string, string>) =>
  guarded.inject({ method: 'GET', url, headers });

describe('requireAuth', () => {
  it('answers 401 without a valid token', async () => {
    const res = await get('/api/any', {});
    expectErrorShape(res, 401);
    expect(res.json().message).toBe('Unauthenticated.');
  });

  it('leaves the caller on request.auth', async () => {
    const token = await login(server.app, DEMO);
    const res = await get('/api/any', bearer(token));
    expect(res.json()).toEqual({
      roles: [{ name: 'pet-keeper', medical_entity_id: null }],
      medical_entity_id: null,
      role: null,
    });
  });
});

describe('requireRole', () => {
  it('lets admins and super-admins through and refuses others with 403', async () => {
    for (const account of [ADMIN, SUPER_ADMIN]) {
      expect((await get('/api/admin', bearer(await login(server.app, account)))).statusCode).toBe(
        200,
      );
    }
    for (const account of [DEMO, VET]) {
      const res = await get('/api/admin', bearer(await login(server.app, account)));
      expectErrorShape(res, 403);
      expect(res.json().message).toBe('This action is unauthorized.');
    }
    expectErrorShape(await get('/api/admin', {}), 401);
  });
});

describe('X-Medical-Entity-ID', () => {
  it("scopes a vet's request to their clinic", async () => {
    const token = await login(server.app, VET);
    const res = await get('/api/vet', {
      ...bearer(token),
      'x-medical-entity-id': String(clinicId),
    });
    expect(res.statusCode).toBe(200);
    // The demo vet is also a pet keeper (db/seed/seed.ts).
    expect(res.json()).toEqual({
      roles: [
        { name: 'vet', medical_entity_id: clinicId },
        { name: 'pet-keeper', medical_entity_id: null },
      ],
      medical_entity_id: clinicId,
      role: { name: 'vet', medical_entity_id: clinicId },
    });
  });

  it.each([
    ['a foreign clinic', () => String(otherClinicId)],
    ['a clinic that does not exist', () => '999999'],
    ['a malformed value', () => '1 OR 1=1'],
    ['a negative number', () => '-1'],
  ])('answers 403 for %s', async (_case, value) => {
    const token = await login(server.app, VET);
    const res = await get('/api/vet', { ...bearer(token), 'x-medical-entity-id': value() });
    expectErrorShape(res, 403);
    expect(res.json().message).toBe('This action is unauthorized.');
  });

  it('answers 403 for a keeper who claims a clinic, on every signed-in route', async () => {
    const token = await login(server.app, DEMO);
    const headers = { ...bearer(token), 'x-medical-entity-id': String(clinicId) };
    expectErrorShape(await get('/api/any', headers), 403);
    const real = await server.app.inject({ method: 'GET', url: '/api/user', headers });
    expectErrorShape(real, 403);
    // Without the header the same token works.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('is ignored on public routes', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { 'x-medical-entity-id': '42' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows the clinic on the vet user', async () => {
    const token = await login(server.app, VET);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...bearer(token), 'x-medical-entity-id': String(clinicId) },
    });
    expect(res.json().data.roles).toEqual([
      { name: 'vet', medical_entity_id: clinicId, medical_entity_name: DEMO_CLINIC_NAME },
      { name: 'pet-keeper', medical_entity_id: null },
    ]);
  });
});
