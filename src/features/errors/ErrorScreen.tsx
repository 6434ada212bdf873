import { chakra, Flex, Text } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localePath, type Locale } from '@contract/locales';

export interface ErrorScreenProps {
  /** HTTP-like status; null when unknown (shown like any non-404 error). */
  code: number | null;
  locale: Locale;
  /** A message from the failed request; the default message is shown without one. */
  message?: string;
  /** For a 404: the technical line, e.g. 'Page Not Found: /error/abc/' (route validation). */
  detail?: string;
}

/** The error screen of spec.md section 2: 404 has its own wording, every other code the same. */
export function ErrorScreen({ code, locale, message, detail }: ErrorScreenProps) {
  const { t } = useTranslation();
  const notFound = code === 404;
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
        {notFound ? t('error.notFoundTitle') : t('error.title')}
      </chakra.h1>
      {notFound ? (
        <>
          <Text fontSize="lg">{t('error.notFoundText')}</Text>
          {detail && (
            <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
              {detail}
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
      {/* A button, as in spec.md: it leaves the error behind and goes to the locale's home. */}
      <chakra.button
        type="button"
        onClick={() => void navigate(localePath(locale, '/'))}
        cursor="pointer"
        mt="4"
        display="inline-flex"
        alignItems="center"
        px="6"
        py="3"
        borderRadius="full"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="semibold"
        _hover={{ bg: 'brand.solidHover' }}
      >
        {t('error.backHome')}
      </chakra.button>
    </Flex>
  );
}
