import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../AppLink';
import { LanguageSwitch } from '../LanguageSwitch';
import { BrandLink } from '../BrandLink';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { ThemeSwitch } from '../ThemeSwitch';
import { HeaderBar } from './HeaderBar';
import { HeaderMenu, type HeaderMenuItem } from './HeaderMenu';
import { SiteFooter } from './SiteFooter';
import { TEXT_LINK_LOOK } from '../textLinkLook';

export type VetMenuItem = HeaderMenuItem;

export interface VetLayoutProps {
  children: ReactNode;
  alternates?: readonly LocaleAlternate[];
  /** The signed-in vet area's own entries, before the public ones. */
  menu?: readonly VetMenuItem[];
  /** Beside the language and theme switches: the notification bell and the account menu. */
  actions?: ReactNode;
}

/**
 * The vet layout (spec.md section 2): pages for veterinary providers, under a header of their own
 * in the brand colour with the clinic menu, so a clinic knows it is in the professional area.
 */
export function VetLayout({ children, alternates = [], menu: own = [], actions }: VetLayoutProps) {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  const ui = uiLang ? 'en' : locale;
  const menu = [
    ...own,
    { label: t('pages.vetOverview'), to: localePath(ui, '/vet/') },
    { label: t('nav.providersTerms'), to: localePath(ui, '/providers-terms-of-use/') },
    { label: t('nav.contact'), to: `${localePath(ui, '/contact/')}?topic=clinics` },
  ];
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink lang={uiLang} />
      <Box as="header" lang={uiLang}>
        <Box bg="bg.surface" borderBottomWidth="1px" borderColor="border">
          <HeaderBar py="1.5" gap="4" justify="flex-end" fontSize="sm">
            <AppLink to={localePath(ui, '/')} me="auto" {...TEXT_LINK_LOOK}>
              {t('pages.vetForKeepers')}
            </AppLink>
            <LanguageSwitch alternates={alternates} />
            <ThemeSwitch />
            {actions}
          </HeaderBar>
        </Box>
        <Box bg="brand.solid" color="brand.contrast">
          <HeaderBar py="3" gap={{ base: '3', md: '8' }}>
            <BrandLink to={localePath(ui, '/vet/')} ringed fontSize="xl" color="brand.contrast">
              <span>{t('pages.vetAreaName')}</span>
            </BrandLink>
            <HeaderMenu
              aria-label={t('nav.main')}
              items={menu}
              gap={{ base: '1', md: '3' }}
              color="brand.contrast"
            />
          </HeaderBar>
        </Box>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
