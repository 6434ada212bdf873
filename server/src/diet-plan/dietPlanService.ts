// A pet's diet plan: the saved inputs (or the defaults) and the figures computed from them and
// the pet's latest weight on every read.
import { eq } from 'drizzle-orm';
import { gramsFromKilograms, kilogramsFromGrams } from '@contract/pets/weight';
import type { DietPlan, DietPlanInput } from '@contract/schemas/petDiet';
import type { Database } from '../db/openDatabase';
import {
  isoDay,
  latestWeight,
  type LatestWeight,
  ownedPet,
  type PetRow,
  type PetsDeps,
} from '../pets';
import { computeDietPlan, DEFAULT_DIET_SETTINGS, type DietSettings } from './computeDietPlan';
import { dietPlans } from './dietPlanTables';

export type DietPlanRow = typeof dietPlans.$inferSelect;

function settingsOf(row: DietPlanRow | undefined): DietSettings {
  if (!row) return DEFAULT_DIET_SETTINGS;
  return {
    activity: row.activity,
    bodyConditionScore: row.bodyConditionScore,
    targetWeightGrams: row.targetWeightGrams,
    foodKcalPer100g: row.foodKcalPer100g,
    foodKcalPerCup: row.foodKcalPerCup,
    mealsPerDay: row.mealsPerDay,
    pregnantOrLactating: row.pregnantOrLactating,
  };
}

export class DietPlanService {
  constructor(private readonly deps: Pick<PetsDeps, 'db' | 'clock'>) {}

  /** The plan of a pet the caller owns (checked by the caller). */
  async planOf(
    pet: PetRow,
    db: Database = this.deps.db,
    /** The pet's latest weight when the caller has already read it (one query fewer). */
    knownWeight?: LatestWeight | null,
  ): Promise<DietPlan> {
    const [row] = await db.select().from(dietPlans).where(eq(dietPlans.petId, pet.id));
    const weight = knownWeight === undefined ? await latestWeight(db, pet.id) : knownWeight;
    return this.planFrom(pet, row, weight);
  }

  /** The plan from its saved row (undefined: none saved yet) and the pet's latest weight. */
  planFrom(pet: PetRow, row: DietPlanRow | undefined, weight: LatestWeight | null): DietPlan {
    const settings = settingsOf(row);
    return {
      saved: row !== undefined,
      activity: settings.activity,
      body_condition_score: settings.bodyConditionScore,
      target_weight_kg:
        settings.targetWeightGrams === null ? null : kilogramsFromGrams(settings.targetWeightGrams),
      food_name: row?.foodName ?? null,
      food_kcal_per_100g: settings.foodKcalPer100g,
      food_kcal_per_cup: settings.foodKcalPerCup,
      meals_per_day: settings.mealsPerDay,
      pregnant_or_lactating: settings.pregnantOrLactating,
      updated_at: row ? row.updatedAt.toISOString() : null,
      computed: computeDietPlan(
        { species: pet.species, birthDate: pet.birthDate, neutered: pet.neutered, weight },
        settings,
        isoDay(this.deps.clock.now()),
      ),
    };
  }

  async get(userId: number, petId: number): Promise<DietPlan> {
    return this.planOf(await ownedPet(this.deps.db, userId, petId));
  }

  /** Saves the inputs given (the others keep their saved or default value). */
  async put(userId: number, petId: number, input: DietPlanInput): Promise<DietPlan> {
    return this.deps.db.transaction(async (tx) => {
      const pet = await ownedPet(tx, userId, petId, { forUpdate: true });
      const [row] = await tx.select().from(dietPlans).where(eq(dietPlans.petId, petId));
      const current = settingsOf(row);
      const values = {
        petId,
        activity: input.activity ?? current.activity,
        bodyConditionScore:
          input.body_condition_score === undefined
            ? current.bodyConditionScore
            : input.body_condition_score,
        targetWeightGrams:
          input.target_weight_kg === undefined
            ? current.targetWeightGrams
            : input.target_weight_kg === null
              ? null
              : gramsFromKilograms(input.target_weight_kg),
        foodName: input.food_name === undefined ? (row?.foodName ?? null) : input.food_name,
        foodKcalPer100g:
          input.food_kcal_per_100g === undefined
            ? current.foodKcalPer100g
            : roundKcal(input.food_kcal_per_100g),
        foodKcalPerCup:
          input.food_kcal_per_cup === undefined
            ? current.foodKcalPerCup
            : roundKcal(input.food_kcal_per_cup),
        mealsPerDay: input.meals_per_day ?? current.mealsPerDay,
        pregnantOrLactating: input.pregnant_or_lactating ?? current.pregnantOrLactating,
        updatedAt: this.deps.clock.now(),
      };
      await tx
        .insert(dietPlans)
        .values(values)
        .onConflictDoUpdate({ target: dietPlans.petId, set: values });
      return this.planOf(pet, tx);
    });
  }
}

/** Labels give energy to a tenth at most; the column keeps two decimals. */
function roundKcal(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}
