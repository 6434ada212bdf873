import { Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/schemas/auth';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { StackedForm } from '../../ui/forms/StackedForm';
import { verificationCodeSchema } from './settingsSchemas';
import { StatusPill } from '../../ui/StatusPill';
import { SettingsSection } from './SettingsSection';

export const PHONE_VERIFICATION_ID = 'phone-verification';

/** Phone verification by SMS code: send a code, enter it, done (spec.md section 4). */
export function PhoneVerification({ user }: { user: User }) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const { onSubmit, formAlert } = useApiFormSubmit<{ code: string }>(
    async (values) => {
      const updated = await stores.api.account.verifyPhoneNumber(values.code.trim());
      stores.auth.setUser(updated);
      stores.auth.markPhoneVerified();
      stores.toasts.success(t('settings.phone.success'));
      setCodeSent(false);
    },
    { fields: ['code'] },
  );
  const phone = user.phone_number;
  const verified = user.is_verified_phone_number;

  const sendCode = async () => {
    setSending(true);
    try {
      const { message } = await stores.api.account.sendVerificationSms();
      stores.toasts.success(message);
      setCodeSent(true);
    } catch {
      // The toast tells why (for example 429 with the seconds to wait).
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsSection
      id={PHONE_VERIFICATION_ID}
      title={t('settings.phone.heading')}
      intro={t('settings.phone.intro')}
      badge={
        phone ? (
          <StatusPill tone={verified ? 'success' : 'warning'}>
            {verified ? t('settings.phone.verified') : t('settings.phone.notVerified')}
          </StatusPill>
        ) : null
      }
    >
      {!phone ? (
        <Text>{t('settings.phone.noNumber')}</Text>
      ) : verified ? (
        <FormAlert tone="success">{t('settings.phone.verifiedText', { phone })}</FormAlert>
      ) : !codeSent ? (
        <Stack gap="4" align="flex-start">
          <Text>{t('settings.phone.sendText', { phone })}</Text>
          <SecondaryButton type="button" onClick={() => void sendCode()} disabled={sending}>
            {sending ? t('common.pleaseWait') : t('settings.phone.send')}
          </SecondaryButton>
        </Stack>
      ) : (
        <StackedForm
          initialValues={{ code: '' }}
          validationSchema={verificationCodeSchema(t)}
          onSubmit={onSubmit}
          formAlert={formAlert}
          gap="4"
        >
          {({ isSubmitting }) => (
            <>
              <TextField
                name="code"
                label={t('settings.phone.code')}
                hint={t('settings.phone.codeHint')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                required
              />
              <Flex gap="3" align="center" wrap="wrap">
                <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                  {t('settings.phone.verify')}
                </SubmitButton>
                <QuietButton type="button" onClick={() => void sendCode()} disabled={sending}>
                  {t('settings.phone.resend')}
                </QuietButton>
              </Flex>
            </>
          )}
        </StackedForm>
      )}
    </SettingsSection>
  );
}
