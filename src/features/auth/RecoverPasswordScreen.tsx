import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { CHECK_INBOX_PATH } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { applyApiErrors } from '../../ui/forms/apiFormErrors';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { AuthCard, AuthLink } from './AuthCard';
import { recoverSchema } from './authSchemas';

/** /auth/recover-password: asks for the reset link (always for the pet-keeper account). */
export function RecoverPasswordScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
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
      <Formik
        initialValues={{ email: new URLSearchParams(location.search).get('email') ?? '' }}
        validationSchema={recoverSchema(t)}
        onSubmit={async (values, helpers) => {
          setFormErrors([]);
          const email = values.email.trim();
          try {
            await stores.api.auth.recoverPassword(email);
          } catch (error) {
            setFormErrors(applyApiErrors(error, helpers, ['email']));
            return;
          }
          await nav.go(`${CHECK_INBOX_PATH}?email=${encodeURIComponent(email)}`);
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={form} noValidate>
            <Stack gap="5">
              {formErrors.length > 0 && <FormAlert>{formErrors.join(' ')}</FormAlert>}
              <TextField
                name="email"
                type="email"
                label={t('auth.recover.email')}
                autoComplete="email"
                required
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')} w="full">
                {t('auth.recover.submit')}
              </SubmitButton>
            </Stack>
            <FocusFirstError form={form} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
