import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthProvider } from '@contract/authProviders';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { PROVIDER_NAMES } from './authProviders';
import { rememberReturnTo } from './returnTo';

const MARKS: Record<AuthProvider, { bg: string; fg: string; letter: string }> = {
  google: { bg: '#ffffff', fg: '#1a73e8', letter: 'G' },
  apple: { bg: '#000000', fg: '#ffffff', letter: '' },
  facebook: { bg: '#1877f2', fg: '#ffffff', letter: 'f' },
};

function ProviderMark({ provider }: { provider: AuthProvider }) {
  const mark = MARKS[provider];
  return (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="6"
      h="6"
      borderRadius="full"
      borderWidth={provider === 'google' ? '1px' : '0'}
      borderColor="border"
      fontWeight="bold"
      fontSize="sm"
      style={{ background: mark.bg, color: mark.fg }}
    >
      {provider === 'apple' ? (
        <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8A4.7 4.7 0 0 0 4.2 9.5c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
        </svg>
      ) : (
        mark.letter
      )}
    </chakra.span>
  );
}

/**
 * Sign-in through Google, Apple or Facebook: the API gives the provider's sign-in page, which
 * returns to /auth/{provider}/callback/ in the current locale. Only the providers the API says
 * it is configured for are offered (`GET auth/providers`); with none, the section is not shown.
 */
export const ProviderButtons = observer(function ProviderButtons({
  returnTo,
}: {
  returnTo: string | null;
}) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const [busy, setBusy] = useState<AuthProvider | null>(null);
  useEffect(() => {
    void stores.auth.loadProviders();
  }, [stores]);
  const providers = stores.auth.providers ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: AuthProvider) => {
    setBusy(provider);
    try {
      rememberReturnTo(returnTo);
      const url = await stores.api.auth.providerSignInUrl(
        provider,
        nav.pathTo(`/auth/${provider}/callback/`),
      );
      nav.assign(url);
    } catch {
      // The toast says what went wrong; the buttons are usable again.
      setBusy(null);
    }
  };

  return (
    <Box mt="6">
      <Flex align="center" gap="3" mb="4" aria-hidden="true">
        <Box flex="1" h="1px" bg="border" />
        <Text fontSize="sm" color="fg.muted">
          {t('auth.providers.divider')}
        </Text>
        <Box flex="1" h="1px" bg="border" />
      </Flex>
      <Flex
        as="ul"
        direction="column"
        gap="2.5"
        listStyleType="none"
        aria-label={t('auth.providers.label')}
      >
        {providers.map((provider) => (
          <li key={provider}>
            <SecondaryButton
              type="button"
              w="full"
              disabled={busy !== null}
              aria-busy={busy === provider || undefined}
              onClick={() => void start(provider)}
            >
              <ProviderMark provider={provider} />
              {t('auth.providers.continueWith', { provider: PROVIDER_NAMES[provider] })}
            </SecondaryButton>
          </li>
        ))}
      </Flex>
    </Box>
  );
});
