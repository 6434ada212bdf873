// GET keeper/pets as JSON text, from this instance's cache (http/answerCache.ts) when none of the
// caller's pets has changed since it was built. Every signed-in page load asks for it. A small
// prepared statement checks the caller's token (its owner and roles, as every read does) and reads
// each of the owner's pets' id and data version (moved on by triggers whenever the pet, its
// weights, its photo's file or its subscription change, whoever writes: migration 0025). The
// kept list is served when that text and the expiry of the photo URLs signed into it are the
// same; otherwise the list's own statement runs (README.md, "Load").
import { eq, sql } from 'drizzle-orm';
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
import type { AnswerCache } from '../http/answerCache';
import type { Pet } from '@contract/schemas/pets';
import type { PetService, PetsDeps } from './petService';
import { petDataVersionSql } from './petDataVersion';
import { pets } from './petTables';

/** The token's owner and "id:version,…" of the owner's pets by id (null: no pets). */
const petVersionsOfTokenOwner = preparedPerDatabase((db) =>
  db
    .select({
      owner: tokenOwnerColumns(),
      versions: sql<string | null>`(
        select string_agg(${pets.id} || ':' || ${petDataVersionSql(pets.id)}, ',' order by ${pets.id})
        from ${pets} where ${pets.userId} = ${authTokens.userId})`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(validTokenSql(db))
    .limit(1)
    .prepare('pet_versions_of_token_owner'),
);

/**
 * The caller's pets as the route answers them: `{"data":[…]}` written by `serialize` (the route's
 * own serialiser), an empty list for a user who is not a pet keeper.
 */
export async function petListAnswer(
  deps: Pick<PetsDeps, 'db' | 'files'>,
  petService: PetService,
  cache: AnswerCache,
  request: FastifyRequest,
  serialize: (answer: { data: Pet[] }) => string,
): Promise<string> {
  const check = tokenCheckOf(request);
  const key = String(deps.files.urlExpiry());
  const [found] = await petVersionsOfTokenOwner(deps.db).execute(tokenParams(check));
  const { userId, roles } = await authenticateFrom(request, check, found?.owner);
  if (!roles.some((role) => role.name === 'pet-keeper')) return serialize({ data: [] });
  const validator = found?.versions ?? '';
  const cached = cache.candidate(userId, key);
  if (cached !== undefined && cached.validator === validator) return cached.json;
  const { pets: list } = await petService.listOfTokenOwner(check);
  const json = serialize({ data: list });
  // Kept at the versions read before the list: a change between the two statements leaves an
  // answer kept under versions that are no longer the pets', so it is rebuilt at its next use.
  // A list of another length than the versions read is not kept at all: a pet added or deleted
  // in between, or this token revoked in between (the list, read by token, is then empty), which
  // would otherwise be served to the keeper's other sessions under versions still current.
  const versionCount = validator === '' ? 0 : validator.split(',').length;
  if (list.length === versionCount) cache.remember(userId, { key, validator, json });
  return json;
}
