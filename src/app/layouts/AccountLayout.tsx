import { Box, Flex } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { SettingsNav } from '../../features/settings/SettingsNav';
import { localePath } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { SiteFooter } from '../../ui/layouts/SiteFooter';
import { Logo } from '../../ui/Logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { ThemeSwitch } from '../../ui/ThemeSwitch';
import { appAlternates } from '../appAlternates';

/**
 * The signed-in pages of this issue (settings): header with the account menu, the settings
 * navigation beside (or, on phones, above) the page. The dashboard layout with the full sidebar
 * comes with the dashboard.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Box as="header" bg="bg.surface" borderBottomWidth="1px" borderColor="border">
        <Flex
          maxW="content"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py="3"
          gap="4"
          align="center"
          wrap="wrap"
        >
          <AppLink
            to={localePath(locale, '/')}
            display="flex"
            alignItems="center"
            gap="2"
            fontWeight="bold"
            fontSize="xl"
            color="fg"
            aria-label={t('site.homeLink')}
          >
            <Logo />
            <span>{t('site.name')}</span>
          </AppLink>
          <Flex ms="auto" align="center" gap={{ base: '2', md: '4' }} wrap="wrap">
            <LanguageSwitch alternates={appAlternates(location.pathname)} />
            <ThemeSwitch />
            <NotificationBell />
            <AccountMenu />
          </Flex>
        </Flex>
      </Box>
      <Flex
        flex="1"
        w="full"
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '6', md: '10' }}
        gap={{ base: '6', md: '10' }}
        direction={{ base: 'column', md: 'row' }}
        align="flex-start"
      >
        <SettingsNav />
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          w="full"
          _focus={{ outline: 'none' }}
        >
          {children}
        </Box>
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
