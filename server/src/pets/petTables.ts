// A keeper's pets and their weight history. The latest weight entry is the pet's weight (read
// with the pet, never copied onto it). Lists the keeper edits as a whole (allergies, conditions,
// medications, vaccinations) and the two small records (insurance, home clinic) are JSON columns:
// they are always read and written with the pet, and validated by the contract's schemas.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PET_SEXES, PET_SPECIES, type PetSex, type PetSpecies } from '@contract/pets/species';
import type { HomeClinic, Insurance, Medication, Vaccination } from '@contract/schemas/pets';
import { createdAt, id, parentRef, textIn, timestamps } from '../db/columns';
import { petFiles, users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const pets = pgTable(
  'pets',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    name: text('name').notNull(),
    species: text('species').$type<PetSpecies>().notNull(),
    // A code of contract/pets' breed list of the species, and the text the keeper sees.
    breedCode: text('breed_code'),
    breed: text('breed'),
    sex: text('sex').$type<PetSex>(),
    neutered: boolean('neutered'),
    birthDate: date('birth_date', { mode: 'string' }),
    birthDateIsEstimate: boolean('birth_date_is_estimate').notNull().default(false),
    colour: text('colour'),
    microchipNumber: text('microchip_number'),
    photoFileId: uuid('photo_file_id').references((): AnyPgColumn => petFiles.id, {
      onDelete: 'set null',
    }),
    allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
    conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
    medications: jsonb('medications').$type<Medication[]>().notNull().default([]),
    vaccinations: jsonb('vaccinations').$type<Vaccination[]>().notNull().default([]),
    insurance: jsonb('insurance').$type<Insurance>(),
    homeClinic: jsonb('home_clinic').$type<HomeClinic>(),
    // has_subscription is read from the pet's subscription (billing/subscriptionState.ts).
    ...timestamps,
  },
  (t) => [
    index('pets_user_idx').on(t.userId, t.createdAt),
    textIn('pets_species_check', 'species', PET_SPECIES),
    textIn('pets_sex_check', 'sex', PET_SEXES),
  ],
);

/** Weighings, in whole grams (contract/pets/README.md: a budgerigar is 35 g). */
export const petWeights = pgTable(
  'pet_weights',
  {
    id: id(),
    petId: parentRef('pet_id', () => pets.id),
    grams: integer('grams').notNull(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // The latest entry of a pet (the pet's weight) and the chart, oldest first.
    index('pet_weights_pet_measured_idx').on(t.petId, t.measuredOn, t.id),
    check('pet_weights_grams_check', sql`${t.grams} > 0`),
  ],
);

/**
 * How many times the pet or a record shown with it has changed, moved on by triggers at each
 * writer's commit, whoever writes (migration 0025): what an answer an instance kept about the
 * pet is checked against (http/answerCache.ts). No row: the pet has not changed since 0025.
 */
export const petDataVersions = pgTable('pet_data_versions', {
  petId: integer('pet_id')
    .primaryKey()
    .references(() => pets.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const petPersonalData = personalDataLines([
  // Pets and their records.
  {
    table: 'pets',
    export: [{ section: 'pets', via: 'user_id', deletion: 'pets' }],
    erasure: CASCADE,
  },
  {
    table: 'pet_weights',
    export: [{ section: 'pet_weights', via: 'pet_id', deletion: 'weights' }],
    erasure: CASCADE,
  },
  {
    table: 'pet_data_versions',
    export: {
      omitted: "a counter of the pet's changes for the API's caches, not the keeper's data",
    },
    erasure: CASCADE,
  },
]);
