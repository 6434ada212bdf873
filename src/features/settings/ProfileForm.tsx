import { Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/schemas/auth';
import { useStores } from '../../stores/StoreProvider';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { EmailField } from '../../ui/forms/EmailField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { profileSchema } from './settingsSchemas';

const FIELDS = ['name', 'email', 'phone_number'] as const;
type ProfileValues = Record<(typeof FIELDS)[number], string>;

const toValues = (user: User): ProfileValues => ({
  name: user.name,
  email: user.email,
  phone_number: user.phone_number ?? '',
});

/** Name, email and phone number (a changed number needs verifying again: the API resets it). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { onSubmit, formAlert } = useApiFormSubmit<ProfileValues>(
    async (values, helpers) => {
      const updated = await stores.api.account.updateProfile({
        name: values.name.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.trim() || null,
      });
      stores.auth.setUser(updated);
      helpers.resetForm({ values: toValues(updated) });
      stores.toasts.success(t('settings.personalInfo.saved'));
    },
    { fields: FIELDS },
  );
  return (
    <Formik initialValues={toValues(user)} validationSchema={profileSchema(t)} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm>
          <Stack gap="5">
            {formAlert}
            <TextField
              name="name"
              label={t('settings.personalInfo.name')}
              autoComplete="name"
              required
            />
            <EmailField label={t('settings.personalInfo.email')} />
            <TextField
              name="phone_number"
              type="tel"
              label={t('settings.personalInfo.phone')}
              labelNote={t('common.optional')}
              hint={t('settings.personalInfo.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
            />
            <div>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('settings.personalInfo.submit')}
              </SubmitButton>
            </div>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
}
