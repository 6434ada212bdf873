// The one rule of the vet side: a vet acting for a clinic reaches a pet only while it is shared
// with that clinic, and only the scopes shared. Anything else — a pet shared with another clinic,
// a share that was stopped, an unknown id, a scope not shared — answers the same 404, so a vet can
// learn nothing about pets outside their clinic's list.
import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type { ShareScope } from '@contract/shareScopes';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { pets } from '../pets';
import { petShares } from './vetSharingTables';

export const PATIENT_NOT_FOUND = 'Patient not found.';
export const SCOPE_NOT_SHARED = "This part of the pet's record is not shared with your clinic.";

export interface SharedPet {
  petId: number;
  petName: string;
  /** The keeper: the services of the pets features read the pet as its owner. */
  ownerId: number;
  ownerLanguage: Language;
  scopes: ShareScope[];
}

/**
 * The pet if it is shared with the clinic now (and `scope` is shared), else 404. In a transaction
 * that locked the pet row, the answer holds until commit: stopping a share locks it too.
 */
export async function sharedPet(
  db: Database,
  clinicId: number,
  petId: number,
  scope?: ShareScope,
): Promise<SharedPet> {
  const [row] = await db
    .select({
      petName: pets.name,
      ownerId: pets.userId,
      ownerLanguage: users.language,
      scopes: petShares.scopes,
    })
    .from(petShares)
    .innerJoin(pets, eq(pets.id, petShares.petId))
    .innerJoin(users, eq(users.id, pets.userId))
    .where(
      and(
        eq(petShares.petId, petId),
        eq(petShares.medicalEntityId, clinicId),
        isNull(petShares.revokedAt),
      ),
    );
  if (!row) throw new NotFoundError(PATIENT_NOT_FOUND);
  if (scope !== undefined && !row.scopes.includes(scope)) throw new NotFoundError(SCOPE_NOT_SHARED);
  return { petId, ...row };
}
