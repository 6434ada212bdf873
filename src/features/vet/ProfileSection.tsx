import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { formatDate } from '../../i18n/dates';
import { petsLanguage, sexLabel, usePetAgeText } from '../pets';

type Row = [label: string, value: string | null];

/** The shared pet's information, as its keeper keeps it (read-only for the clinic). */
export const ProfileSection = observer(function ProfileSection({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { locale, bcp47 } = useLocale();
  const ageText = usePetAgeText();
  const language = petsLanguage(locale);
  const yesNo = (value: boolean | null) =>
    value === null ? null : value ? t('vets.patient.yes') : t('vets.patient.no');
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : null);
  const rows: Row[] = [
    [t('vets.patient.breed'), pet.breed],
    [t('vets.patient.sex'), sexLabel(pet.sex, language)],
    [t('vets.patient.neutered'), yesNo(pet.neutered)],
    [
      t('vets.patient.born'),
      pet.birth_date
        ? `${formatDate(pet.birth_date, bcp47, 'long')} (${ageText(pet.birth_date, pet.birth_date_is_estimate)})`
        : null,
    ],
    [t('vets.patient.colour'), pet.colour],
    [t('vets.patient.microchip'), pet.microchip_number],
    [t('vets.patient.allergies'), list(pet.allergies)],
    [t('vets.patient.conditions'), list(pet.conditions)],
    [
      t('vets.patient.medications'),
      list(
        pet.medications.map((m) =>
          [m.name, m.dose, m.frequency].filter((part) => part).join(' · '),
        ),
      ),
    ],
    [
      t('vets.patient.vaccinations'),
      list(
        pet.vaccinations.map((v) =>
          t('vets.patient.vaccinationGiven', {
            name: v.name,
            date: formatDate(v.given_on, bcp47, 'medium'),
          }),
        ),
      ),
    ],
    [
      t('vets.patient.insurance'),
      pet.insurance
        ? [pet.insurance.provider, pet.insurance.policy_number].filter(Boolean).join(' · ')
        : null,
    ],
    [t('vets.patient.homeClinic'), pet.home_clinic?.name ?? null],
  ];
  const shown = rows.filter(([, value]) => value);
  return shown.length === 0 ? (
    <Text color="fg.muted">{t('vets.patient.profileEmpty')}</Text>
  ) : (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} gap="2">
      {shown.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt fontWeight="semibold" color="fg.muted">
            {label}
          </chakra.dt>
          <chakra.dd overflowWrap="anywhere" mb={{ base: '2', md: '0' }}>
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
});
