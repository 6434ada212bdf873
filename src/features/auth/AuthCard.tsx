import { Box, Flex, Text } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { appAlternates } from '../../app/core/appAlternates';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { BrandLink } from '../../ui/BrandLink';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { PageTitle } from '../../ui/PageTitle';

/** The frame of the sign-in screens (empty layout): brand, language, a card and a footer line. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  return (
    <Box>
      <Flex justify="space-between" align="center" gap="4" mb="6" wrap="wrap">
        <BrandLink
          to={localePath(locale, '/')}
          fontSize="xl"
          color="fg"
          aria-label={t('site.homeLink')}
        >
          <span>{t('site.name')}</span>
        </BrandLink>
        <LanguageSwitch alternates={appAlternates(location.pathname, location.search)} />
      </Flex>
      <Box
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        borderRadius="2xl"
        boxShadow="card"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
      >
        <PageTitle title={title} intro={intro} />
        <Box mt="6">{children}</Box>
      </Box>
      {footer && (
        <Text textAlign="center" mt="6" color="fg.muted">
          {footer}
        </Text>
      )}
    </Box>
  );
}

/** An underlined text link for the auth screens. */
export function AuthLink({
  to,
  children,
  onClick,
}: {
  to: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <AppLink
      to={to}
      onClick={onClick}
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
    >
      {children}
    </AppLink>
  );
}
