// What the triage engine is told about a pet: only that pet's own profile from the pets tables
// (species, age from the birth date, latest weight, sex, neutering, conditions, allergies and the
// names of current medicines, which the advice respects; pregnancy when a condition says so).
// Nothing else of the keeper's reaches the engine or the model.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/openDatabase';
import { type PetRow, petWeights } from '../pets';
import type { PetProfile, Species } from '../triage';

const ENGINE_SPECIES: readonly string[] = ['dog', 'cat', 'rabbit', 'bird'];
const PREGNANT = /pregnan|in whelp|in kitten|妊娠/i;

/** Whole and fractional years between a YYYY-MM-DD birth date and now. */
export function ageInYears(birthDate: string | null, now: Date): number | null {
  if (!birthDate) return null;
  const born = new Date(`${birthDate}T00:00:00Z`).getTime();
  if (Number.isNaN(born) || born > now.getTime()) return null;
  return Math.round(((now.getTime() - born) / (365.25 * 86_400_000)) * 100) / 100;
}

/** The latest weighing of a pet (by date measured, then by entry), in grams. */
function latestGrams(db: Database, petId: number | AnyPgColumn) {
  return db
    .select({ grams: petWeights.grams })
    .from(petWeights)
    .where(eq(petWeights.petId, petId))
    .orderBy(desc(petWeights.measuredOn), desc(petWeights.id))
    .limit(1);
}

export async function latestWeightKg(db: Database, petId: number): Promise<number | null> {
  const [row] = await latestGrams(db, petId);
  return row ? row.grams / 1000 : null;
}

/** SQL: the latest weight in grams of the pet of `petId` (a column of the outer query), or null. */
export function latestGramsIn(db: Database, petId: AnyPgColumn): SQL<number | null> {
  return sql<number | null>`(${latestGrams(db, petId)})`.mapWith((grams: unknown) =>
    grams === null ? null : Number(grams),
  );
}

/** Medicines still being given on `now` (no end date, or one not yet passed). */
function currentMedicines(pet: PetRow, now: Date): string[] {
  const today = now.toISOString().slice(0, 10);
  return (pet.medications ?? [])
    .filter((m) => m.ends_on === null || m.ends_on >= today)
    .map((m) => m.name);
}

export async function enginePet(db: Database, pet: PetRow, now: Date): Promise<PetProfile> {
  return petProfile(pet, now, await latestWeightKg(db, pet.id));
}

/** `enginePet` with the latest weight already read (with the pet's row, by the chat route). */
export function petProfile(pet: PetRow, now: Date, weightKg: number | null): PetProfile {
  const conditions = pet.conditions ?? [];
  return {
    species: (ENGINE_SPECIES.includes(pet.species) ? pet.species : 'other') as Species,
    breed: pet.breed,
    ageYears: ageInYears(pet.birthDate, now),
    weightKg,
    sex: pet.sex === 'male' || pet.sex === 'female' ? pet.sex : null,
    neutered: pet.neutered,
    pregnant: conditions.some((c) => PREGNANT.test(c)) || null,
    conditions,
    allergies: pet.allergies ?? [],
    medications: currentMedicines(pet, now),
  };
}
