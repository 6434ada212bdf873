import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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
import { loginSchema } from './authSchemas';
import { enterApp } from './landing';
import { ProviderButtons } from './ProviderButtons';
import { withReturnTo } from './withReturnTo';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** /auth/login: email and password; back to where the auth guard stopped the visitor. */
export function LoginScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { analytics } = useAppEnvironment();
  const query = new URLSearchParams(location.search);
  const returnTo = safeRedirectTarget(query.get(REDIRECT_PARAM));
  const { onSubmit, formAlert } = useApiFormSubmit<LoginValues>(
    async (values) => {
      // The return path goes with the call as its `redirect` query option (spec.md section 7).
      const { redirect } = await stores.auth.login(
        { email: values.email.trim(), password: values.password, remember: values.remember },
        returnTo ? { redirect: returnTo } : {},
      );
      analytics.track('login', { method: 'email' });
      await enterApp(stores, nav, safeRedirectTarget(redirect) ?? returnTo);
    },
    { fields: ['email', 'password'] },
  );

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <AuthLink
            to={withReturnTo(nav.pathTo('/auth/register/'), returnTo)}
            onClick={() => analytics.track('btn_click_sign_up', { placement: 'sign_in' })}
          >
            {t('auth.login.register')}
          </AuthLink>
        </>
      }
    >
      <StackedForm<LoginValues>
        prebuiltId="sign-in-form"
        initialValues={{ email: query.get('email') ?? '', password: '', remember: false }}
        validationSchema={loginSchema(t)}
        onSubmit={onSubmit}
        formAlert={formAlert}
      >
        {({ isSubmitting }) => (
          <>
            <EmailField label={t('auth.login.email')} />
            <TextField
              name="password"
              type="password"
              label={t('auth.login.password')}
              autoComplete="current-password"
              required
              revealLabels={{ show: t('common.showPassword'), hide: t('common.hidePassword') }}
            />
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <CheckboxField name="remember">{t('auth.login.remember')}</CheckboxField>
              <AuthLink to={nav.pathTo('/auth/recover-password/')}>
                {t('auth.login.forgot')}
              </AuthLink>
            </Flex>
            <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
              {t('auth.login.submit')}
            </SubmitButton>
          </>
        )}
      </StackedForm>
      <ProviderButtons returnTo={returnTo} />
    </AuthCard>
  );
}
