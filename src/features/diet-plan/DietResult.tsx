import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets';
import type { DietPlan } from '@contract/schemas/petDiet';
import type { Pet } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { formatDate } from '../../i18n/dates';
import { petsLanguage } from '../pets';
import { DietCard } from './DietCard';
import { formatRange } from './formatRange';

/** What the plan says: calories, the factor it used, target weight, the food's amount. */
export const DietResult = observer(function DietResult({
  pet,
  plan,
}: {
  pet: Pet;
  plan: DietPlan;
}) {
  const { t } = useTranslation('app');
  const { auth, petProfile } = useStores();
  const { locale, bcp47 } = useLocale();
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const c = plan.computed;
  const weight = (kg: number) => formatWeight(gramsFromKilograms(kg), unit, petsLanguage(locale));
  const addWeight = (
    <PrimaryButton type="button" onClick={() => petProfile.requestAddWeight()}>
      {c.weight_kg === null ? t('petProfile.weight.add') : t('diet.updateWeight')}
    </PrimaryButton>
  );

  if (c.guidance_key === 'needs_weight') {
    return (
      <DietCard title={t('diet.resultTitle')}>
        <Text mb="4">{t('diet.needsWeight', { name: pet.name })}</Text>
        {addWeight}
      </DietCard>
    );
  }
  if (c.guidance_key === 'pregnant_or_lactating') {
    return (
      <DietCard title={t('diet.resultTitle')}>
        <FormAlert tone="info">{t('diet.pregnant')}</FormAlert>
      </DietCard>
    );
  }
  return (
    <DietCard title={t('diet.resultTitle')}>
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
      <DietFigures plan={plan} weight={weight} />
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
    </DietCard>
  );
});

/** The plan's figures as a term list: each row only when the API computed it. */
function DietFigures({ plan, weight }: { plan: DietPlan; weight: (kg: number) => string }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const c = plan.computed;
  const single = (value: number) => formatRange({ min: value, max: value }, bcp47);
  const food = plan.food_name || t('diet.food');
  return (
    <chakra.dl mt="4" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {c.rer_kcal !== null && (
        <Figure term={t('diet.rer')}>{t('diet.kcal', { kcal: single(c.rer_kcal) })}</Figure>
      )}
      {c.factor && c.factor_label && (
        <Figure term={t('diet.factor')}>
          {t('diet.factorValue', {
            factor: formatRange(c.factor, bcp47, 1),
            stage: t(`diet.stages.${c.factor_label}`),
          })}
        </Figure>
      )}
      {c.target_weight_kg !== null && (
        <Figure term={t('diet.targetWeight')}>{weight(c.target_weight_kg)}</Figure>
      )}
      {c.treats_kcal_max !== null && (
        <Figure term={t('diet.treats')}>
          {t('diet.upToKcal', { kcal: single(c.treats_kcal_max) })}
        </Figure>
      )}
      {c.daily_grams && (
        <Figure term={food}>
          {t('diet.gramsPerDay', { grams: formatRange(c.daily_grams, bcp47) })}
          {c.per_meal_grams &&
            ` · ${t('diet.gramsPerMeal', { grams: formatRange(c.per_meal_grams, bcp47), count: plan.meals_per_day })}`}
        </Figure>
      )}
      {c.daily_cups && (
        <Figure term={food}>
          {t('diet.cupsPerDay', { cups: formatRange(c.daily_cups, bcp47, 2) })}
          {c.per_meal_cups &&
            ` · ${t('diet.cupsPerMeal', { cups: formatRange(c.per_meal_cups, bcp47, 2), count: plan.meals_per_day })}`}
        </Figure>
      )}
    </chakra.dl>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd fontWeight="semibold">{children}</chakra.dd>
    </>
  );
}
