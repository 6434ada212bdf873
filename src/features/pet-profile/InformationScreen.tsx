import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { StackedForm } from '../../ui/forms/StackedForm';
import { PetPageHeading, WithCurrentPet } from '../pets';
import { DeletePetSection } from './DeletePetSection';
import { PetPhotoSection } from './PetPhotoSection';
import { ProfileAboutSection } from './ProfileAboutSection';
import { ProfileCareSection } from './ProfileCareSection';
import type { ProfileValues } from './profileForm';
import { ProfileHealthSection } from './ProfileHealthSection';
import { useProfileForm } from './useProfileForm';

/**
 * /information: the current pet's whole profile, editable — who it is, age and body, health
 * (allergies, conditions, medications, vaccinations), insurance and home clinic — with its photo
 * and, at the end, deleting the pet. The API's 422 messages land on their fields.
 */
export const InformationScreen = observer(function InformationScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetInformation key={pet.id} pet={pet} />}</WithCurrentPet>;
});

const PetInformation = observer(function PetInformation({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { today, initial, schema, onSubmit, formAlert } = useProfileForm(pet);

  return (
    <Box>
      <PetPageHeading
        title={t('petProfile.info.title', { name: pet.name })}
        intro={t('petProfile.info.intro')}
      />
      <PetPhotoSection pet={pet} />
      <StackedForm<ProfileValues>
        initialValues={initial}
        enableReinitialize
        validationSchema={schema}
        onSubmit={onSubmit}
        formAlert={formAlert}
        gap="6"
        stack={{ mt: '6' }}
      >
        {({ isSubmitting }) => (
          <>
            <ProfileAboutSection pet={pet} today={today} />
            <ProfileHealthSection today={today} />
            <ProfileCareSection />
            <Flex gap="3" align="center" wrap="wrap">
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('petProfile.info.submit')}
              </SubmitButton>
            </Flex>
          </>
        )}
      </StackedForm>
      <DeletePetSection pet={pet} />
    </Box>
  );
});
