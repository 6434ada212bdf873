import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets';
import { PET_LIST_MAX, PET_TEXT } from '@contract/pets/petLimits';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { UploadList } from '../files/UploadList';
import { AgeFields } from '../pets/AgeFields';
import { BreedField } from '../pets/BreedField';
import { formatDate } from '../pets/formatDate';
import { PetAvatar } from '../pets/PetAvatar';
import { todayIso } from '../pets/petDates';
import { DASHBOARD_PATH } from '../pets/petPaths';
import { PetPageHeading } from '../pets/PetPageHeading';
import { PHOTO_ACCEPT } from '../pets/PetPhotoPicker';
import { PetsRadioGroups } from '../pets/PetsRadioGroups';
import { petErrorFields } from '../pets/petErrorFields';
import { SpeciesField } from '../pets/SpeciesField';
import { petsLanguage } from '../pets/speciesLabel';
import { WithCurrentPet } from '../pets/WithCurrentPet';
import { ProfileListEditor } from './ProfileListEditor';
import {
  EMPTY_MEDICATION,
  EMPTY_VACCINATION,
  profileFieldNames,
  profileFormOf,
  profileSchema,
  profileUpdateOf,
  type ProfileValues,
} from './profileForm';

const DELETE_PET_MODAL = 'delete-pet';
const REMOVE_PHOTO_MODAL = 'remove-pet-photo';

/**
 * /information: the current pet's whole profile, editable — who it is, age and body, health
 * (allergies, conditions, medications, vaccinations), insurance and home clinic — with its photo
 * and, at the end, deleting the pet. The API's 422 messages land on their fields.
 */
export const InformationScreen = observer(function InformationScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetInformation key={pet.id} pet={pet} />}</WithCurrentPet>;
});

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <chakra.section
      aria-labelledby={headingId}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
      minW="0"
    >
      <chakra.h2 id={headingId} fontSize="xl" fontWeight="bold">
        {title}
      </chakra.h2>
      {intro && (
        <Text color="fg.muted" mt="1">
          {intro}
        </Text>
      )}
      <Stack gap="5" mt="5">
        {children}
      </Stack>
    </chakra.section>
  );
}

const PetInformation = observer(function PetInformation({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { locale, bcp47 } = useLocale();
  const language = petsLanguage(locale);
  const unit = stores.auth.user?.preferences.weight_unit ?? 'kg';
  const today = todayIso();
  const form = useRef<HTMLFormElement>(null);
  // The form starts from the pet as it was when the screen opened (or was last saved).
  const [initial, setInitial] = useState(() => profileFormOf(pet, unit, today));
  const schema = useMemo(() => profileSchema(t, unit, today), [t, unit, today]);
  const optional = t('common.optional');
  const { onSubmit, formAlert } = useApiFormSubmit<ProfileValues>(
    async (values) => {
      const saved = await stores.pets.update(pet.id, profileUpdateOf(values, initial, pet, today));
      stores.guestPet.confirmed(saved.id);
      setInitial(profileFormOf(saved, unit, today));
      stores.toasts.success(t('petProfile.info.saved', { name: saved.name }));
    },
    (values) => ({ fields: profileFieldNames(values), rename: petErrorFields(values.age_mode) }),
  );

  return (
    <Box>
      <PetPageHeading
        title={t('petProfile.info.title', { name: pet.name })}
        intro={t('petProfile.info.intro')}
      />
      <PhotoSection pet={pet} />
      <Formik<ProfileValues>
        initialValues={initial}
        enableReinitialize
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {({ values, isSubmitting }) => (
          <Form ref={form} noValidate>
            <Stack gap="6" mt="6">
              {formAlert}
              <Section title={t('petProfile.info.about')}>
                <SpeciesField legend={t('pets.form.species')} language={language} />
                <Box maxW="28rem">
                  <TextField name="name" label={t('pets.form.name')} maxLength={60} required />
                </Box>
                {values.species !== 'other' && (
                  <Box maxW="28rem">
                    <BreedField
                      label={
                        values.species === 'bird'
                          ? t('pets.form.birdSpecies')
                          : t('pets.form.breed')
                      }
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
              </Section>

              <Section title={t('petProfile.info.health')} intro={t('petProfile.info.healthIntro')}>
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
              </Section>

              <Section title={t('petProfile.info.care')} intro={t('petProfile.info.careIntro')}>
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
              </Section>

              <Flex gap="3" align="center" wrap="wrap">
                <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                  {t('petProfile.info.submit')}
                </SubmitButton>
              </Flex>
            </Stack>
            <FocusFirstError form={form} />
          </Form>
        )}
      </Formik>
      <DeletePet pet={pet} />
    </Box>
  );
});

/** The profile photo: sent at once with progress and cancel; removed after a confirmation. */
const PhotoSection = observer(function PhotoSection({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { pets, modals, toasts } = useStores();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex
      gap="5"
      align="center"
      wrap="wrap"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '7' }}
      py="5"
    >
      <PetAvatar pet={pet} size={24} />
      <Box flex="1" minW="14rem">
        <Text fontWeight="bold">{t('pets.photo.title')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('pets.photo.hint')}
        </Text>
        <Flex gap="2" mt="2" wrap="wrap">
          <SecondaryButton type="button" onClick={() => input.current?.click()}>
            {pet.photo ? t('pets.photo.change') : t('pets.photo.choose')}
          </SecondaryButton>
          {pet.photo && (
            <QuietButton type="button" onClick={() => void modals.open(REMOVE_PHOTO_MODAL)}>
              {t('pets.photo.remove')}
            </QuietButton>
          )}
        </Flex>
        <chakra.input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          display="none"
          data-file-input="pet-photo"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) pets.uploadPhoto(pet.id, file);
          }}
        />
        <UploadList
          queue={pets.photoUploads}
          label={t('pets.photo.uploads')}
          only={(meta) => meta.petId === pet.id}
        />
      </Box>
      <ConfirmModal
        id={REMOVE_PHOTO_MODAL}
        title={t('pets.photo.removeTitle', { name: pet.name })}
        confirmLabel={t('pets.photo.removeConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          await pets.removePhoto(pet.id);
          toasts.success(t('pets.photo.removed'));
        }}
      />
    </Flex>
  );
});

/** Deleting the pet and everything recorded about it, after a confirmation. */
const DeletePet = observer(function DeletePet({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { pets, modals, toasts } = useStores();
  const nav = useAppNavigation();
  return (
    <Box mt="10" pt="6" borderTopWidth="1px" borderColor="border">
      <chakra.h2 fontSize="lg" fontWeight="bold">
        {t('petProfile.delete.heading')}
      </chakra.h2>
      <Text color="fg.muted" mt="1" mb="3">
        {t('petProfile.delete.text', { name: pet.name })}
      </Text>
      <SecondaryButton
        type="button"
        color="danger.fg"
        borderColor="danger.fg"
        onClick={() => void modals.open(DELETE_PET_MODAL)}
      >
        {t('petProfile.delete.action', { name: pet.name })}
      </SecondaryButton>
      <ConfirmModal
        id={DELETE_PET_MODAL}
        title={t('petProfile.delete.title', { name: pet.name })}
        confirmLabel={t('petProfile.delete.confirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          await pets.delete(pet.id);
          toasts.success(t('petProfile.delete.done', { name: pet.name }));
          await nav.go(DASHBOARD_PATH);
        }}
      >
        {t('petProfile.delete.confirmText', { name: pet.name })}
      </ConfirmModal>
    </Box>
  );
});
