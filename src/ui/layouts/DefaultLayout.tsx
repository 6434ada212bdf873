import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LocaleAlternate } from '../../i18n/alternates';
import { useLocale } from '../../i18n/useLocale';
import type { ColorMode } from '../colorMode/colorMode';
import { useForcedColorMode } from '../colorMode/ColorModeProvider';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface DefaultLayoutProps {
  children: ReactNode;
  /** This page in other locales, for the language switch. */
  alternates?: readonly LocaleAlternate[];
  lightMenu?: boolean;
  /** A page may force light or dark, never system (spec.md section 3). */
  forcedColorMode?: ColorMode;
  /** The signed-in app's header additions (see SiteHeader). */
  headerActions?: ReactNode;
}

export function DefaultLayout({
  children,
  alternates = [],
  lightMenu,
  forcedColorMode,
  headerActions,
}: DefaultLayoutProps) {
  const { uiLang } = useLocale();
  useForcedColorMode(forcedColorMode);
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink lang={uiLang} />
      <SiteHeader alternates={alternates} lightMenu={lightMenu} actions={headerActions} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
