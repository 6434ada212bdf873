import { Box, chakra, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { UploadList } from '../files';
import { CreatePetProgress } from './CreatePetProgress';
import { CreatePetStepButtons, CreatePetStepFields } from './CreatePetStepFields';
import { STEPS } from './createPetSteps';
import { emptyPetForm, type PetFormValues } from './petForm';
import { PetPageHeading } from './PetPageHeading';
import { useCreatePet } from './useCreatePet';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * /my-pets/create (signed in; the clear-chat-messages guard; the page does not overflow): a pet
 * in four steps — who it is, age and body, health, a photo — each checked before the next. The
 * pet is saved at the end (POST keeper/pets), then its photo is sent with a progress bar and
 * cancel; the new pet becomes the current one and the dashboard opens.
 */
export const CreatePetScreen = observer(function CreatePetScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const headingId = useId();
  const wizard = useCreatePet();
  const { step, saved } = wizard;
  const current = STEPS[step]!;
  return (
    <Box maxW="44rem" mx="auto">
      <PetPageHeading title={t('pets.create.title')} intro={t('pets.create.intro')} />
      <CreatePetProgress step={step} />
      <Formik<PetFormValues>
        initialValues={emptyPetForm()}
        validationSchema={wizard.schema}
        // Only the last step saves.
        onSubmit={async (values, helpers) => {
          if (step === STEPS.length - 1) await wizard.onSubmit(values, helpers);
        }}
      >
        {(formik) => (
          <Form
            noValidate
            aria-labelledby={headingId}
            onKeyDown={(event) => {
              // Enter in a field moves on a step; only the last step saves.
              const target = event.target as HTMLElement;
              if (event.key !== 'Enter' || target.tagName !== 'INPUT') return;
              if (event.defaultPrevented || step >= STEPS.length - 1) return;
              event.preventDefault();
              void wizard.next(formik);
            }}
          >
            <Box {...CARD_SURFACE} px={{ base: '5', md: '7' }} py={{ base: '5', md: '6' }}>
              <chakra.h2
                id={headingId}
                ref={wizard.heading}
                tabIndex={-1}
                fontSize="xl"
                fontWeight="bold"
                mb="4"
                _focus={{ outline: 'none' }}
              >
                {saved
                  ? t('pets.create.uploadingPhoto', { name: saved.name })
                  : t(`pets.create.steps.${current.id}`)}
              </chakra.h2>
              {saved ? (
                <Stack gap="4">
                  <UploadList
                    queue={stores.pets.photoUploads}
                    label={t('pets.photo.uploads')}
                    only={(meta) => meta.petId === saved.id}
                  />
                  {wizard.photoFailed && (
                    <Box>
                      <SecondaryButton type="button" onClick={() => void wizard.finish(saved)}>
                        {t('pets.create.withoutPhoto')}
                      </SecondaryButton>
                    </Box>
                  )}
                </Stack>
              ) : (
                <Stack gap="5">
                  {wizard.formAlert}
                  <CreatePetStepFields
                    stepId={current.id}
                    today={wizard.today}
                    unit={wizard.unit}
                    photo={wizard.photo}
                    onPhoto={wizard.setPhoto}
                  />
                  <CreatePetStepButtons
                    step={step}
                    onBack={wizard.back}
                    onNext={() => void wizard.next(formik)}
                  />
                </Stack>
              )}
            </Box>
          </Form>
        )}
      </Formik>
    </Box>
  );
});
