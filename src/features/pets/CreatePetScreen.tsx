import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikProps } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_LIST_MAX } from '@contract/pets/petLimits';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { isValidationFailure, renamedErrors } from '../../ui/forms/apiFormErrors';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { UploadList } from '../files/UploadList';
import { AgeFields } from './AgeFields';
import { BreedField } from './BreedField';
import { PetPhotoPicker } from './PetPhotoPicker';
import { emptyPetForm, petInputOf, petSchema, type PetFormValues } from './petForm';
import { todayIso } from './petDates';
import { DASHBOARD_PATH } from './petPaths';
import { PetPageHeading } from './PetPageHeading';
import { PetsRadioGroups } from './PetsRadioGroups';
import { petErrorFields } from './petErrorFields';
import { SpeciesField } from './SpeciesField';
import { petsLanguage } from './speciesLabel';
import { WeightField } from './WeightField';

type StepId = 'basics' | 'body' | 'health' | 'photo';

const STEPS: readonly { id: StepId; fields: readonly (keyof PetFormValues)[] }[] = [
  { id: 'basics', fields: ['species', 'name', 'sex', 'neutered'] },
  {
    id: 'body',
    fields: ['age_mode', 'birth_date', 'age_years', 'age_months', 'weight', 'breed', 'colour'],
  },
  { id: 'health', fields: ['microchip_number', 'allergies', 'conditions'] },
  { id: 'photo', fields: [] },
];

const FIELDS = STEPS.flatMap((step) => step.fields);

function stepOfField(field: string): number {
  return Math.max(
    0,
    STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)),
  );
}

/**
 * /my-pets/create (signed in; the clear-chat-messages guard; the page does not overflow): a pet
 * in four steps — who it is, age and body, health, a photo — each checked before the next. The
 * pet is saved at the end (POST keeper/pets), then its photo is sent with a progress bar and
 * cancel; the new pet becomes the current one and the dashboard opens.
 */
export const CreatePetScreen = observer(function CreatePetScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const unit = stores.auth.user?.preferences.weight_unit ?? 'kg';
  const today = todayIso();
  const schema = useMemo(() => petSchema(t, unit, today), [t, unit, today]);
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [saved, setSaved] = useState<Pet | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const firstRender = useRef(true);

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, saved]);

  const finish = async (pet: Pet) => {
    stores.currentPet.select(pet);
    stores.toasts.success(t('pets.create.saved', { name: pet.name }));
    await nav.go(DASHBOARD_PATH);
  };

  // After saving: the photo goes up; when it has arrived, on to the dashboard.
  const photoTasks = saved
    ? stores.pets.photoUploads.tasksWhere((meta) => meta.petId === saved.id)
    : [];
  const photoDone = photoTasks.some((task) => task.state === 'done');
  useEffect(() => {
    if (saved && photoDone) void finish(stores.pets.byId(saved.id) ?? saved);
    // finish is recreated each render; the trigger is the photo arriving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, photoDone]);

  const { onSubmit, formAlert } = useApiFormSubmit<PetFormValues>(
    async (values) => {
      let pet: Pet;
      try {
        pet = await stores.pets.create(petInputOf(values, unit, today));
      } catch (error) {
        // Back to the step of the first field the API refused.
        if (isValidationFailure(error)) {
          const refused = renamedErrors(error.errors, petErrorFields(values.age_mode));
          const first = Object.keys(refused).find((field) =>
            (FIELDS as readonly string[]).includes(field),
          );
          if (first) setStep(stepOfField(first));
        }
        throw error;
      }
      if (photo) {
        setSaved(pet);
        stores.pets.uploadPhoto(pet.id, photo);
      } else {
        await finish(pet);
      }
    },
    (values) => ({ fields: FIELDS, rename: petErrorFields(values.age_mode) }),
  );

  const next = async (formik: FormikProps<PetFormValues>) => {
    const errors: FormikErrors<PetFormValues> = await formik.validateForm();
    const fields = STEPS[step]!.fields;
    const wrong = fields.filter((field) => errors[field]);
    if (wrong.length > 0) {
      await formik.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const current = STEPS[step]!;
  return (
    <Box maxW="44rem" mx="auto">
      <PetPageHeading title={t('pets.create.title')} intro={t('pets.create.intro')} />
      <chakra.ol
        listStyleType="none"
        display="flex"
        gap="2"
        mb="6"
        aria-label={t('pets.create.progress')}
      >
        {STEPS.map((s, index) => (
          <chakra.li
            key={s.id}
            flex="1"
            aria-current={index === step ? 'step' : undefined}
            fontSize="sm"
            fontWeight={index === step ? 'bold' : 'medium'}
            color={index <= step ? 'brand.fg' : 'fg.muted'}
          >
            <Box
              h="1.5"
              borderRadius="full"
              bg={index <= step ? 'brand.solid' : 'border'}
              mb="1.5"
            />
            <chakra.span srOnly>
              {t('pets.create.stepOf', { step: index + 1, total: STEPS.length })}:{' '}
            </chakra.span>
            {t(`pets.create.steps.${s.id}`)}
          </chakra.li>
        ))}
      </chakra.ol>
      <Formik<PetFormValues>
        initialValues={emptyPetForm()}
        validationSchema={schema}
        // Only the last step saves.
        onSubmit={async (values, helpers) => {
          if (step === STEPS.length - 1) await onSubmit(values, helpers);
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
              void next(formik);
            }}
          >
            <Box
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              boxShadow="card"
              px={{ base: '5', md: '7' }}
              py={{ base: '5', md: '6' }}
            >
              <chakra.h2
                id={headingId}
                ref={heading}
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
                  {photoTasks.some(
                    (task) => task.state === 'failed' || task.state === 'cancelled',
                  ) && (
                    <Box>
                      <SecondaryButton type="button" onClick={() => void finish(saved)}>
                        {t('pets.create.withoutPhoto')}
                      </SecondaryButton>
                    </Box>
                  )}
                </Stack>
              ) : (
                <Stack gap="5">
                  {formAlert}
                  {current.id === 'basics' && (
                    <>
                      <SpeciesField legend={t('pets.form.species')} language={language} />
                      <TextField
                        name="name"
                        label={t('pets.form.name')}
                        autoComplete="off"
                        maxLength={60}
                        required
                      />
                      <PetsRadioGroups />
                    </>
                  )}
                  {current.id === 'body' && (
                    <>
                      <AgeFields today={today} />
                      <WeightField
                        name="weight"
                        label={t('pets.form.weight')}
                        labelNote={t('common.optional')}
                        unit={unit}
                        unitLabel={t(`pets.units.${unit}`)}
                        hint={t('pets.form.weightHint')}
                      />
                      {formik.values.species !== 'other' && (
                        <BreedField
                          label={
                            formik.values.species === 'bird'
                              ? t('pets.form.birdSpecies')
                              : t('pets.form.breed')
                          }
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
                  {current.id === 'health' && (
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
                  {current.id === 'photo' && (
                    <>
                      <Text color="fg.muted">{t('pets.create.photoIntro')}</Text>
                      <PetPhotoPicker file={photo} onChange={setPhoto} />
                    </>
                  )}
                  <Flex gap="3" justify="space-between" wrap="wrap" pt="2">
                    {step > 0 ? (
                      <SecondaryButton type="button" onClick={() => setStep((s) => s - 1)}>
                        {t('pets.create.back')}
                      </SecondaryButton>
                    ) : (
                      <span />
                    )}
                    {step < STEPS.length - 1 ? (
                      <PrimaryButton type="button" onClick={() => void next(formik)}>
                        {t('pets.create.next')}
                      </PrimaryButton>
                    ) : (
                      <SubmitButton busy={formik.isSubmitting} busyLabel={t('common.pleaseWait')}>
                        {t('pets.create.submit', {
                          name: formik.values.name.trim() || t('pets.create.yourPet'),
                        })}
                      </SubmitButton>
                    )}
                  </Flex>
                </Stack>
              )}
            </Box>
          </Form>
        )}
      </Formik>
    </Box>
  );
});
