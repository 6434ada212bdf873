// The diet and healthy plan of a pet (server/src/diet-plan): what the keeper
// enters, and what the API computes from it and the pet's latest weight with contract/pets
// (energy.ts, bodyCondition.ts, feeding.ts). Figures from a table that gives a range are ranges:
// the screen shows both ends, never a made-up midpoint.
import { Type, type Static } from '@sinclair/typebox';
import { BCS_MAX, BCS_MIN } from '../pets/bodyCondition';
import { CAT_ENERGY_STAGES, DOG_ENERGY_STAGES } from '../pets/energy';
import { FOOD_KCAL, MEALS_PER_DAY, PET_TEXT } from '../pets/petLimits';
import { Line, Nullable, StringEnum } from './common';
import { Clearable, DataOf, IsoDate, Timestamp, WeightKg } from './pets';

/** Activity as contract/pets' energy tables know it (cats have no working row). */
export const DIET_ACTIVITIES = ['inactive', 'normal', 'active_working'] as const;
export type DietActivity = (typeof DIET_ACTIVITIES)[number];

/**
 * What the plan is: `calculated` (dogs and cats with a weight), or why there are no figures —
 * `needs_weight` (no weight entry yet), `species_not_covered` (rabbits, birds, other: show
 * contract/pets FEEDING_GUIDANCE), `pregnant_or_lactating` (a vet sets those needs).
 */
export const DIET_GUIDANCE_KEYS = [
  'calculated',
  'needs_weight',
  'species_not_covered',
  'pregnant_or_lactating',
] as const;
export type DietGuidanceKey = (typeof DIET_GUIDANCE_KEYS)[number];

/**
 * contract/pets EnergyNote codes, plus `age_unknown` (no birth date: figured as an adult) and
 * `neuter_status_unknown` (figured as neutered, the lower factor).
 */
export const DIET_NOTES = [
  'starting_point_only',
  'calculated_on_target_weight',
  'underweight_see_vet',
  'growing',
  'age_unknown',
  'neuter_status_unknown',
] as const;
export type DietNote = (typeof DIET_NOTES)[number];

export const DIET_STAGES = [...new Set([...DOG_ENERGY_STAGES, ...CAT_ENERGY_STAGES])];

const Range = (description?: string) =>
  Type.Object({ min: Type.Number(), max: Type.Number() }, description ? { description } : {});

export const DietComputed = Type.Object(
  {
    species_supported: Type.Boolean({ description: 'Dogs and cats have a calculator.' }),
    guidance_key: StringEnum(DIET_GUIDANCE_KEYS),
    weight_kg: Nullable(Type.Number({ description: 'The latest weight the plan is based on.' })),
    weight_measured_on: Nullable(IsoDate()),
    factor_label: Nullable(
      StringEnum(DIET_STAGES, { description: 'The row of the factor table (a label key).' }),
    ),
    rer_kcal: Nullable(Type.Integer({ description: '70 × kg^0.75 of the basis weight.' })),
    factor: Nullable(Range('× RER.')),
    daily_kcal: Nullable(Range('kcal a day.')),
    treats_kcal_max: Nullable(Type.Integer({ description: '10 % of the lower daily figure.' })),
    target_weight_kg: Nullable(
      Type.Number({ description: "The keeper's (vet's) target, else estimated from BCS 6–9." }),
    ),
    daily_grams: Nullable(Range('Of the food, from food_kcal_per_100g.')),
    per_meal_grams: Nullable(Range()),
    daily_cups: Nullable(Range('From food_kcal_per_cup, to 0.01 cup.')),
    per_meal_cups: Nullable(Range()),
    rabbit_pellet_grams: Nullable(Range('Rabbits: pellets a day, 20–25 g per kg.')),
    notes: Type.Array(StringEnum(DIET_NOTES)),
  },
  { title: 'DietComputed' },
);
export type DietComputed = Static<typeof DietComputed>;

export const DietPlan = Type.Object(
  {
    saved: Type.Boolean({ description: 'False: nothing saved yet, these are the defaults.' }),
    activity: StringEnum(DIET_ACTIVITIES),
    body_condition_score: Nullable(Type.Integer({ minimum: BCS_MIN, maximum: BCS_MAX })),
    target_weight_kg: Nullable(Type.Number({ description: 'null: computed from the BCS.' })),
    food_name: Nullable(Type.String()),
    food_kcal_per_100g: Nullable(Type.Number()),
    food_kcal_per_cup: Nullable(Type.Number()),
    meals_per_day: Type.Integer({ minimum: MEALS_PER_DAY.min, maximum: MEALS_PER_DAY.max }),
    pregnant_or_lactating: Type.Boolean(),
    updated_at: Nullable(Timestamp),
    computed: DietComputed,
  },
  { title: 'DietPlan' },
);
export type DietPlan = Static<typeof DietPlan>;

/** PUT keeper/pets/{id}/diet-plan: any of the inputs; the others keep their saved value. */
export const DietPlanInput = Type.Object(
  {
    activity: Type.Optional(StringEnum(DIET_ACTIVITIES)),
    body_condition_score: Clearable(Type.Integer({ minimum: BCS_MIN, maximum: BCS_MAX })),
    target_weight_kg: Clearable(WeightKg()),
    food_name: Clearable(Line(PET_TEXT.foodName)),
    food_kcal_per_100g: Clearable(
      Type.Number({ minimum: FOOD_KCAL.per100g.min, maximum: FOOD_KCAL.per100g.max }),
    ),
    food_kcal_per_cup: Clearable(
      Type.Number({ minimum: FOOD_KCAL.perCup.min, maximum: FOOD_KCAL.perCup.max }),
    ),
    meals_per_day: Type.Optional(
      Type.Integer({ minimum: MEALS_PER_DAY.min, maximum: MEALS_PER_DAY.max }),
    ),
    pregnant_or_lactating: Type.Optional(Type.Boolean()),
  },
  { title: 'DietPlanInput', additionalProperties: false },
);
export type DietPlanInput = Static<typeof DietPlanInput>;

export const DietPlanResponse = DataOf(DietPlan, 'DietPlanResponse');
export type DietPlanResponse = Static<typeof DietPlanResponse>;
