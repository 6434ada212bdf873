// The dashboard's answer as JSON text, from this instance's cache (http/answerCache.ts) when the
// pet has not changed since it was built: a small prepared statement checks the caller's token
// and ownership and reads the pet's data version (the guard's 401/403 and the 404 as before), and
// only a changed version, a new day or a new URL expiry runs the dashboard's statement again
// (README.md, "The answer cache"). On embedded PGlite that statement was most of a request's time.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  authenticateFrom,
  authTokens,
  tokenCheckOf,
  tokenOwnerColumns,
  tokenParams,
  users,
  validTokenSql,
} from '../auth';
import { preparedPerDatabase } from '../db/preparedQuery';
import { NotFoundError } from '../errors/HttpError';
import { isoDay, PET_NOT_FOUND, petDataVersionSql, pets } from '../pets';
import type { AnswerCache } from '../http/answerCache';
import { dashboardJson, type SerializerOf } from './dashboardJson';
import { petDashboard, type DashboardServices, KEEPER_ROLES } from './dashboardService';

/** The pet's current data version, when it is the token owner's, with the token's owner. */
const dashboardVersion = preparedPerDatabase((db) =>
  db
    .select({ version: petDataVersionSql(pets.id), owner: tokenOwnerColumns() })
    .from(pets)
    .innerJoin(authTokens, eq(authTokens.userId, pets.userId))
    .innerJoin(users, eq(users.id, pets.userId))
    .where(and(eq(pets.id, sql.placeholder('petId')), validTokenSql(db)))
    .prepare('dashboard_version_of_pet'),
);

export async function dashboardAnswer(
  services: DashboardServices,
  cache: AnswerCache,
  request: FastifyRequest,
  petId: number,
  serializerOf: SerializerOf,
): Promise<string> {
  const { deps } = services;
  const check = tokenCheckOf(request);
  // Taken before anything is read: an answer built across midnight or a new expiry is kept under
  // the earlier key, so it is rebuilt at its next use rather than served too long.
  const key = `${isoDay(check.now)} ${deps.files.urlExpiry()}`;
  const cached = cache.candidate(petId, key);
  if (cached !== undefined) {
    const [found] = await dashboardVersion(deps.db).execute({ petId, ...tokenParams(check) });
    await authenticateFrom(request, check, found?.owner, KEEPER_ROLES);
    if (!found) throw new NotFoundError(PET_NOT_FOUND);
    if (String(found.version) === cached.validator) return cached.json;
  }
  const parts = await petDashboard(services, request, petId, check);
  const json = dashboardJson(parts, serializerOf);
  cache.remember(petId, { key, validator: String(parts.version), json });
  return json;
}
