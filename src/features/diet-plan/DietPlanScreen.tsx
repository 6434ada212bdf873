import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  ENERGY_SOURCES,
  FEEDING_GUIDANCE,
  formatWeight,
  gramsFromKilograms,
  weightInputValue,
  type EnergySourceId,
  type PetsLanguage,
  type WeightUnit,
} from '@contract/pets';
import { FOOD_KCAL, MEALS_PER_DAY, PET_TEXT } from '@contract/pets/petLimits';
import type { DietActivity, DietPlan, DietPlanInput } from '@contract/schemas/petDiet';
import type { Pet } from '@contract/schemas/pets';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton } from '../../ui/forms/Button';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { FormAlert } from '../../ui/forms/FormAlert';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SelectField } from '../../ui/forms/SelectField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { TextField } from '../../ui/forms/TextField';
import { AddWeightModal } from '../pet-profile/AddWeightModal';
import { formatDate } from '../pets/formatDate';
import { weightField, weightKgOf } from '../pets/petForm';
import { PetPageHeading } from '../pets/PetPageHeading';
import { petsLanguage } from '../pets/speciesLabel';
import { WeightField } from '../pets/WeightField';
import { WithCurrentPet } from '../pets/WithCurrentPet';
import { BodyConditionField } from './BodyConditionField';
import { formatRange } from './formatRange';

interface DietValues {
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
const ACTIVITIES: Readonly<Record<DietActivity, { cats: boolean }>> = {
  inactive: { cats: true },
  normal: { cats: true },
  active_working: { cats: false },
};

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A typed figure: full-width digits and a decimal comma work; empty is null. */
function parseNumber(text: string): number | null {
  const value = text.normalize('NFKC').trim().replace(',', '.');
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

function dietValuesOf(plan: DietPlan, unit: WeightUnit): DietValues {
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

/**
 * /diet-and-healthy-plan: how much the current pet needs a day — the resting energy requirement
 * (70 × kg^0.75) times the life-stage, activity and neuter factor of the Ohio State University's
 * tables — with its body condition score, target weight and the amount of the keeper's own food
 * (kcal per 100 g or per cup, split into meals). The API computes it from the latest weight, so
 * a new weight (here or anywhere) gives a new plan. Rabbits, birds and other animals get the
 * published feeding guidance instead of invented figures.
 */
export const DietPlanScreen = observer(function DietPlanScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetDietPlan pet={pet} />}</WithCurrentPet>;
});

const PetDietPlan = observer(function PetDietPlan({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { dietPlan, petProfile } = useStores();
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const weightUpdate =
    petProfile.lastWeightUpdate?.petId === pet.id ? petProfile.lastWeightUpdate.at : null;
  useEffect(() => {
    void dietPlan.load(pet.id, { force: weightUpdate !== null });
  }, [dietPlan, pet.id, weightUpdate]);
  const plan = dietPlan.plan.valueFor(pet.id);

  return (
    <Box>
      <PetPageHeading title={t('diet.heading')} intro={t('diet.intro', { name: pet.name })} />
      {!plan ? (
        <Text role="status" color="fg.muted">
          {dietPlan.plan.state === 'failed' ? t('diet.failed') : t('common.loading')}
        </Text>
      ) : plan.computed.species_supported ? (
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <DietInputs pet={pet} plan={plan} />
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <DietResult pet={pet} plan={plan} />
          </Box>
        </Grid>
      ) : (
        <SpeciesGuidance pet={pet} plan={plan} language={language} />
      )}
      <Sources ids={FEEDING_GUIDANCE[pet.species].sources} />
      <AddWeightModal pet={pet} />
    </Box>
  );
});

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <chakra.section
      aria-label={title}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '6' }}
      py="5"
    >
      <chakra.h2 fontSize="lg" fontWeight="bold" mb="4">
        {title}
      </chakra.h2>
      {children}
    </chakra.section>
  );
}

/** What the plan says: calories, the factor it used, target weight, the food's amount. */
const DietResult = observer(function DietResult({ pet, plan }: { pet: Pet; plan: DietPlan }) {
  const { t } = useTranslation('app');
  const { auth, petProfile } = useStores();
  const { locale, bcp47 } = useLocale();
  const language = petsLanguage(locale);
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const c = plan.computed;
  const weight = (kg: number) => formatWeight(gramsFromKilograms(kg), unit, language);
  const addWeight = (
    <PrimaryButton type="button" onClick={() => petProfile.requestAddWeight()}>
      {c.weight_kg === null ? t('petProfile.weight.add') : t('diet.updateWeight')}
    </PrimaryButton>
  );

  if (c.guidance_key === 'needs_weight') {
    return (
      <Card title={t('diet.resultTitle')}>
        <Text mb="4">{t('diet.needsWeight', { name: pet.name })}</Text>
        {addWeight}
      </Card>
    );
  }
  if (c.guidance_key === 'pregnant_or_lactating') {
    return (
      <Card title={t('diet.resultTitle')}>
        <FormAlert tone="info">{t('diet.pregnant')}</FormAlert>
      </Card>
    );
  }
  return (
    <Card title={t('diet.resultTitle')}>
      <Box role="status" aria-live="polite">
        {c.daily_kcal && (
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
            {t('diet.kcalPerDay', { kcal: formatRange(c.daily_kcal, bcp47) })}
          </Text>
        )}
        {c.weight_kg !== null && (
          <Text color="fg.muted" fontSize="sm" mt="1">
            {t('diet.basedOn', {
              weight: weight(c.weight_kg),
              date: c.weight_measured_on ? formatDate(c.weight_measured_on, bcp47, 'medium') : '',
            })}
          </Text>
        )}
      </Box>
      <chakra.dl mt="4" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
        {c.rer_kcal !== null && (
          <>
            <chakra.dt color="fg.muted">{t('diet.rer')}</chakra.dt>
            <chakra.dd fontWeight="semibold">
              {t('diet.kcal', { kcal: formatRange({ min: c.rer_kcal, max: c.rer_kcal }, bcp47) })}
            </chakra.dd>
          </>
        )}
        {c.factor && c.factor_label && (
          <>
            <chakra.dt color="fg.muted">{t('diet.factor')}</chakra.dt>
            <chakra.dd fontWeight="semibold">
              {t('diet.factorValue', {
                factor: formatRange(c.factor, bcp47, 1),
                stage: t(`diet.stages.${c.factor_label}`),
              })}
            </chakra.dd>
          </>
        )}
        {c.target_weight_kg !== null && (
          <>
            <chakra.dt color="fg.muted">{t('diet.targetWeight')}</chakra.dt>
            <chakra.dd fontWeight="semibold">{weight(c.target_weight_kg)}</chakra.dd>
          </>
        )}
        {c.treats_kcal_max !== null && (
          <>
            <chakra.dt color="fg.muted">{t('diet.treats')}</chakra.dt>
            <chakra.dd fontWeight="semibold">
              {t('diet.upToKcal', {
                kcal: formatRange({ min: c.treats_kcal_max, max: c.treats_kcal_max }, bcp47),
              })}
            </chakra.dd>
          </>
        )}
        {c.daily_grams && (
          <>
            <chakra.dt color="fg.muted">{plan.food_name || t('diet.food')}</chakra.dt>
            <chakra.dd fontWeight="semibold">
              {t('diet.gramsPerDay', { grams: formatRange(c.daily_grams, bcp47) })}
              {c.per_meal_grams &&
                ` · ${t('diet.gramsPerMeal', { grams: formatRange(c.per_meal_grams, bcp47), count: plan.meals_per_day })}`}
            </chakra.dd>
          </>
        )}
        {c.daily_cups && (
          <>
            <chakra.dt color="fg.muted">{plan.food_name || t('diet.food')}</chakra.dt>
            <chakra.dd fontWeight="semibold">
              {t('diet.cupsPerDay', { cups: formatRange(c.daily_cups, bcp47, 2) })}
              {c.per_meal_cups &&
                ` · ${t('diet.cupsPerMeal', { cups: formatRange(c.per_meal_cups, bcp47, 2), count: plan.meals_per_day })}`}
            </chakra.dd>
          </>
        )}
      </chakra.dl>
      {!c.daily_grams && !c.daily_cups && (
        <Text color="fg.muted" fontSize="sm" mt="3">
          {t('diet.enterFood')}
        </Text>
      )}
      {c.notes.length > 0 && (
        <chakra.ul mt="4" ps="5" color="fg.muted" fontSize="sm" display="grid" gap="1">
          {c.notes.map((note) => (
            <li key={note}>{t(`diet.notes.${note}`)}</li>
          ))}
        </chakra.ul>
      )}
      <Box mt="4">{addWeight}</Box>
    </Card>
  );
});

/** What the keeper tells the calculator; saving recomputes the plan. */
const DietInputs = observer(function DietInputs({ pet, plan }: { pet: Pet; plan: DietPlan }) {
  const { t } = useTranslation('app');
  const { dietPlan, auth, toasts } = useStores();
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const form = useRef<HTMLFormElement>(null);
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
  const activities = (Object.keys(ACTIVITIES) as DietActivity[]).filter(
    (activity) => pet.species !== 'cat' || ACTIVITIES[activity].cats,
  );
  const meals = Array.from(
    { length: MEALS_PER_DAY.max - MEALS_PER_DAY.min + 1 },
    (_, i) => MEALS_PER_DAY.min + i,
  );

  return (
    <Card title={t('diet.inputsTitle')}>
      <Formik<DietValues>
        initialValues={initial}
        enableReinitialize
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form ref={form} noValidate>
            <Stack gap="5">
              {formAlert}
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
                language={language}
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
                <CheckboxField name="pregnant_or_lactating">
                  {t('diet.pregnantLabel')}
                </CheckboxField>
              )}
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
                    <Box flex="1 1 10rem">
                      <TextField
                        name="food_kcal_per_100g"
                        label={t('diet.kcalPer100g')}
                        inputMode="decimal"
                        maxLength={8}
                      />
                    </Box>
                    <Box flex="1 1 10rem">
                      <TextField
                        name="food_kcal_per_cup"
                        label={t('diet.kcalPerCup')}
                        inputMode="decimal"
                        maxLength={8}
                      />
                    </Box>
                    <Box flex="1 1 8rem">
                      <SelectField
                        name="meals_per_day"
                        label={t('diet.mealsPerDay')}
                        options={meals.map((n) => ({ value: String(n), label: String(n) }))}
                      />
                    </Box>
                  </Flex>
                </Stack>
              </Box>
              <Box>
                <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                  {t('diet.submit')}
                </SubmitButton>
              </Box>
            </Stack>
            <FocusFirstError form={form} />
          </Form>
        )}
      </Formik>
    </Card>
  );
});

/** Rabbits, birds and other animals: what the published guidance says, no invented figures. */
function SpeciesGuidance({
  pet,
  plan,
  language,
}: {
  pet: Pet;
  plan: DietPlan;
  language: PetsLanguage;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const pellets = plan.computed.rabbit_pellet_grams;
  return (
    <Card title={t('diet.guidanceTitle', { name: pet.name })}>
      <Text color="fg.muted" mb="4">
        {t('diet.noCalculator')}
      </Text>
      <chakra.ul ps="5" display="grid" gap="2">
        {FEEDING_GUIDANCE[pet.species].points.map((point) => (
          <li key={point.en}>{point[language]}</li>
        ))}
      </chakra.ul>
      {pellets && (
        <Text mt="4" fontWeight="semibold">
          {t('diet.rabbitPellets', { grams: formatRange(pellets, bcp47) })}
        </Text>
      )}
    </Card>
  );
}

/** Where the figures and the advice come from (the feature README names them too). */
function Sources({ ids }: { ids: readonly EnergySourceId[] }) {
  const { t } = useTranslation('app');
  if (ids.length === 0) return null;
  return (
    <Box as="section" mt="8" fontSize="sm" color="fg.muted" aria-label={t('diet.sources')}>
      <chakra.h2 fontWeight="bold" mb="2">
        {t('diet.sources')}
      </chakra.h2>
      <chakra.ul ps="5" display="grid" gap="1">
        {ids.map((id) => (
          <li key={id} lang="en">
            <chakra.a
              href={ENERGY_SOURCES[id].url}
              target="_blank"
              rel="noopener noreferrer"
              textDecoration="underline"
            >
              {ENERGY_SOURCES[id].title}
            </chakra.a>{' '}
            — {ENERGY_SOURCES[id].publisher}
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
