// From a keeper's pet body to the pet's row: the rules the schema cannot check (dates, the breed
// code of the species), the breed text kept beside a code, and the columns an edit may change.
import { findBreed, breedName, hasBreedList } from '@contract/pets/breedSearch';
import type { PetSpecies, PetsLanguage } from '@contract/pets/species';
import type { PetInput } from '@contract/schemas/pets';
import type { FieldErrors } from '../errors/HttpError';
import { RecordRules } from './recordRules';
import type { pets } from './petTables';

export type NewPetRow = typeof pets.$inferInsert;

/**
 * Checks what the schema cannot: dates against today and the birth date, and that a breed code is
 * one of the species' list. `prefix` names a nested body (`pet.` at registration).
 */
export function petRuleErrors(
  input: Partial<PetInput>,
  species: PetSpecies,
  now: Date,
  prefix = '',
): FieldErrors {
  const rules = new RecordRules(now);
  const birth = input.birth_date ?? null;
  rules.past(`${prefix}birth_date`, input.birth_date);
  if (input.breed_code !== undefined && input.breed_code !== null) {
    if (!findBreed(species, input.breed_code)) {
      rules.fail(`${prefix}breed_code`, 'The selected breed code is invalid.');
    }
  }
  input.medications?.forEach((medication, index) => {
    const field = `${prefix}medications.${index}`;
    rules.past(`${field}.started_on`, medication.started_on, birth);
    rules.from(`${field}.ends_on`, medication.ends_on, medication.started_on, 'started_on');
  });
  input.vaccinations?.forEach((vaccination, index) => {
    const field = `${prefix}vaccinations.${index}`;
    rules.past(`${field}.given_on`, vaccination.given_on, birth);
    rules.from(`${field}.next_due_on`, vaccination.next_due_on, vaccination.given_on, 'given_on');
  });
  return rules.errors;
}

/** The breed text kept beside a code: what the keeper typed, else the breed's name. */
export function breedText(
  species: PetSpecies,
  code: string | null,
  typed: string | null | undefined,
  language: PetsLanguage,
): string | null {
  if (typed !== undefined && typed !== null) return typed;
  const breed = code === null || !hasBreedList(species) ? undefined : findBreed(species, code);
  return breed ? breedName(breed, language) : (typed ?? null);
}

export function editableColumns(input: Partial<PetInput>): Partial<NewPetRow> {
  const columns: Partial<NewPetRow> = {};
  if (input.sex !== undefined) columns.sex = input.sex;
  if (input.neutered !== undefined) columns.neutered = input.neutered;
  if (input.birth_date !== undefined) columns.birthDate = input.birth_date;
  if (input.birth_date_is_estimate !== undefined) {
    columns.birthDateIsEstimate = input.birth_date_is_estimate;
  }
  if (input.colour !== undefined) columns.colour = input.colour;
  if (input.microchip_number !== undefined) columns.microchipNumber = input.microchip_number;
  if (input.allergies !== undefined) columns.allergies = input.allergies;
  if (input.conditions !== undefined) columns.conditions = input.conditions;
  if (input.medications !== undefined) columns.medications = input.medications;
  if (input.vaccinations !== undefined) columns.vaccinations = input.vaccinations;
  if (input.insurance !== undefined) columns.insurance = input.insurance;
  if (input.home_clinic !== undefined) columns.homeClinic = input.home_clinic;
  return columns;
}
