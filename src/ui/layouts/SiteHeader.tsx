import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import { useLocale } from '../../i18n/useLocale';
import { LanguageSwitch } from '../LanguageSwitch';
import { BrandLink } from '../BrandLink';
import { HeaderBar } from './HeaderBar';
import { HeaderMenu } from './HeaderMenu';
import { mainMenuLinks } from './siteLinks';
import { useSiteAccountSlot } from './siteAccountSlot';
import { ThemeSwitch } from '../ThemeSwitch';

export interface SiteHeaderProps {
  alternates: readonly LocaleAlternate[];
  /** The light menu of the home page (spec.md: "light menu, no menu items"). */
  lightMenu?: boolean;
  /**
   * What the signed-in app adds at the end of the header (the notification bell). Passed in,
   * so the static public pages do not carry the app's code. Without it, the public pages'
   * account controls (sign in / sign up, or the signed-in user's) from the site account slot.
   */
  actions?: ReactNode;
}

export function SiteHeader({ alternates, lightMenu = false, actions }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  // UI pages other than news exist only in the system locales: their links go to English.
  const uiLocale = uiLang ? 'en' : locale;
  const account = useSiteAccountSlot();
  return (
    <Box
      as="header"
      // The light menu sits on the home hero's colour, so the two read as one block.
      bg={lightMenu ? 'bg.accent' : 'bg.surface'}
      borderBottomWidth={lightMenu ? '0' : '1px'}
      borderColor="border"
    >
      <HeaderBar py="3" gap={{ base: '2', md: '6' }}>
        <BrandLink
          to={localePath(uiLocale, '/')}
          fontSize="xl"
          color="fg"
          aria-label={t('site.homeLink')}
          lang={uiLang}
        >
          <span>{t('site.name')}</span>
        </BrandLink>
        {!lightMenu && (
          <HeaderMenu
            aria-label={t('nav.main')}
            lang={uiLang}
            order={{ base: 3, lg: 0 }}
            w={{ base: 'full', lg: 'auto' }}
            items={mainMenuLinks(locale, !uiLang).map((link) => ({
              ...link,
              label: t(link.label),
            }))}
            gap={{ base: '1', md: '2' }}
            color="fg"
            accent="brand.fg"
          />
        )}
        <Flex ms="auto" align="center" gap={{ base: '2', md: '4' }} wrap="wrap" lang={uiLang}>
          <LanguageSwitch alternates={alternates} />
          <ThemeSwitch />
          {actions ?? account}
        </Flex>
      </HeaderBar>
    </Box>
  );
}
