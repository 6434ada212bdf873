import { Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/ApiError';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { EmailField } from '../../ui/forms/EmailField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { AuthCard, AuthLink } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { resetSchema } from './authSchemas';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;
type ResetValues = Record<(typeof FIELDS)[number], string>;

/** The API's messages about the link's token (refused or expired). */
const tokenMessages = (error: unknown): string[] =>
  error instanceof ApiError ? (error.errors.token ?? []) : [];

/**
 * /auth/password-reset/:token (no guard: the link works signed in or out). The mail's link
 * carries ?email=; without it the visitor types the address.
 */
export function PasswordResetScreen({ params, location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const token = params.token ?? '';
  const { onSubmit, formAlert } = useApiFormSubmit<ResetValues>(
    async (values) => {
      setLinkInvalid(false);
      const email = values.email.trim();
      try {
        await stores.api.auth.resetPassword({
          token,
          email,
          password: values.password,
          password_confirmation: values.password_confirmation,
        });
      } catch (error) {
        // A refused token gets its own message with a way out, not a line in the form alert.
        setLinkInvalid(tokenMessages(error).length > 0);
        throw error;
      }
      stores.toasts.success(t('auth.reset.done'));
      await nav.go(`/auth/login/?email=${encodeURIComponent(email)}`);
    },
    {
      fields: FIELDS,
      describe: ({ error, messages }) => {
        const others = messages.filter((message) => !tokenMessages(error).includes(message));
        return others.length > 0 ? others.join(' ') : null;
      },
    },
  );

  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={<AuthLink to={nav.pathTo('/auth/login/')}>{t('common.backToSignIn')}</AuthLink>}
    >
      <Formik<ResetValues>
        initialValues={{
          email: new URLSearchParams(location.search).get('email') ?? '',
          password: '',
          password_confirmation: '',
        }}
        validationSchema={resetSchema(t)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <ValidatedForm>
            <Stack gap="5">
              {linkInvalid && (
                <FormAlert>
                  <Text>{t('auth.reset.invalidLink')}</Text>
                  <AuthLink to={nav.pathTo('/auth/recover-password/')}>
                    {t('auth.reset.requestNew')}
                  </AuthLink>
                </FormAlert>
              )}
              {formAlert}
              <EmailField label={t('auth.reset.email')} />
              <NewPasswordFields
                labels={{
                  password: t('auth.reset.password'),
                  confirmation: t('auth.reset.passwordConfirmation'),
                }}
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
                {t('auth.reset.submit')}
              </SubmitButton>
            </Stack>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
