import { Box, Grid, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets';
import { PET_TEXT } from '@contract/pets/petLimits';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton } from '../../ui/forms/Button';
import { TextField } from '../../ui/forms/TextField';
import {
  AgeFields,
  BreedField,
  DASHBOARD_PATH,
  PetsRadioGroups,
  SpeciesField,
  petsLanguage,
} from '../pets';
import { formatDate } from '../../i18n/dates';
import type { ProfileValues } from './profileForm';
import { ProfileSection } from './ProfileSection';

/** Who the pet is: species, name, breed, sex, age, colour, microchip and its latest weight. */
export function ProfileAboutSection({ pet, today }: { pet: Pet; today: string }) {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const { values } = useFormikContext<ProfileValues>();
  const optional = t('common.optional');
  return (
    <ProfileSection title={t('petProfile.info.about')}>
      <SpeciesField legend={t('pets.form.species')} language={language} />
      <Box maxW="28rem">
        <TextField name="name" label={t('pets.form.name')} maxLength={60} required />
      </Box>
      {values.species !== 'other' && (
        <Box maxW="28rem">
          <BreedField
            label={values.species === 'bird' ? t('pets.form.birdSpecies') : t('pets.form.breed')}
            labelNote={optional}
            language={language}
          />
        </Box>
      )}
      <PetsRadioGroups />
      <AgeFields today={today} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          name="colour"
          label={t('pets.form.colour')}
          labelNote={optional}
          maxLength={PET_TEXT.colour}
        />
        <TextField
          name="microchip_number"
          label={t('pets.form.microchip')}
          labelNote={optional}
          hint={t('pets.form.microchipHint')}
          inputMode="numeric"
          maxLength={20}
        />
      </Grid>
      <CurrentWeight pet={pet} />
    </ProfileSection>
  );
}

/** The weight is not edited here: it is a dated measurement, added from the dashboard. */
const CurrentWeight = observer(function CurrentWeight({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { locale, bcp47 } = useLocale();
  const language = petsLanguage(locale);
  const unit = stores.auth.user?.preferences.weight_unit ?? 'kg';
  return (
    <Box>
      <Text fontWeight="semibold">{t('pets.form.weight')}</Text>
      <Text color="fg.muted">
        {pet.weight_kg !== null
          ? t('petProfile.info.weightNow', {
              weight: formatWeight(gramsFromKilograms(pet.weight_kg), unit, language),
              date: pet.weight_measured_on
                ? formatDate(pet.weight_measured_on, bcp47, 'medium')
                : '',
            })
          : t('petProfile.weight.none')}{' '}
        <QuietButton
          type="button"
          px="0"
          onClick={() => {
            stores.petProfile.requestAddWeight();
            void nav.go(DASHBOARD_PATH);
          }}
        >
          {t('petProfile.weight.add')}
        </QuietButton>
      </Text>
    </Box>
  );
});
