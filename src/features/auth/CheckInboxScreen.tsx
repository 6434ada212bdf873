import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { Icon } from '../../ui/Icon';
import { AuthCard, AuthLink } from './AuthCard';

/**
 * After a recovery request: the guest-only page that needs ?email= (its guard sends visitors
 * without one to sign in). It never says whether the account exists.
 */
export function CheckInboxScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const email = new URLSearchParams(location.search).get('email')?.trim() ?? '';
  const [sending, setSending] = useState(false);
  const [demoOutbox, setDemoOutbox] = useState(false);

  // The demo keeps mail in an outbox the server offers only then: point to it if it is there.
  useEffect(() => {
    let current = true;
    stores.api.devOutbox.mail().then(
      () => current && setDemoOutbox(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [stores]);

  const resend = async () => {
    setSending(true);
    try {
      await stores.api.auth.recoverPassword(email);
      stores.toasts.success(t('auth.checkInbox.resent'));
    } catch {
      // Toasted by the client.
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.checkInbox.title')}
      footer={<AuthLink to={nav.pathTo('/auth/login/')}>{t('common.backToSignIn')}</AuthLink>}
    >
      <Stack gap="5">
        <Flex
          w="14"
          h="14"
          align="center"
          justify="center"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          aria-hidden="true"
        >
          <Icon name="mail" size={28} />
        </Flex>
        <Text>
          <Trans
            t={t}
            i18nKey="auth.checkInbox.text"
            values={{ email }}
            components={{ 1: <chakra.strong overflowWrap="anywhere" /> }}
          />
        </Text>
        <Text color="fg.muted">{t('auth.checkInbox.spam')}</Text>
        {demoOutbox && (
          <FormAlert tone="info">
            {t('auth.checkInbox.demoOutbox')}{' '}
            <AuthLink to={nav.pathTo('/dev/outbox/')}>{t('devOutbox.title')}</AuthLink>
          </FormAlert>
        )}
        <SecondaryButton type="button" onClick={() => void resend()} disabled={sending}>
          {sending ? t('common.pleaseWait') : t('auth.checkInbox.resend')}
        </SecondaryButton>
      </Stack>
    </AuthCard>
  );
}
