// The columns that make a row something a keeper keeps about one of their pets (a conversation,
// a report, an analysis, a question to a vet): it goes with the keeper's account and with the pet.
// The schema calls it while its tables load, so it imports no capability: a table that calls it
// names the two parents, read only when drizzle resolves the foreign keys, after every table has
// loaded (through a capability's index.ts, an import cycle may hand back a half-loaded module).
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, parentRef } from './columns';

/** The keeper's and the pet's id columns, read when the foreign keys are resolved. */
export interface KeeperPetParents {
  user: () => AnyPgColumn;
  pet: () => AnyPgColumn;
}

/** id, user_id and pet_id of a keeper's row about their pet. */
export const keeperPetColumns = (parents: KeeperPetParents) => ({
  id: id(),
  userId: parentRef('user_id', parents.user),
  petId: parentRef('pet_id', parents.pet),
});
