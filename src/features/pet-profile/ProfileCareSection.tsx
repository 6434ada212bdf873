import { Box, chakra, Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PET_TEXT } from '@contract/pets/petLimits';
import { TextField } from '../../ui/forms/TextField';
import { ProfileSection } from './ProfileSection';

/** Who looks after the pet besides the keeper: its insurance and its home clinic. */
export function ProfileCareSection() {
  const { t } = useTranslation('app');
  return (
    <ProfileSection title={t('petProfile.info.care')} intro={t('petProfile.info.careIntro')}>
      <Box>
        <chakra.h3 fontWeight="bold" mb="3">
          {t('petProfile.info.insurance')}
        </chakra.h3>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          <TextField
            name="insurance.provider"
            label={t('petProfile.info.insuranceProvider')}
            maxLength={PET_TEXT.provider}
          />
          <TextField
            name="insurance.policy_number"
            label={t('petProfile.info.policyNumber')}
            maxLength={PET_TEXT.policyNumber}
          />
          <TextField
            name="insurance.phone"
            type="tel"
            label={t('petProfile.info.phone')}
            maxLength={PET_TEXT.phone}
          />
        </Grid>
      </Box>
      <Box>
        <chakra.h3 fontWeight="bold" mb="3">
          {t('petProfile.info.homeClinic')}
        </chakra.h3>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField
            name="home_clinic.name"
            label={t('petProfile.info.clinicName')}
            maxLength={PET_TEXT.clinicName}
          />
          <TextField
            name="home_clinic.phone"
            type="tel"
            label={t('petProfile.info.phone')}
            maxLength={PET_TEXT.phone}
          />
          <TextField
            name="home_clinic.address"
            label={t('petProfile.info.address')}
            maxLength={PET_TEXT.address}
          />
          <TextField
            name="home_clinic.email"
            type="email"
            label={t('petProfile.info.email')}
            maxLength={PET_TEXT.email}
          />
        </Grid>
      </Box>
    </ProfileSection>
  );
}
