import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MEALS_PER_DAY, PET_TEXT } from '@contract/pets/petLimits';
import type { DietActivity, DietPlan } from '@contract/schemas/petDiet';
import type { Pet } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SelectField } from '../../ui/forms/SelectField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { StackedForm } from '../../ui/forms/StackedForm';
import { petsLanguage, WeightField } from '../pets';
import { BodyConditionField } from './BodyConditionField';
import { DietCard } from './DietCard';
import { ACTIVITIES, type DietValues } from './dietPlanForm';
import { useDietInputsForm } from './useDietInputsForm';

/** What the keeper tells the calculator; saving recomputes the plan. */
export const DietInputs = observer(function DietInputs({
  pet,
  plan,
}: {
  pet: Pet;
  plan: DietPlan;
}) {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const { unit, initial, schema, onSubmit, formAlert } = useDietInputsForm(pet, plan);
  const activities = (Object.keys(ACTIVITIES) as DietActivity[]).filter(
    (activity) => pet.species !== 'cat' || ACTIVITIES[activity].cats,
  );

  return (
    <DietCard title={t('diet.inputsTitle')}>
      <StackedForm<DietValues>
        initialValues={initial}
        enableReinitialize
        validationSchema={schema}
        onSubmit={onSubmit}
        formAlert={formAlert}
      >
        {({ isSubmitting }) => (
          <>
            <RadioGroupField
              name="activity"
              legend={t('diet.activity')}
              options={activities.map((activity) => ({
                value: activity,
                label: t(`diet.activities.${activity}`),
              }))}
            />
            <BodyConditionField
              name="body_condition_score"
              legend={t('diet.bcs.legend')}
              language={petsLanguage(locale)}
            />
            <WeightField
              name="target_weight"
              label={t('diet.targetWeight')}
              labelNote={t('common.optional')}
              hint={t('diet.targetWeightHint')}
              unit={unit}
              unitLabel={t(`pets.units.${unit}`)}
            />
            {pet.sex === 'female' && (
              <CheckboxField name="pregnant_or_lactating">{t('diet.pregnantLabel')}</CheckboxField>
            )}
            <FoodFields />
            <Box>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('diet.submit')}
              </SubmitButton>
            </Box>
          </>
        )}
      </StackedForm>
    </DietCard>
  );
});

const MEALS = Array.from(
  { length: MEALS_PER_DAY.max - MEALS_PER_DAY.min + 1 },
  (_, i) => MEALS_PER_DAY.min + i,
);

// The food's energy is asked two ways (per 100 g, per cup) that take the same kind of number;
// one entry each keeps their inputs alike, as the schema's one kcal rule keeps their checks.
const KCAL_FIELDS = [
  { name: 'food_kcal_per_100g', label: 'diet.kcalPer100g' },
  { name: 'food_kcal_per_cup', label: 'diet.kcalPerCup' },
] as const satisfies readonly { name: keyof DietValues; label: string }[];

/** The keeper's own food: its name, its energy (per 100 g or per cup) and the meals a day. */
function FoodFields() {
  const { t } = useTranslation('app');
  return (
    <Box>
      <chakra.h3 fontWeight="bold" mb="1">
        {t('diet.foodHeading')}
      </chakra.h3>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t('diet.foodHint')}
      </Text>
      <Stack gap="4">
        <TextField
          name="food_name"
          label={t('diet.foodName')}
          labelNote={t('common.optional')}
          maxLength={PET_TEXT.foodName}
        />
        <Flex gap="4" wrap="wrap">
          {KCAL_FIELDS.map(({ name, label }) => (
            <Box key={name} flex="1 1 10rem">
              <TextField name={name} label={t(label)} inputMode="decimal" maxLength={8} />
            </Box>
          ))}
          <Box flex="1 1 8rem">
            <SelectField
              name="meals_per_day"
              label={t('diet.mealsPerDay')}
              options={MEALS.map((n) => ({ value: String(n), label: String(n) }))}
            />
          </Box>
        </Flex>
      </Stack>
    </Box>
  );
}
