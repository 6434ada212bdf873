import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FOOD_KCAL, PET_TEXT } from '@contract/pets/petLimits';
import type { DietPlan, DietPlanInput } from '@contract/schemas/petDiet';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { weightField, weightKgOf } from '../pets';
import { dietValuesOf, parseNumber, type DietValues } from './dietPlanForm';

/**
 * The diet form's data: its values from the saved plan, its validation, and the submit that turns
 * typed text into the API's numbers and saves (which recomputes the plan).
 */
export function useDietInputsForm(pet: Pet, plan: DietPlan) {
  const { t } = useTranslation('app');
  const { dietPlan, auth, toasts } = useStores();
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const initial = useMemo(() => dietValuesOf(plan, unit), [plan, unit]);
  const { onSubmit, formAlert } = useApiFormSubmit<DietValues>(
    async (values) => {
      const body: DietPlanInput = {
        activity: values.activity,
        body_condition_score: values.body_condition_score,
        target_weight_kg: weightKgOf(values.target_weight, unit),
        food_name: values.food_name.trim() || null,
        food_kcal_per_100g: parseNumber(values.food_kcal_per_100g),
        food_kcal_per_cup: parseNumber(values.food_kcal_per_cup),
        meals_per_day: Number(values.meals_per_day),
        pregnant_or_lactating: pet.sex === 'female' && values.pregnant_or_lactating,
      };
      await dietPlan.save(pet.id, body);
      toasts.success(t('diet.saved'));
    },
    (values) => ({ fields: Object.keys(values), rename: { target_weight_kg: 'target_weight' } }),
  );
  const schema = useMemo(() => {
    const kcal = (range: { min: number; max: number }) =>
      yup.string().test('kcal', t('diet.validation.kcal', range), (value) => {
        const number = parseNumber(value ?? '');
        return number === null || (number >= range.min && number <= range.max);
      });
    return yup.object({
      target_weight: weightField(t, unit),
      food_name: yup
        .string()
        .trim()
        .max(PET_TEXT.foodName, t('validation.maxLength', { max: PET_TEXT.foodName })),
      food_kcal_per_100g: kcal(FOOD_KCAL.per100g),
      food_kcal_per_cup: kcal(FOOD_KCAL.perCup),
    });
  }, [t, unit]);
  return { unit, initial, schema, onSubmit, formAlert };
}
