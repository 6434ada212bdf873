import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../AppLink';
import { LanguageSwitch } from '../LanguageSwitch';
import { Logo } from '../Logo';
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
      <Flex
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="3"
        gap={{ base: '2', md: '6' }}
        align="center"
        wrap="wrap"
      >
        <AppLink
          to={localePath(uiLocale, '/')}
          display="flex"
          alignItems="center"
          gap="2"
          fontWeight="bold"
          fontSize="xl"
          color="fg"
          aria-label={t('site.homeLink')}
          lang={uiLang}
        >
          <Logo />
          <span>{t('site.name')}</span>
        </AppLink>
        {!lightMenu && (
          <chakra.nav
            aria-label={t('nav.main')}
            lang={uiLang}
            order={{ base: 3, lg: 0 }}
            w={{ base: 'full', lg: 'auto' }}
          >
            <Flex as="ul" listStyleType="none" gap={{ base: '1', md: '2' }} wrap="wrap">
              {mainMenuLinks(locale, !uiLang).map((link) => (
                <li key={link.to}>
                  <AppLink
                    to={link.to}
                    display="inline-block"
                    px="2"
                    py="1.5"
                    borderRadius="md"
                    color="fg"
                    fontWeight="medium"
                    _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
                    css={{
                      '&[aria-current=page]': {
                        color: 'brand.fg',
                        textDecoration: 'underline',
                        textUnderlineOffset: '4px',
                      },
                    }}
                  >
                    {t(link.label)}
                  </AppLink>
                </li>
              ))}
            </Flex>
          </chakra.nav>
        )}
        <Flex ms="auto" align="center" gap={{ base: '2', md: '4' }} wrap="wrap" lang={uiLang}>
          <LanguageSwitch alternates={alternates} />
          <ThemeSwitch />
          {actions ?? account}
        </Flex>
      </Flex>
    </Box>
  );
}
