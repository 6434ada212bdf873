import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, type WeightUnit } from '@contract/pets';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { QuietButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import {
  AuthCard,
  ProviderButtons,
  AUTH_FILLED_LINK_LOOK,
  AUTH_OUTLINED_LINK_LOOK,
  withReturnTo,
} from '../auth';
import { AgeFields } from './AgeFields';
import type { GuestPetDraft } from './guestPetDraft';
import { usePetAgeText } from './usePetAgeText';
import {
  basicsOfDraft,
  birthDateOf,
  emptyPetForm,
  petBasicsSchema,
  weightGrams,
  type PetBasicsValues,
} from './petForm';
import { todayIso } from './petDates';
import { DASHBOARD_PATH } from './petPaths';
import { petErrorFields } from './petErrorFields';
import { SpeciesAndNameFields } from './SpeciesAndNameFields';
import { petsLanguage, speciesLabel } from './speciesLabel';
import { PetWeightField } from './PetWeightField';

type GuestValues = PetBasicsValues & { unit: WeightUnit };

/**
 * /my-pets/add-new-pet (public, no guard): the onboarding funnel. A visitor describes a pet —
 * species, name, age, weight — which waits in this browser (GuestPetStore) while they create an
 * account or sign in (email or a provider); then it is saved to the account (navigation step 4)
 * and the dashboard asks them to check it. A signed-in keeper's pet is saved at once.
 */
export const AddNewPetScreen = observer(function AddNewPetScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const today = todayIso();
  const [editing, setEditing] = useState(false);
  const [storageBlocked, setStorageBlocked] = useState(false);
  const draft = stores.guestPet.draft;
  const signedIn = stores.auth.user !== null;
  const unitDefault: WeightUnit = stores.auth.user?.preferences.weight_unit ?? 'kg';
  const schema = useMemo(() => petBasicsSchema(t, 'kg', today), [t, today]);
  const { onSubmit, formAlert } = useApiFormSubmit<GuestValues>(
    async (values) => {
      const grams = values.weight.trim() ? weightGrams(values.weight, values.unit) : null;
      const dates = birthDateOf(values, today);
      if (signedIn) {
        const pet = await stores.pets.create({
          name: values.name.trim(),
          species: values.species as GuestPetDraft['species'],
          ...dates,
          weight_kg: grams === null ? null : grams / 1000,
        });
        stores.currentPet.select(pet);
        stores.toasts.success(t('pets.create.saved', { name: pet.name }));
        await nav.go(DASHBOARD_PATH);
        return;
      }
      const kept = stores.guestPet.keep({
        species: values.species as GuestPetDraft['species'],
        name: values.name.trim(),
        ...dates,
        weight_grams: grams,
        unit: values.unit,
      });
      setStorageBlocked(!kept);
      setEditing(false);
    },
    (values) => ({
      fields: ['species', 'name', 'birth_date', 'age_years', 'weight'],
      rename: petErrorFields(values.age_mode),
    }),
  );

  if (draft && !editing && !signedIn) {
    return (
      <DraftWaiting
        draft={draft}
        onEdit={() => setEditing(true)}
        onDiscard={() => stores.guestPet.discard()}
        storageBlocked={storageBlocked}
      />
    );
  }

  const initial: GuestValues = draft
    ? { ...basicsOfDraft(draft, today), unit: draft.unit }
    : { ...emptyPetForm(), unit: unitDefault };

  return (
    <AuthCard title={t('pets.guest.title')} intro={t('pets.guest.intro')}>
      <Formik<GuestValues> initialValues={initial} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, values }) => (
          <ValidatedForm>
            <Stack gap="5">
              {formAlert}
              <SpeciesAndNameFields language={language} />
              <AgeFields today={today} />
              <Box>
                <PetWeightField unit={values.unit} />
                <Box mt="2">
                  <RadioGroupField
                    name="unit"
                    legend={t('pets.form.unit')}
                    options={(['kg', 'lb'] as const).map((unit) => ({
                      value: unit,
                      label: t(`pets.units.${unit}`),
                    }))}
                  />
                </Box>
              </Box>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
                {signedIn ? t('pets.guest.saveNow') : t('pets.guest.submit')}
              </SubmitButton>
            </Stack>
          </ValidatedForm>
        )}
      </Formik>
      {!signedIn && (
        <Text mt="5" fontSize="sm" color="fg.muted">
          {t('pets.guest.privacy')}
        </Text>
      )}
    </AuthCard>
  );
});

/** The guest's pet is kept: the next step is an account to save it to. */
const DraftWaiting = observer(function DraftWaiting({
  draft,
  onEdit,
  onDiscard,
  storageBlocked,
}: {
  draft: GuestPetDraft;
  onEdit: () => void;
  onDiscard: () => void;
  storageBlocked: boolean;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const { analytics } = useAppEnvironment();
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const ageText = usePetAgeText();
  const returnTo = nav.pathTo(DASHBOARD_PATH);
  const facts = [
    speciesLabel(draft.species, language),
    draft.birth_date ? ageText(draft.birth_date, draft.birth_date_is_estimate) : null,
    draft.weight_grams !== null ? formatWeight(draft.weight_grams, draft.unit, language) : null,
  ].filter(Boolean);
  return (
    <AuthCard
      title={t('pets.guest.savedTitle', { name: draft.name })}
      intro={t('pets.guest.savedIntro', { name: draft.name })}
    >
      <Stack gap="4">
        {storageBlocked && <FormAlert tone="info">{t('pets.guest.storageBlocked')}</FormAlert>}
        <Box bg="bg.subtle" borderRadius="lg" px="4" py="3">
          <Text fontWeight="bold" fontSize="lg">
            {draft.name}
          </Text>
          <Text color="fg.muted">{facts.join(' · ')}</Text>
          <Flex gap="2" mt="1">
            <QuietButton type="button" onClick={onEdit} px="0">
              {t('pets.guest.edit')}
            </QuietButton>
            <QuietButton type="button" onClick={onDiscard}>
              {t('pets.guest.discard')}
            </QuietButton>
          </Flex>
        </Box>
        <AppLink
          to={withReturnTo(nav.pathTo('/auth/register/'), returnTo)}
          onClick={() => analytics.track('btn_click_sign_up', { placement: 'add_new_pet' })}
          {...AUTH_FILLED_LINK_LOOK}
        >
          {t('pets.guest.register')}
        </AppLink>
        <AppLink
          to={withReturnTo(nav.pathTo('/auth/login/'), returnTo)}
          {...AUTH_OUTLINED_LINK_LOOK}
        >
          {t('pets.guest.signIn')}
        </AppLink>
      </Stack>
      <ProviderButtons returnTo={returnTo} />
      <chakra.p mt="5" fontSize="sm" color="fg.muted">
        {t('pets.guest.kept')}
      </chakra.p>
    </AuthCard>
  );
});
