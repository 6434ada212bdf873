import { gramsFromKilograms, weightInputValue, type WeightUnit } from '@contract/pets';
import type { DietActivity, DietPlan } from '@contract/schemas/petDiet';

/** The diet form's values: text as typed, converted to the API's numbers on submit. */
export interface DietValues {
  activity: DietActivity;
  body_condition_score: number | null;
  target_weight: string;
  food_name: string;
  food_kcal_per_100g: string;
  food_kcal_per_cup: string;
  meals_per_day: string;
  pregnant_or_lactating: boolean;
}

/** Every activity level, with whether cats have it (the tables have no working row for cats). */
export const ACTIVITIES: Readonly<Record<DietActivity, { cats: boolean }>> = {
  inactive: { cats: true },
  normal: { cats: true },
  active_working: { cats: false },
};

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A typed figure: full-width digits and a decimal comma work; empty is null. */
export function parseNumber(text: string): number | null {
  const value = text.normalize('NFKC').trim().replace(',', '.');
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

export function dietValuesOf(plan: DietPlan, unit: WeightUnit): DietValues {
  return {
    activity: plan.activity,
    body_condition_score: plan.body_condition_score,
    target_weight:
      plan.target_weight_kg === null
        ? ''
        : weightInputValue(gramsFromKilograms(plan.target_weight_kg), unit),
    food_name: plan.food_name ?? '',
    food_kcal_per_100g: numberText(plan.food_kcal_per_100g),
    food_kcal_per_cup: numberText(plan.food_kcal_per_cup),
    meals_per_day: String(plan.meals_per_day),
    pregnant_or_lactating: plan.pregnant_or_lactating,
  };
}
