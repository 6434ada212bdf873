// Vets for the vet-sharing tests: a vet (and nothing else) of a new clinic, signed in with a token
// issued directly (no password, no sign-in round trip), and the headers a vet's request carries.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../src/http/clock';
import { issueToken } from '../src/auth/authTokens';
import type { Database } from '../src/db/openDatabase';
import { medicalEntities, userRoles, users } from '../src/db/schema';
import { bearer } from './authHelpers';

export interface TestVet {
  userId: number;
  clinicId: number;
  clinicName: string;
  token: string;
  /** Bearer token and X-Medical-Entity-ID of the vet's clinic. */
  headers: Record<string, string>;
}

let vetCounter = 0;

export async function createVet(
  db: Database,
  clock: Clock,
  clinicName: string,
  vetName = 'Dr. Test Vet',
): Promise<TestVet> {
  vetCounter += 1;
  const [clinic] = await db
    .insert(medicalEntities)
    .values({ name: clinicName, city: 'Testville', address: `${vetCounter} Test Street` })
    .returning({ id: medicalEntities.id });
  const [user] = await db
    .insert(users)
    .values({ email: `vet${vetCounter}-${Date.now()}@example.com`, name: vetName })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, name: 'vet', medicalEntityId: clinic!.id });
  const token = await issueToken(db, clock, user!.id, 'email');
  return {
    userId: user!.id,
    clinicId: clinic!.id,
    clinicName,
    token,
    headers: { ...bearer(token), 'x-medical-entity-id': String(clinic!.id) },
  };
}

/** inject() as the vet, acting for their clinic (unless `headers` says otherwise). */
export function asVet(
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  vet: TestVet,
) {
  return (options: InjectOptions) =>
    inject({ ...options, headers: { ...vet.headers, ...(options.headers ?? {}) } });
}
