// The saved inputs of a pet's diet plan (one per pet); the figures are computed on every read
// from these and the pet's latest weight, so they follow weight changes.
import { boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { DIET_ACTIVITIES, type DietActivity } from '@contract/schemas/petDiet';
import { at, textIn } from '../db/columns';
import { pets } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const dietPlans = pgTable(
  'diet_plans',
  {
    petId: integer('pet_id')
      .primaryKey()
      .references(() => pets.id, { onDelete: 'cascade' }),
    activity: text('activity').$type<DietActivity>().notNull(),
    bodyConditionScore: integer('body_condition_score'),
    targetWeightGrams: integer('target_weight_grams'),
    foodName: text('food_name'),
    foodKcalPer100g: numeric('food_kcal_per_100g', { precision: 7, scale: 2, mode: 'number' }),
    foodKcalPerCup: numeric('food_kcal_per_cup', { precision: 7, scale: 2, mode: 'number' }),
    mealsPerDay: integer('meals_per_day').notNull(),
    pregnantOrLactating: boolean('pregnant_or_lactating').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [textIn('diet_plans_activity_check', 'activity', DIET_ACTIVITIES)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const dietPlanPersonalData = personalDataLines([
  {
    table: 'diet_plans',
    export: [{ section: 'diet_plans', via: 'pet_id', deletion: 'diet_plans' }],
    erasure: CASCADE,
  },
]);
