// A keeper's pets: reading them (the query is petQuery.ts), creating (also the first pet of a
// registration), editing (the body's rules and columns are petInput.ts), deleting (rows cascade;
// the files go through file_purges), and the profile photo.
import { and, eq } from 'drizzle-orm';
import { findBreed } from '@contract/pets/breedSearch';
import { gramsFromKilograms, kilogramsFromGrams } from '@contract/pets/weight';
import type { PetsLanguage } from '@contract/pets/species';
import type { Pet, PetInput, PetUpdate } from '@contract/schemas/pets';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { petFiles, type PetFileService } from '../pet-files';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import { ownedPet, PET_NOT_FOUND, type PetRow } from './petAccess';
import { breedText, editableColumns, petRuleErrors, type NewPetRow } from './petInput';
import { type TokenCheck, type TokenOwnerRow, tokenParams } from '../auth';
import { petOfKeeper, petQuery, petsOfTokenOwner, type PetQueryRow } from './petQuery';
import { isoDay } from './recordRules';
import { pets, petWeights } from './petTables';
import type { LatestWeight } from './weightService';

export interface PetsDeps {
  db: Database;
  clock: Clock;
  files: PetFileService;
}

/**
 * Adds a pet (and its first weight entry) for `userId`; the caller has checked petRuleErrors.
 * Runs in the caller's transaction when given one (registration).
 */
export async function insertPet(
  db: Database,
  userId: number,
  input: PetInput,
  { now, language }: { now: Date; language: PetsLanguage },
): Promise<number> {
  const breedCode = input.breed_code ?? null;
  const [row] = await db
    .insert(pets)
    .values({
      ...editableColumns(input),
      userId,
      name: input.name,
      species: input.species,
      sex: input.sex ?? 'unknown',
      breedCode,
      breed: breedText(input.species, breedCode, input.breed, language),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: pets.id });
  if (!row) throw new Error('pet insert returned nothing');
  if (input.weight_kg !== undefined && input.weight_kg !== null) {
    await db.insert(petWeights).values({
      petId: row.id,
      grams: gramsFromKilograms(input.weight_kg),
      measuredOn: isoDay(now),
      createdAt: now,
    });
  }
  return row.id;
}

export class PetService {
  constructor(private readonly deps: PetsDeps) {}

  view({ pet, weight, photo, subscribed }: PetQueryRow): Pet {
    return {
      id: String(pet.id),
      name: pet.name,
      species: pet.species,
      breed_code: pet.breedCode,
      breed: pet.breed,
      sex: pet.sex ?? 'unknown',
      neutered: pet.neutered,
      birth_date: pet.birthDate,
      birth_date_is_estimate: pet.birthDateIsEstimate,
      colour: pet.colour,
      microchip_number: pet.microchipNumber,
      photo: photo === null ? null : this.deps.files.fileRef(photo),
      weight_kg: weight?.grams == null ? null : kilogramsFromGrams(weight.grams),
      weight_measured_on: weight?.measuredOn ?? null,
      allergies: pet.allergies,
      conditions: pet.conditions,
      medications: pet.medications,
      vaccinations: pet.vaccinations,
      insurance: pet.insurance,
      home_clinic: pet.homeClinic,
      has_subscription: subscribed,
      created_at: pet.createdAt.toISOString(),
      updated_at: pet.updatedAt.toISOString(),
    };
  }

  /** The keeper's pets, oldest first (the first is the default current pet, spec.md §4 step 8). */
  /**
   * The pets of the token's owner, oldest first, and the owner the statement found for the token
   * (undefined without a row: an invalid token, or no pets), for `authenticateFrom`.
   */
  async listOfTokenOwner(
    check: TokenCheck,
  ): Promise<{ owner: TokenOwnerRow | undefined; pets: Pet[] }> {
    const rows = await petsOfTokenOwner(this.deps.db).execute(tokenParams(check));
    return { owner: rows[0]?.owner, pets: rows.map((row) => this.view(row)) };
  }

  async get(userId: number, petId: number, db: Database = this.deps.db): Promise<Pet> {
    return (await this.read(userId, petId, db)).view;
  }

  /**
   * The caller's pet in one query (a 404 when it is not theirs): its row, its latest weight and
   * the view the API shows, for reads that need more than the view (the dashboard).
   */
  async read(
    userId: number,
    petId: number,
    db: Database = this.deps.db,
  ): Promise<{ row: PetRow; latestWeight: LatestWeight | null; view: Pet }> {
    // Inside a transaction (an update's answer) the query is built for it; otherwise prepared.
    const [found] =
      db === this.deps.db
        ? await petOfKeeper(db).execute({ petId, userId })
        : await petQuery(db).where(and(eq(pets.id, petId), eq(pets.userId, userId)));
    if (!found) throw new NotFoundError(PET_NOT_FOUND);
    return this.readFrom(found);
  }

  /** A row of petQuery as the pet's row, its latest weight and the view the API shows. */
  readFrom(found: PetQueryRow): { row: PetRow; latestWeight: LatestWeight | null; view: Pet } {
    const { grams, measuredOn } = found.weight ?? {};
    return {
      row: found.pet,
      latestWeight:
        grams === null || grams === undefined || measuredOn === null || measuredOn === undefined
          ? null
          : { grams, measuredOn },
      view: this.view(found),
    };
  }

  async create(userId: number, input: PetInput, language: PetsLanguage): Promise<Pet> {
    const now = this.deps.clock.now();
    const errors = petRuleErrors(input, input.species, now);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const id = await this.deps.db.transaction((tx) =>
      insertPet(tx, userId, input, { now, language }),
    );
    return this.get(userId, id);
  }

  async update(
    userId: number,
    petId: number,
    input: PetUpdate,
    language: PetsLanguage,
  ): Promise<Pet> {
    return this.deps.db.transaction(async (tx) => {
      const current = await ownedPet(tx, userId, petId, { forUpdate: true });
      const species = input.species ?? current.species;
      const birthDate = input.birth_date === undefined ? current.birthDate : input.birth_date;
      const errors = petRuleErrors(
        { ...input, birth_date: birthDate },
        species,
        this.deps.clock.now(),
      );
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const changes: Partial<NewPetRow> = editableColumns(input);
      if (input.name !== undefined) changes.name = input.name;
      if (input.species !== undefined) changes.species = input.species;
      // A breed code belongs to a species: another species without a new code drops it.
      let breedCode = input.breed_code === undefined ? current.breedCode : input.breed_code;
      if (breedCode !== null && !findBreed(species, breedCode)) breedCode = null;
      if (breedCode !== current.breedCode || input.breed !== undefined) {
        changes.breedCode = breedCode;
        changes.breed = breedText(
          species,
          breedCode,
          input.breed === undefined && input.breed_code === undefined ? current.breed : input.breed,
          language,
        );
      }
      changes.updatedAt = this.deps.clock.now();
      await tx.update(pets).set(changes).where(eq(pets.id, petId));
      return this.get(userId, petId, tx);
    });
  }

  /** Deletes the pet and everything of it; its files are purged once the rows are gone. */
  async remove(userId: number, petId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forUpdate: true });
      await tx.delete(pets).where(eq(pets.id, petId));
    });
    await this.deps.files.purgeAfterCommit();
  }

  /** Makes the upload the pet's photo; the previous photo's file goes. */
  async setPhoto(userId: number, petId: number, upload: UploadDescriptor): Promise<Pet> {
    const pet = await this.deps.files.recordUpload(petId, upload, async (tx, file) => {
      const current = await ownedPet(tx, userId, petId, { forUpdate: true });
      await tx
        .update(pets)
        .set({ photoFileId: file.id, updatedAt: this.deps.clock.now() })
        .where(eq(pets.id, petId));
      if (current.photoFileId !== null) {
        await tx.delete(petFiles).where(eq(petFiles.id, current.photoFileId));
      }
      return this.get(userId, petId, tx);
    });
    await this.deps.files.purgeAfterCommit();
    return pet;
  }

  async removePhoto(userId: number, petId: number): Promise<Pet> {
    const pet = await this.deps.db.transaction(async (tx) => {
      const current = await ownedPet(tx, userId, petId, { forUpdate: true });
      if (current.photoFileId !== null) {
        await tx.delete(petFiles).where(eq(petFiles.id, current.photoFileId));
        await tx.update(pets).set({ updatedAt: this.deps.clock.now() }).where(eq(pets.id, petId));
      }
      return this.get(userId, petId, tx);
    });
    await this.deps.files.purgeAfterCommit();
    return pet;
  }
}
