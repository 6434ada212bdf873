import { Box, Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Pet } from '@contract/schemas/pets';
import type { PetShare } from '@contract/schemas/vets';
import type { ShareScope } from '@contract/shareScopes';
import { useStores } from '../../stores/StoreProvider';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { ClinicPicker } from './ClinicPicker';
import { ScopeCheckboxes } from './ScopeCheckboxes';

interface ShareValues {
  clinic_id: string;
  scopes: ShareScope[];
  set_as_home_clinic: boolean;
}

/** What a new share offers before the keeper changes it: what a clinic usually needs. */
export const DEFAULT_SCOPES: readonly ShareScope[] = ['profile', 'weight', 'visits', 'results'];

/**
 * Sharing the pet with a clinic: find and pick the clinic, tick what it may see, and (by
 * default when the pet has no home clinic yet) make it the pet's home clinic.
 */
export const ShareForm = observer(function ShareForm({
  pet,
  shares,
}: {
  pet: Pet;
  /** The active shares: their clinics are not offered again. */
  shares: readonly PetShare[];
}) {
  const { t } = useTranslation('app');
  const { sharing, toasts } = useStores();
  const schema = useMemo(
    () =>
      yup.object({
        clinic_id: yup.string().required(t('vets.sharing.chooseClinic')),
        scopes: yup.array().min(1, t('vets.sharing.chooseScope')),
      }),
    [t],
  );
  // The home clinic's name finds it first, unless the pet is already shared with it.
  const home = pet.home_clinic?.name ?? '';
  const homeSearch = shares.some((share) => share.clinic.name === home) ? '' : home;
  const initial: ShareValues = {
    clinic_id: '',
    scopes: [...DEFAULT_SCOPES],
    set_as_home_clinic: pet.home_clinic === null,
  };
  const { onSubmit, formAlert } = useApiFormSubmit<ShareValues>(
    async (values, helpers) => {
      const share = await sharing.share(pet.id, Number(values.clinic_id), {
        scopes: values.scopes,
        set_as_home_clinic: values.set_as_home_clinic,
      });
      toasts.success(t('vets.sharing.started', { name: pet.name, clinic: share.clinic.name }));
      helpers.resetForm({ values: { ...initial, set_as_home_clinic: false } });
    },
    { fields: ['scopes', 'set_as_home_clinic'] },
  );
  return (
    <Formik<ShareValues> initialValues={initial} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm>
          <Stack gap="5">
            {formAlert}
            <ClinicPicker
              name="clinic_id"
              initialSearch={homeSearch}
              exclude={shares.map((share) => share.clinic.id)}
              petName={pet.name}
            />
            <ScopeCheckboxes
              name="scopes"
              legend={t('vets.sharing.whatToShare', { name: pet.name })}
            />
            <CheckboxField name="set_as_home_clinic">
              {t('vets.sharing.setHomeClinic', { name: pet.name })}
            </CheckboxField>
            <Box>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('vets.sharing.share', { name: pet.name })}
              </SubmitButton>
            </Box>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
});
