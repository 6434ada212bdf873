import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { CHECK_INBOX_PATH } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { EmailField } from '../../ui/forms/EmailField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { StackedForm } from '../../ui/forms/StackedForm';
import { AuthCard, AuthLink } from './AuthCard';
import { recoverSchema } from './authSchemas';

/** /auth/recover-password: asks for the reset link (always for the pet-keeper account). */
export function RecoverPasswordScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { onSubmit, formAlert } = useApiFormSubmit<{ email: string }>(
    async (values) => {
      const email = values.email.trim();
      await stores.api.auth.recoverPassword(email);
      await nav.go(`${CHECK_INBOX_PATH}?email=${encodeURIComponent(email)}`);
    },
    { fields: ['email'] },
  );
  return (
    <AuthCard
      title={t('auth.recover.title')}
      intro={t('auth.recover.intro')}
      footer={
        <>
          {t('auth.recover.remembered')}{' '}
          <AuthLink to={nav.pathTo('/auth/login/')}>{t('auth.login.submit')}</AuthLink>
        </>
      }
    >
      <StackedForm
        initialValues={{ email: new URLSearchParams(location.search).get('email') ?? '' }}
        validationSchema={recoverSchema(t)}
        onSubmit={onSubmit}
        formAlert={formAlert}
      >
        {({ isSubmitting }) => (
          <>
            <EmailField label={t('auth.recover.email')} />
            <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
              {t('auth.recover.submit')}
            </SubmitButton>
          </>
        )}
      </StackedForm>
    </AuthCard>
  );
}
