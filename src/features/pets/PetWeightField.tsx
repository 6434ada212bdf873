import { useTranslation } from 'react-i18next';
import type { WeightUnit } from '@contract/pets';
import { WeightField } from './WeightField';

/** A new pet's weight, optional, in the unit the keeper chose. */
export function PetWeightField({ unit }: { unit: WeightUnit }) {
  const { t } = useTranslation('app');
  return (
    <WeightField
      name="weight"
      label={t('pets.form.weight')}
      labelNote={t('common.optional')}
      unit={unit}
      unitLabel={t(`pets.units.${unit}`)}
      hint={t('pets.form.weightHint')}
    />
  );
}
