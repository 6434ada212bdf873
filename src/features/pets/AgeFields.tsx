import { Box, Flex, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { EARLIEST_PET_DATE } from '@contract/pets/petLimits';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { TextField } from '../../ui/forms/TextField';
import type { AgeMode, PetBasicsValues } from './petForm';

/**
 * The pet's age: a birth date when the keeper knows it, roughly how old it is when they do not
 * (a rescue: "about 3 years", stored as an estimated birth date), or not given.
 */
export function AgeFields({ today }: { today: string }) {
  const { t } = useTranslation('app');
  const { values } = useFormikContext<PetBasicsValues>();
  const modes: AgeMode[] = ['date', 'estimate', 'unknown'];
  return (
    <Stack gap="4">
      <RadioGroupField
        name="age_mode"
        legend={t('pets.form.ageMode')}
        options={modes.map((mode) => ({ value: mode, label: t(`pets.form.ageModes.${mode}`) }))}
      />
      {values.age_mode === 'date' && (
        <Box maxW="16rem">
          <TextField
            name="birth_date"
            type="date"
            label={t('pets.form.birthDate')}
            min={EARLIEST_PET_DATE}
            max={today}
            required
          />
        </Box>
      )}
      {values.age_mode === 'estimate' && (
        <Flex gap="4" wrap="wrap">
          <Box w="8rem">
            <TextField
              name="age_years"
              label={t('pets.form.ageYears')}
              inputMode="numeric"
              maxLength={3}
            />
          </Box>
          <Box w="8rem">
            <TextField
              name="age_months"
              label={t('pets.form.ageMonths')}
              inputMode="numeric"
              maxLength={2}
            />
          </Box>
        </Flex>
      )}
    </Stack>
  );
}
