// How much of a food gives the day's calories: the food's energy density is on its label
// (kcal per 100 g or per kg in Europe and Japan, per cup or per can in North America).
import type { KcalRange } from './energy';

export const FOOD_ENERGY_BASES = ['100g', 'kg', 'cup', 'can'] as const;
export type FoodEnergyBasis = (typeof FOOD_ENERGY_BASES)[number];

export interface FoodEnergy {
  kcal: number;
  per: FoodEnergyBasis;
}

export type FeedingUnit = 'g' | 'cup' | 'can';

export interface FeedingAmount {
  unit: FeedingUnit;
  /** A day's amount for the lower and upper daily calories. */
  daily: { min: number; max: number };
  /** The same split into meals. */
  perMeal: { min: number; max: number };
  meals: number;
}

/** Grams are whole; cups and cans to 0.01 (the screen may show quarters or eighths). */
function rounded(value: number, unit: FeedingUnit): number {
  return unit === 'g' ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The most meals a day we split into; a plan with more is for a vet to write. */
export const MAX_MEALS_A_DAY = 6;

/**
 * The amount of a food that gives `dailyKcal`, split into `meals`. Returns null for a food
 * without a positive energy figure or an impossible number of meals.
 */
export function feedingAmount(
  dailyKcal: KcalRange | number,
  food: FoodEnergy,
  meals = 2,
): FeedingAmount | null {
  if (!Number.isFinite(food.kcal) || food.kcal <= 0) return null;
  if (!Number.isInteger(meals) || meals < 1 || meals > MAX_MEALS_A_DAY) return null;
  const range = typeof dailyKcal === 'number' ? { min: dailyKcal, max: dailyKcal } : dailyKcal;
  if (!(range.min >= 0) || !(range.max >= range.min)) return null;

  let unit: FeedingUnit;
  let perUnitKcal: number;
  switch (food.per) {
    case '100g':
      unit = 'g';
      perUnitKcal = food.kcal / 100;
      break;
    case 'kg':
      unit = 'g';
      perUnitKcal = food.kcal / 1000;
      break;
    case 'cup':
      unit = 'cup';
      perUnitKcal = food.kcal;
      break;
    case 'can':
      unit = 'can';
      perUnitKcal = food.kcal;
      break;
  }
  const amount = (kcal: number) => kcal / perUnitKcal;
  return {
    unit,
    daily: { min: rounded(amount(range.min), unit), max: rounded(amount(range.max), unit) },
    perMeal: {
      min: rounded(amount(range.min) / meals, unit),
      max: rounded(amount(range.max) / meals, unit),
    },
    meals,
  };
}
