import { Box, chakra, Flex } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useLocale } from '../../i18n/useLocale';
import { TabLinks } from '../../ui/TabLinks';
import type { ColorMode } from '../../ui/colorMode/colorMode';
import { useForcedColorMode } from '../../ui/colorMode/ColorModeProvider';
import { SiteFooter } from '../../ui/layouts/SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { useAppNavigation } from '../core/AppEnvironment';
import { AFFILIATE_JOIN_PATH } from '../core/appPaths';
import { AppHomeLink } from '../shell/AppHomeLink';
import { PreferencesMenu } from '../shell/PreferencesMenu';
import { sidebarPath } from '../core/shell/sidebarPaths';

const PAGES = [
  { to: AFFILIATE_JOIN_PATH, title: 'affiliate.layout.overview' },
  { to: '/affiliate-program/join/how-it-works/', title: 'affiliate.layout.howItWorks' },
] as const;

/**
 * The join-affiliate layout (spec.md section 2): the programme's own pages for a keeper deciding
 * to become a partner — a header in the brand colour naming the programme, its two pages as
 * tabs, the notification bell (decisions arrive there), preferences and the account menu, and
 * the site's footer. No sidebar: these pages speak to keepers who are not affiliates yet.
 */
export function JoinAffiliateLayout({
  children,
  forcedColorMode,
}: {
  children: ReactNode;
  forcedColorMode?: ColorMode;
}) {
  const { t } = useTranslation('app');
  const { uiLang } = useLocale();
  const nav = useAppNavigation();
  const { pathname } = useLocation();
  useForcedColorMode(forcedColorMode);
  const here = sidebarPath(pathname);
  return (
    <Flex direction="column" minH="100vh" data-layout="join-affiliate">
      <SkipLink lang={uiLang} />
      <Box as="header" bg="brand.solid" color="brand.contrast">
        <Flex
          maxW="content"
          mx="auto"
          px={{ base: '3', md: '6' }}
          py="2"
          gap="3"
          align="center"
          minH="14"
        >
          <AppHomeLink onBrand />
          <chakra.p
            fontWeight="semibold"
            ps="3"
            borderStartWidth="1px"
            borderColor="currentColor"
            minW="0"
            overflow="hidden"
            textOverflow="ellipsis"
            whiteSpace="nowrap"
          >
            {t('affiliate.layout.programme')}
          </chakra.p>
          <Flex
            ms="auto"
            align="center"
            gap="2"
            data-shell-end=""
            bg="bg.surface"
            color="fg"
            borderRadius="full"
            px="1"
            py="0.5"
          >
            <NotificationBell />
            <PreferencesMenu />
            <AccountMenu />
          </Flex>
        </Flex>
        <TabLinks
          label={t('affiliate.layout.pages')}
          maxW="content"
          mx="auto"
          listProps={{ px: { base: '3', md: '6' }, gap: '1' }}
          links={PAGES.map((page) => ({
            to: nav.pathTo(page.to),
            label: t(page.title),
            current: here === page.to.replace(/\/$/, ''),
          }))}
          look={(current) => ({
            py: '2',
            borderTopRadius: 'lg',
            color: current ? 'fg' : 'brand.contrast',
            bg: current ? 'bg' : 'transparent',
            _hover: { textDecoration: current ? undefined : 'underline' },
          })}
        />
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Box maxW="content" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
          {children}
        </Box>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
