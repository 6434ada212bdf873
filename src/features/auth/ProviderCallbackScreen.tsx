import { Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthProvider } from '@contract/authProviders';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { FormAlert } from '../../ui/forms/FormAlert';
import { AuthCard, AuthLink } from './AuthCard';
import { PROVIDER_NAMES } from './authProviders';
import { enterApp } from './landing';
import { takeReturnTo } from './returnTo';

type Status = 'working' | 'cancelled' | 'refused' | 'failed';

/** What providers answer when the visitor cancels (OAuth 2.0; Sign in with Apple's own code). */
const CANCELLED_ERRORS = ['access_denied', 'user_cancelled_authorize'];

const MESSAGES = {
  cancelled: 'auth.callback.cancelled',
  refused: 'auth.callback.refused',
  failed: 'auth.callback.failed',
} as const;

/**
 * /auth/:provider/callback: the provider sent the visitor back with ?code and ?state; the API
 * exchanges them for our token (method = the provider). Codes work once, so the exchange runs
 * once even if React runs the effect twice.
 */
export function ProviderCallbackScreen({ params, location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { analytics } = useAppEnvironment();
  const provider = isAuthProvider(params.provider) ? params.provider : 'google';
  const name = PROVIDER_NAMES[provider];
  const [status, setStatus] = useState<Status>('working');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    const state = query.get('state');
    const error = query.get('error');
    if (error || !code || !state) {
      // No code and no error: a visitor who came back another way; treat it as not signed in.
      setStatus(error && !CANCELLED_ERRORS.includes(error) ? 'refused' : 'cancelled');
      return;
    }
    stores.auth.loginWithProvider(provider, code, state).then(
      async () => {
        analytics.track('login', { method: provider });
        await enterApp(stores, nav, takeReturnTo(), { replace: true });
      },
      () => setStatus('failed'),
    );
  }, [stores, provider, location.search, nav, analytics]);

  return (
    <AuthCard title={t('auth.callback.title')}>
      {status === 'working' ? (
        <Flex align="center" gap="3" role="status">
          <Text>{t('auth.callback.working', { provider: name })}</Text>
        </Flex>
      ) : (
        <Stack gap="4">
          <FormAlert>{t(MESSAGES[status], { provider: name })}</FormAlert>
          <AuthLink to={nav.pathTo('/auth/login/')}>{t('auth.callback.tryAgain')}</AuthLink>
        </Stack>
      )}
    </AuthCard>
  );
}
