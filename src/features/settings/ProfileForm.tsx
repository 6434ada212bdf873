import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/schemas/auth';
import { useStores } from '../../stores/StoreProvider';
import { applyApiErrors } from '../../ui/forms/apiFormErrors';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { profileSchema } from './settingsSchemas';

const FIELDS = ['name', 'email', 'phone_number'] as const;

/** Name, email and phone number (a changed number needs verifying again: the API resets it). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const form = useRef<HTMLFormElement>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  return (
    <Formik
      initialValues={{ name: user.name, email: user.email, phone_number: user.phone_number ?? '' }}
      validationSchema={profileSchema(t)}
      onSubmit={async (values, helpers) => {
        setFormErrors([]);
        try {
          const updated = await stores.api.account.updateProfile({
            name: values.name.trim(),
            email: values.email.trim(),
            phone_number: values.phone_number.trim() || null,
          });
          stores.auth.setUser(updated);
          helpers.resetForm({
            values: {
              name: updated.name,
              email: updated.email,
              phone_number: updated.phone_number ?? '',
            },
          });
          stores.toasts.success(t('settings.personalInfo.saved'));
        } catch (error) {
          setFormErrors(applyApiErrors(error, helpers, FIELDS));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form ref={form} noValidate>
          <Stack gap="5">
            {formErrors.length > 0 && <FormAlert>{formErrors.join(' ')}</FormAlert>}
            <TextField
              name="name"
              label={t('settings.personalInfo.name')}
              autoComplete="name"
              required
            />
            <TextField
              name="email"
              type="email"
              label={t('settings.personalInfo.email')}
              autoComplete="email"
              required
            />
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
          <FocusFirstError form={form} />
        </Form>
      )}
    </Formik>
  );
}
