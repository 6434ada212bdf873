import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PET_SEXES } from '@contract/pets';
import { useLocale } from '../../i18n/useLocale';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import type { NeuteredChoice } from './petForm';
import { petsLanguage, sexLabel } from './speciesLabel';

const NEUTERED: readonly NeuteredChoice[] = ['yes', 'no', 'unknown'];

/** Sex and neutered, side by side where there is room. */
export function PetsRadioGroups() {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  return (
    <Flex gap="6" wrap="wrap">
      <RadioGroupField
        name="sex"
        legend={t('pets.form.sex')}
        options={PET_SEXES.map((sex) => ({ value: sex, label: sexLabel(sex, language) }))}
      />
      <RadioGroupField
        name="neutered"
        legend={t('pets.form.neutered')}
        options={NEUTERED.map((value) => ({
          value,
          label: t(`pets.form.neuteredChoices.${value}`),
        }))}
      />
    </Flex>
  );
}
