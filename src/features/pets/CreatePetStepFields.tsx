import { Flex, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PET_LIST_MAX } from '@contract/pets/petLimits';
import type { WeightUnit } from '@contract/pets';
import { useLocale } from '../../i18n/useLocale';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { AgeFields } from './AgeFields';
import { BreedField } from './BreedField';
import { STEPS, type StepId } from './createPetSteps';
import type { PetFormValues } from './petForm';
import { PetPhotoPicker } from './PetPhotoPicker';
import { PetsRadioGroups } from './PetsRadioGroups';
import { SpeciesAndNameFields } from './SpeciesAndNameFields';
import { petsLanguage } from './speciesLabel';
import { PetWeightField } from './PetWeightField';

/** The fields of one step of the create-pet wizard. */
export function CreatePetStepFields({
  stepId,
  today,
  unit,
  photo,
  onPhoto,
}: {
  stepId: StepId;
  today: string;
  unit: WeightUnit;
  photo: File | null;
  onPhoto: (file: File | null) => void;
}) {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const { values } = useFormikContext<PetFormValues>();
  return (
    <>
      {stepId === 'basics' && (
        <>
          <SpeciesAndNameFields language={language} />
          <PetsRadioGroups />
        </>
      )}
      {stepId === 'body' && (
        <>
          <AgeFields today={today} />
          <PetWeightField unit={unit} />
          {values.species !== 'other' && (
            <BreedField
              label={values.species === 'bird' ? t('pets.form.birdSpecies') : t('pets.form.breed')}
              labelNote={t('common.optional')}
              hint={t('pets.form.breedHint')}
              language={language}
            />
          )}
          <TextField
            name="colour"
            label={t('pets.form.colour')}
            labelNote={t('common.optional')}
            maxLength={60}
          />
        </>
      )}
      {stepId === 'health' && (
        <>
          <TextField
            name="microchip_number"
            label={t('pets.form.microchip')}
            labelNote={t('common.optional')}
            hint={t('pets.form.microchipHint')}
            inputMode="numeric"
            maxLength={20}
          />
          <TextAreaField
            name="allergies"
            label={t('pets.form.allergies')}
            labelNote={t('common.optional')}
            hint={t('pets.form.listHint', { max: PET_LIST_MAX.allergies })}
          />
          <TextAreaField
            name="conditions"
            label={t('pets.form.conditions')}
            labelNote={t('common.optional')}
            hint={t('pets.form.listHint', { max: PET_LIST_MAX.conditions })}
          />
        </>
      )}
      {stepId === 'photo' && (
        <>
          <Text color="fg.muted">{t('pets.create.photoIntro')}</Text>
          <PetPhotoPicker file={photo} onChange={onPhoto} />
        </>
      )}
    </>
  );
}

/** Back and next; on the last step, saving the pet under its name. */
export function CreatePetStepButtons({
  step,
  onBack,
  onNext,
}: {
  step: number;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('app');
  const { values, isSubmitting } = useFormikContext<PetFormValues>();
  return (
    <Flex gap="3" justify="space-between" wrap="wrap" pt="2">
      {step > 0 ? (
        <SecondaryButton type="button" onClick={onBack}>
          {t('pets.create.back')}
        </SecondaryButton>
      ) : (
        <span />
      )}
      {step < STEPS.length - 1 ? (
        <PrimaryButton type="button" onClick={onNext}>
          {t('pets.create.next')}
        </PrimaryButton>
      ) : (
        <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
          {t('pets.create.submit', {
            name: values.name.trim() || t('pets.create.yourPet'),
          })}
        </SubmitButton>
      )}
    </Flex>
  );
}
