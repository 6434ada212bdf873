// The pet's emergency card: the pet as the keeper's other screens show it, the clinic to call and
// how to reach the keeper, read in one go for the caller's own pet only (404 otherwise).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EmergencyCard, EmergencyCardClinic } from '@contract/schemas/emergencyCard';
import type { Pet } from '@contract/schemas/pets';
import type { Database } from '../db/openDatabase';
import { medicalEntities, users } from '../db/schema';
import type { Clock } from '../http/clock';
import type { PetService } from '../pets';
import { petShares } from '../vet-sharing';

export interface EmergencyCardDeps {
  db: Database;
  clock: Clock;
  pets: PetService;
}

/**
 * The clinic the card names: among the clinics the pet is shared with, the one that is also its
 * home clinic, else the one it was shared with first (a vet there has its record); with no share,
 * the home clinic the keeper typed; else none.
 */
async function clinicFor(db: Database, pet: Pet): Promise<EmergencyCardClinic | null> {
  const shared = await db
    .select({ name: medicalEntities.name, phone: medicalEntities.phone })
    .from(petShares)
    .innerJoin(medicalEntities, eq(medicalEntities.id, petShares.medicalEntityId))
    .where(and(eq(petShares.petId, Number(pet.id)), isNull(petShares.revokedAt)))
    .orderBy(asc(petShares.sharedAt), asc(medicalEntities.id));
  const home = pet.home_clinic;
  const chosen = shared.find((c) => home !== null && c.name === home.name) ?? shared[0];
  if (chosen)
    return { name: chosen.name, phone: chosen.phone ?? home?.phone ?? null, source: 'shared' };
  return home ? { name: home.name, phone: home.phone, source: 'home' } : null;
}

export async function emergencyCard(
  { db, clock, pets }: EmergencyCardDeps,
  userId: number,
  petId: number,
): Promise<EmergencyCard> {
  const pet = await pets.get(userId, petId);
  const [keeper] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      weightUnit: users.weightUnit,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!keeper) throw new Error('the keeper vanished while reading the card');
  return {
    pet,
    clinic: await clinicFor(db, pet),
    keeper: {
      name: keeper.name,
      email: keeper.email,
      phone: keeper.phone,
      weight_unit: keeper.weightUnit,
    },
    generated_at: clock.now().toISOString(),
  };
}
