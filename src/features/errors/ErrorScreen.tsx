import { chakra, Flex, Text } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { NotFoundCause } from '../../app/core/routeValidation';
import { PILL_ACTION_LOOK } from '../../ui/pillActionLook';

export interface ErrorScreenProps {
  /** HTTP-like status; null when unknown (shown like any non-404 error). */
  code: number | null;
  /** Other errors: the failed request's message; the default message is shown without one. */
  message?: string;
  /**
   * A 404's cause, shown under the 404 texts: 'Page Not Found: {path}' (route validation) or
   * 'Page not found: {path}' (unknown page). Callers leave it out for bots (only logged).
   */
  notFound?: NotFoundCause;
}

/** The error screen of spec.md section 2: 404 has its own wording, every other code the same. */
export function ErrorScreen({ code, message, notFound }: ErrorScreenProps) {
  const { t } = useTranslation();
  const is404 = code === 404;
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="4"
      maxW="40rem"
      mx="auto"
      px="4"
      py={{ base: '16', md: '24' }}
    >
      {code !== null && (
        <Text fontSize="sm" fontWeight="bold" letterSpacing="0.08em" color="fg.accent">
          {t('error.code', { code })}
        </Text>
      )}
      <chakra.h1 fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
        {is404 ? t('error.notFoundTitle') : t('error.title')}
      </chakra.h1>
      {is404 ? (
        <>
          <Text fontSize="lg">{t('error.notFoundText')}</Text>
          {notFound && (
            <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
              {t(notFound.reason === 'invalid-route' ? 'error.invalidRoute' : 'error.unknownPage', {
                path: notFound.path,
              })}
            </Text>
          )}
        </>
      ) : (
        <>
          <Text fontSize="lg">{message || t('error.defaultMessage')}</Text>
          <Text color="fg.muted">{t('error.retry')}</Text>
          <Text color="fg.muted">{t('error.apology')}</Text>
        </>
      )}
      {/* spec.md section 2: the button leaves the error behind and goes to '/'. */}
      <chakra.button
        type="button"
        onClick={() => void navigate('/')}
        cursor="pointer"
        mt="4"
        {...PILL_ACTION_LOOK}
      >
        {t('error.backHome')}
      </chakra.button>
    </Flex>
  );
}
