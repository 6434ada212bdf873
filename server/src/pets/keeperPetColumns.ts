// The columns that make a row something a keeper keeps about one of their pets (a conversation,
// a report, an analysis, a question to a vet): it goes with the keeper's account and with the pet.
import { users } from '../auth/authTables';
import { id, parentRef } from '../db/columns';
import { pets } from './petTables';

/** id, user_id and pet_id of a keeper's row about their pet. */
export const keeperPetColumns = () => ({
  id: id(),
  userId: parentRef('user_id', () => users.id),
  petId: parentRef('pet_id', () => pets.id),
});
