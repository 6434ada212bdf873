import { Box, chakra, Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PET_TEXT } from '@contract/pets/petLimits';
import { TextField, type TextFieldProps } from '../../ui/forms/TextField';
import { ProfileSection } from './ProfileSection';

/** One titled block of the section (the insurance, the clinic): its fields side by side. */
function CareFieldGroup({
  title,
  columns,
  fields,
}: {
  title: string;
  columns: string;
  fields: readonly Pick<TextFieldProps, 'name' | 'label' | 'maxLength' | 'type'>[];
}) {
  return (
    <Box>
      <chakra.h3 fontWeight="bold" mb="3">
        {title}
      </chakra.h3>
      <Grid templateColumns={{ base: '1fr', md: columns }} gap="4">
        {fields.map((field) => (
          <TextField key={field.name} {...field} />
        ))}
      </Grid>
    </Box>
  );
}

/** Who looks after the pet besides the keeper: its insurance and its home clinic. */
export function ProfileCareSection() {
  const { t } = useTranslation('app');
  const phone = t('petProfile.info.phone');
  return (
    <ProfileSection title={t('petProfile.info.care')} intro={t('petProfile.info.careIntro')}>
      <CareFieldGroup
        title={t('petProfile.info.insurance')}
        columns="repeat(3, 1fr)"
        fields={[
          {
            name: 'insurance.provider',
            label: t('petProfile.info.insuranceProvider'),
            maxLength: PET_TEXT.provider,
          },
          {
            name: 'insurance.policy_number',
            label: t('petProfile.info.policyNumber'),
            maxLength: PET_TEXT.policyNumber,
          },
          { name: 'insurance.phone', type: 'tel', label: phone, maxLength: PET_TEXT.phone },
        ]}
      />
      <CareFieldGroup
        title={t('petProfile.info.homeClinic')}
        columns="1fr 1fr"
        fields={[
          {
            name: 'home_clinic.name',
            label: t('petProfile.info.clinicName'),
            maxLength: PET_TEXT.clinicName,
          },
          { name: 'home_clinic.phone', type: 'tel', label: phone, maxLength: PET_TEXT.phone },
          {
            name: 'home_clinic.address',
            label: t('petProfile.info.address'),
            maxLength: PET_TEXT.address,
          },
          {
            name: 'home_clinic.email',
            type: 'email',
            label: t('petProfile.info.email'),
            maxLength: PET_TEXT.email,
          },
        ]}
      />
    </ProfileSection>
  );
}
