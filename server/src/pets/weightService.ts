// A pet's weight history. The latest entry (by date, then by entry) is the pet's weight, which the
// dashboard chart, the pet and the diet plan all read, so a new entry moves them all.
import { and, asc, desc, eq } from 'drizzle-orm';
import { gramsFromKilograms, kilogramsFromGrams } from '@contract/pets/weight';
import type { WeightEntry, WeightEntryInput } from '@contract/schemas/pets';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { ownedPet } from './petAccess';
import { petWeights } from './petTables';
import { RecordRules } from './recordRules';

type WeightRow = typeof petWeights.$inferSelect;

export const WEIGHT_NOT_FOUND = 'Weight entry not found.';

export function weightView(row: WeightRow): WeightEntry {
  return {
    id: String(row.id),
    weight_kg: kilogramsFromGrams(row.grams),
    measured_on: row.measuredOn,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** Oldest first. */
export async function weightEntriesOf(db: Database, petId: number): Promise<WeightEntry[]> {
  const rows = await db
    .select()
    .from(petWeights)
    .where(eq(petWeights.petId, petId))
    .orderBy(asc(petWeights.measuredOn), asc(petWeights.id));
  return rows.map(weightView);
}

export class WeightService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async list(userId: number, petId: number): Promise<WeightEntry[]> {
    await ownedPet(this.deps.db, userId, petId);
    return weightEntriesOf(this.deps.db, petId);
  }

  async add(userId: number, petId: number, input: WeightEntryInput): Promise<WeightEntry> {
    return this.deps.db.transaction(async (tx) => {
      const pet = await ownedPet(tx, userId, petId, { forShare: true });
      const now = this.deps.clock.now();
      const rules = new RecordRules(now);
      rules.past('measured_on', input.measured_on, pet.birthDate);
      if (!rules.ok) throw new ValidationError(rules.errors);
      const [row] = await tx
        .insert(petWeights)
        .values({
          petId,
          grams: gramsFromKilograms(input.weight_kg),
          measuredOn: input.measured_on,
          note: input.note ?? null,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('weight insert returned nothing');
      return weightView(row);
    });
  }

  async remove(userId: number, petId: number, entryId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forShare: true });
      const deleted = await tx
        .delete(petWeights)
        .where(and(eq(petWeights.id, entryId), eq(petWeights.petId, petId)))
        .returning({ id: petWeights.id });
      if (deleted.length === 0) throw new NotFoundError(WEIGHT_NOT_FOUND);
    });
  }
}

/** The pet's current weight: its latest entry by date, then by entry. */
/** A pet's most recent weight entry. */
export interface LatestWeight {
  grams: number;
  measuredOn: string;
}

export async function latestWeight(db: Database, petId: number): Promise<LatestWeight | null> {
  const [row] = await db
    .select({ grams: petWeights.grams, measuredOn: petWeights.measuredOn })
    .from(petWeights)
    .where(eq(petWeights.petId, petId))
    .orderBy(desc(petWeights.measuredOn), desc(petWeights.id))
    .limit(1);
  return row ?? null;
}
