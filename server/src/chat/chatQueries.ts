// The symptom checker's prepared reads: the ones a pet's tab makes on every visit and a message
// makes before its first token, each one round trip with its ownership (and token) check.
import { and, desc, eq, sql } from 'drizzle-orm';
import { authTokens, tokenOwnerColumns, users, validTokenSql } from '../auth';
import { petSubscribedIn } from '../billing';
import { preparedPerDatabase } from '../db/preparedQuery';
import { pets } from '../pets';
import { chatThreads } from './chatTables';
import { latestGramsIn } from './enginePet';

/**
 * A pet's threads, newest first, with the ownership check in the same round trip: the pet's row
 * joined to its threads (the vet area's view of a shared pet).
 */
export const threadsOfPet = preparedPerDatabase((db) =>
  db
    .select({ petId: pets.id, thread: chatThreads })
    .from(pets)
    .leftJoin(chatThreads, and(eq(chatThreads.petId, pets.id), eq(chatThreads.userId, pets.userId)))
    .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.userId, sql.placeholder('userId'))))
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id))
    .prepare('threads_of_pet'),
);

/**
 * A pet's threads, newest first, with the ownership check and the caller's token in the same
 * round trip: the pet's row joined to its owner's token and to its threads (the pet screen's
 * symptom-checker tab asks on every visit; the route's guard is `tokenInRead`).
 */
export const threadsOfTokenOwnersPet = preparedPerDatabase((db) =>
  db
    .select({ petId: pets.id, thread: chatThreads, owner: tokenOwnerColumns() })
    .from(pets)
    .innerJoin(authTokens, eq(authTokens.userId, pets.userId))
    .innerJoin(users, eq(users.id, pets.userId))
    .leftJoin(chatThreads, and(eq(chatThreads.petId, pets.id), eq(chatThreads.userId, pets.userId)))
    .where(and(eq(pets.id, sql.placeholder('petId')), validTokenSql(db)))
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id))
    .prepare('threads_of_token_owners_pet'),
);

/**
 * The caller's pet with what a message needs of it, in one round trip: its latest weight (for the
 * engine) and whether it is subscribed. Not the pets routes' petOfKeeper: its lateral join and
 * photo cost embedded PGlite twice the planning of these two subqueries, on every message.
 */
export const turnPetQuery = preparedPerDatabase((db) =>
  db
    .select({
      pet: pets,
      latestGrams: latestGramsIn(db, pets.id),
      subscribed: petSubscribedIn(db, pets.id),
    })
    .from(pets)
    .where(and(eq(pets.id, sql.placeholder('petId')), eq(pets.userId, sql.placeholder('userId'))))
    .prepare('chat_turn_pet'),
);
