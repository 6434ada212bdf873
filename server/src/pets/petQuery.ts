// The read every pet answer comes from: a pet with its latest weight, its photo and whether it is
// subscribed, in one round trip; the keeper's list and one pet of theirs as prepared statements.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { authTokens, tokenOwnerColumns, users, validTokenSql } from '../auth';
import type { Database } from '../db/openDatabase';
import { preparedPerDatabase } from '../db/preparedQuery';
import { petIsSubscribedSql } from '../billing';
import { fileRefColumns, petFiles } from '../pet-files';
import { pets, petWeights } from './petTables';

/**
 * The pet with its latest weight (a lateral join on the weight index) and its photo; `extra`
 * columns ride along in the same round trip (the dashboard's records, the caller's token).
 */
export function petQuery<Extra extends SelectedFields>(db: Database, extra: Extra = {} as Extra) {
  const latest = db
    .select({ grams: petWeights.grams, measuredOn: petWeights.measuredOn })
    .from(petWeights)
    .where(eq(petWeights.petId, pets.id))
    .orderBy(desc(petWeights.measuredOn), desc(petWeights.id))
    .limit(1)
    .as('latest_weight');
  return db
    .select({
      pet: pets,
      weight: { grams: latest.grams, measuredOn: latest.measuredOn },
      // The columns its reference shows (not its storage key, checksum or upload policy).
      photo: fileRefColumns,
      subscribed: petIsSubscribedSql(pets.id),
      ...extra,
    })
    .from(pets)
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(petFiles, eq(petFiles.id, pets.photoFileId));
}

export type PetQueryRow = Awaited<ReturnType<ReturnType<typeof petQuery>['execute']>>[number];

/**
 * The pets of the token's owner, oldest first, each row with the owner (`tokenOwnerColumns`): the
 * list every signed-in page load asks for, its caller's token checked in the same statement (the
 * route's guard is `tokenInRead`). No row: an invalid token, or a caller without pets.
 */
export const petsOfTokenOwner = preparedPerDatabase((db) =>
  petQuery(db, { owner: tokenOwnerColumns() })
    .innerJoin(authTokens, eq(authTokens.userId, pets.userId))
    .innerJoin(users, eq(users.id, pets.userId))
    .where(validTokenSql(db))
    .orderBy(asc(pets.createdAt), asc(pets.id))
    .prepare('pets_of_token_owner'),
);

/** One pet of the keeper's (none when it is not theirs). */
export const petOfKeeper = preparedPerDatabase((db) =>
  petQuery(db)
    .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.userId, sql.placeholder('userId'))))
    .prepare('pet_of_keeper'),
);
