import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/ApiError';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { applyApiErrors } from '../../ui/forms/apiFormErrors';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { AuthCard, AuthLink } from './AuthCard';
import { resetSchema } from './authSchemas';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * /auth/password-reset/:token (no guard: the link works signed in or out). The mail's link
 * carries ?email=; without it the visitor types the address.
 */
export function PasswordResetScreen({ params, location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const reveal = { show: t('common.showPassword'), hide: t('common.hidePassword') };
  const token = params.token ?? '';

  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={<AuthLink to={nav.pathTo('/auth/login/')}>{t('common.backToSignIn')}</AuthLink>}
    >
      <Formik
        initialValues={{
          email: new URLSearchParams(location.search).get('email') ?? '',
          password: '',
          password_confirmation: '',
        }}
        validationSchema={resetSchema(t)}
        onSubmit={async (values, helpers) => {
          setFormErrors([]);
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
            const tokenMessages = error instanceof ApiError ? (error.errors.token ?? []) : [];
            setLinkInvalid(tokenMessages.length > 0);
            const others = applyApiErrors(error, helpers, FIELDS);
            setFormErrors(others.filter((m) => !tokenMessages.includes(m)));
            return;
          }
          stores.toasts.success(t('auth.reset.done'));
          await nav.go(`/auth/login/?email=${encodeURIComponent(email)}`);
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={form} noValidate>
            <Stack gap="5">
              {linkInvalid && (
                <FormAlert>
                  <Text>{t('auth.reset.invalidLink')}</Text>
                  <AuthLink to={nav.pathTo('/auth/recover-password/')}>
                    {t('auth.reset.requestNew')}
                  </AuthLink>
                </FormAlert>
              )}
              {formErrors.length > 0 && <FormAlert>{formErrors.join(' ')}</FormAlert>}
              <TextField
                name="email"
                type="email"
                label={t('auth.reset.email')}
                autoComplete="email"
                required
              />
              <TextField
                name="password"
                type="password"
                label={t('auth.reset.password')}
                hint={t('auth.register.passwordHint')}
                autoComplete="new-password"
                required
                revealLabels={reveal}
              />
              <TextField
                name="password_confirmation"
                type="password"
                label={t('auth.reset.passwordConfirmation')}
                autoComplete="new-password"
                required
                revealLabels={reveal}
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
                {t('auth.reset.submit')}
              </SubmitButton>
            </Stack>
            <FocusFirstError form={form} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
