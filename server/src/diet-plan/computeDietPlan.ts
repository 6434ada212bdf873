// The figures of a diet plan, from the keeper's inputs and the pet's latest weight, with
// contract/pets' energy, body-condition and feeding maths (sources in contract/pets/README.md).
// Pure: the service calls it on every read, so the plan follows every new weight.
import { estimateTargetWeight } from '@contract/pets/bodyCondition';
import { dailyEnergyPlan, type KcalRange } from '@contract/pets/energy';
import { feedingAmount, type FeedingAmount } from '@contract/pets/feeding';
import { rabbitPelletGrams } from '@contract/pets/speciesFeedingGuidance';
import type { PetSpecies } from '@contract/pets/species';
import type { DietActivity, DietComputed, DietNote } from '@contract/schemas/petDiet';

export interface DietSettings {
  activity: DietActivity;
  bodyConditionScore: number | null;
  targetWeightGrams: number | null;
  foodKcalPer100g: number | null;
  foodKcalPerCup: number | null;
  mealsPerDay: number;
  pregnantOrLactating: boolean;
}

export const DEFAULT_DIET_SETTINGS: DietSettings = {
  activity: 'normal',
  bodyConditionScore: null,
  targetWeightGrams: null,
  foodKcalPer100g: null,
  foodKcalPerCup: null,
  mealsPerDay: 2,
  pregnantOrLactating: false,
};

export interface DietPet {
  species: PetSpecies;
  birthDate: string | null;
  neutered: boolean | null;
  weight: { grams: number; measuredOn: string } | null;
}

/** With no birth date the plan is figured for an adult (and says so). */
const ASSUMED_ADULT_MONTHS = 36;

/** Whole months from `birthDate` to `today` (both YYYY-MM-DD). */
export function ageInMonths(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0));
}

const kg = (grams: number) => grams / 1000;

function range(amount: FeedingAmount | null, part: 'daily' | 'perMeal'): KcalRange | null {
  return amount === null ? null : { ...amount[part] };
}

function empty(
  guidance: DietComputed['guidance_key'],
  pet: DietPet,
  supported: boolean,
): DietComputed {
  return {
    species_supported: supported,
    guidance_key: guidance,
    weight_kg: pet.weight === null ? null : kg(pet.weight.grams),
    weight_measured_on: pet.weight?.measuredOn ?? null,
    factor_label: null,
    rer_kcal: null,
    factor: null,
    daily_kcal: null,
    treats_kcal_max: null,
    target_weight_kg: null,
    daily_grams: null,
    per_meal_grams: null,
    daily_cups: null,
    per_meal_cups: null,
    rabbit_pellet_grams: null,
    notes: [],
  };
}

/** The keeper's (vet's) target, else the estimate from a body condition score of 6–9. */
function targetGrams(pet: DietPet, settings: DietSettings): number | null {
  if (settings.targetWeightGrams !== null) return settings.targetWeightGrams;
  if (pet.weight === null || settings.bodyConditionScore === null) return null;
  if (settings.bodyConditionScore <= 5) return null;
  const estimate = estimateTargetWeight(pet.weight.grams, settings.bodyConditionScore);
  return estimate.ok ? estimate.targetGrams : null;
}

export function computeDietPlan(pet: DietPet, settings: DietSettings, today: string): DietComputed {
  const supported = pet.species === 'dog' || pet.species === 'cat';
  if (!supported) {
    const computed = empty('species_not_covered', pet, false);
    if (pet.species === 'rabbit' && pet.weight !== null) {
      computed.rabbit_pellet_grams = rabbitPelletGrams(
        settings.targetWeightGrams ?? pet.weight.grams,
      );
    }
    return computed;
  }
  if (settings.pregnantOrLactating) return empty('pregnant_or_lactating', pet, true);
  if (pet.weight === null) return empty('needs_weight', pet, true);

  const notes: DietNote[] = [];
  if (pet.birthDate === null) notes.push('age_unknown');
  if (pet.neutered === null) notes.push('neuter_status_unknown');
  const target = targetGrams(pet, settings);
  const result = dailyEnergyPlan({
    species: pet.species,
    weightGrams: pet.weight.grams,
    ageMonths: pet.birthDate === null ? ASSUMED_ADULT_MONTHS : ageInMonths(pet.birthDate, today),
    // Unknown is figured as neutered: the lower factor, the safer side for weight.
    neutered: pet.neutered ?? true,
    activity: settings.activity,
    bodyConditionScore: settings.bodyConditionScore ?? undefined,
    targetWeightGrams: target ?? undefined,
  });
  if (!result.ok) return empty('needs_weight', pet, true);
  const { plan } = result;
  const grams =
    settings.foodKcalPer100g === null
      ? null
      : feedingAmount(
          plan.dailyKcal,
          { kcal: settings.foodKcalPer100g, per: '100g' },
          settings.mealsPerDay,
        );
  const cups =
    settings.foodKcalPerCup === null
      ? null
      : feedingAmount(
          plan.dailyKcal,
          { kcal: settings.foodKcalPerCup, per: 'cup' },
          settings.mealsPerDay,
        );
  return {
    ...empty('calculated', pet, true),
    factor_label: plan.stage,
    rer_kcal: plan.rerKcal,
    factor: { ...plan.factor },
    daily_kcal: { ...plan.dailyKcal },
    treats_kcal_max: plan.treatsKcalMax,
    target_weight_kg: target === null ? null : kg(target),
    daily_grams: range(grams, 'daily'),
    per_meal_grams: range(grams, 'perMeal'),
    daily_cups: range(cups, 'daily'),
    per_meal_cups: range(cups, 'perMeal'),
    notes: [...plan.notes, ...notes],
  };
}
