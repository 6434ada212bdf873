import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PET_LIST_MAX, PET_TEXT } from '@contract/pets/petLimits';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { EMPTY_MEDICATION, EMPTY_VACCINATION } from './profileForm';
import { ProfileListEditor } from './ProfileListEditor';
import { ProfileSection } from './ProfileSection';

/** Health: allergies and conditions as lists, medications and vaccinations as records. */
export function ProfileHealthSection({ today }: { today: string }) {
  const { t } = useTranslation('app');
  const optional = t('common.optional');
  return (
    <ProfileSection title={t('petProfile.info.health')} intro={t('petProfile.info.healthIntro')}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextAreaField
          name="allergies"
          label={t('pets.form.allergies')}
          labelNote={optional}
          hint={t('pets.form.listHint', { max: PET_LIST_MAX.allergies })}
        />
        <TextAreaField
          name="conditions"
          label={t('pets.form.conditions')}
          labelNote={optional}
          hint={t('pets.form.listHint', { max: PET_LIST_MAX.conditions })}
        />
      </Grid>
      <ProfileListEditor
        name="medications"
        title={t('petProfile.info.medications')}
        empty={t('petProfile.info.noMedications')}
        addLabel={t('petProfile.info.addMedication')}
        itemNoun={t('petProfile.info.medication')}
        max={PET_LIST_MAX.medications}
        emptyItem={EMPTY_MEDICATION}
        fields={[
          {
            key: 'name',
            label: t('petProfile.info.medicationName'),
            maxLength: PET_TEXT.listItem,
            required: true,
          },
          { key: 'dose', label: t('petProfile.info.dose'), maxLength: PET_TEXT.dose },
          {
            key: 'frequency',
            label: t('petProfile.info.frequency'),
            maxLength: PET_TEXT.frequency,
          },
          { key: 'started_on', type: 'date', label: t('petProfile.info.startedOn') },
          { key: 'ends_on', type: 'date', label: t('petProfile.info.endsOn') },
        ]}
      />
      <ProfileListEditor
        name="vaccinations"
        title={t('petProfile.info.vaccinations')}
        empty={t('petProfile.info.noVaccinations')}
        addLabel={t('petProfile.info.addVaccination')}
        itemNoun={t('petProfile.info.vaccination')}
        max={PET_LIST_MAX.vaccinations}
        emptyItem={EMPTY_VACCINATION}
        fields={[
          {
            key: 'name',
            label: t('petProfile.info.vaccineName'),
            maxLength: PET_TEXT.listItem,
            required: true,
          },
          {
            key: 'given_on',
            type: 'date',
            label: t('petProfile.info.givenOn'),
            max: today,
            required: true,
          },
          { key: 'next_due_on', type: 'date', label: t('petProfile.info.nextDueOn') },
          {
            key: 'batch_number',
            label: t('petProfile.info.batchNumber'),
            maxLength: PET_TEXT.batchNumber,
          },
          {
            key: 'notes',
            label: t('petProfile.info.notes'),
            maxLength: PET_TEXT.clinicalText,
          },
        ]}
      />
    </ProfileSection>
  );
}
