import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { EmailField } from '../../ui/forms/EmailField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { StackedForm } from '../../ui/forms/StackedForm';
import { AuthCard, AuthLink } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { registerSchema } from './authSchemas';
import { enterApp } from './landing';
import { withReturnTo } from './withReturnTo';
import { LegalLink } from '../../ui/LegalLink';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** /auth/register: a pet-keeper account; signed in straight away. */
export function RegisterScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { analytics } = useAppEnvironment();
  const returnTo = safeRedirectTarget(new URLSearchParams(location.search).get(REDIRECT_PARAM));
  const newTab = useId();
  const { onSubmit, formAlert } = useApiFormSubmit<RegisterValues>(
    async (values) => {
      // The return path goes with the call as its `redirect` query option (spec.md section 7).
      const { user, redirect } = await stores.auth.register(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          password_confirmation: values.password_confirmation,
          terms: true,
        },
        returnTo ? { redirect: returnTo } : {},
      );
      analytics.track('sign_up', { method: 'email' });
      stores.toasts.success(t('auth.register.welcome', { name: user.name }));
      await enterApp(stores, nav, safeRedirectTarget(redirect) ?? returnTo);
    },
    { fields: FIELDS },
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <AuthLink to={withReturnTo(nav.pathTo('/auth/login/'), returnTo)}>
            {t('auth.register.signIn')}
          </AuthLink>
        </>
      }
    >
      <StackedForm<RegisterValues>
        prebuiltId="sign-up-form"
        formAlert={formAlert}
        initialValues={{
          name: '',
          email: '',
          password: '',
          password_confirmation: '',
          terms: false,
        }}
        validationSchema={registerSchema(t)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="name" label={t('auth.register.name')} autoComplete="name" required />
            <EmailField label={t('auth.register.email')} />
            <NewPasswordFields
              labels={{
                password: t('auth.register.password'),
                confirmation: t('auth.register.passwordConfirmation'),
              }}
            />
            <CheckboxField name="terms" required>
              <Trans
                t={t}
                i18nKey="auth.register.terms"
                components={{
                  terms: (
                    <LegalLink to={nav.pathTo('/terms-and-conditions/')} describedBy={newTab} />
                  ),
                  privacy: <LegalLink to={nav.pathTo('/privacy-policy/')} describedBy={newTab} />,
                }}
              />
            </CheckboxField>
            {/* Described, not named: the checkbox's name stays the sentence as written. */}
            <span id={newTab} hidden>
              {t('auth.register.termsNewTab')}
            </span>
            <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
              {t('auth.register.submit')}
            </SubmitButton>
          </>
        )}
      </StackedForm>
    </AuthCard>
  );
}
