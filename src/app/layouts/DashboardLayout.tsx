import { Box, Flex } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import type { ColorMode } from '../../ui/colorMode/colorMode';
import { useForcedColorMode } from '../../ui/colorMode/ColorModeProvider';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import type { DashboardLayoutOptions } from '../core/routeTypes';
import { BottomNav } from '../shell/BottomNav';
import { ShellToolbar } from '../shell/ShellToolbar';
import { SidebarRail } from '../shell/SidebarRail';
import { sidebarPath } from '../core/shell/sidebarPaths';
import { SubSidebarPanel } from '../shell/SubSidebarPanel';
import { useSidebarPrefetch } from '../shell/useSidebarPrefetch';

/** spec.md section 2: these pages never overflow the viewport (they scroll inside). */
export const NO_OVERFLOW_PATHS: readonly string[] = [
  '/si',
  '/si/image-analysis',
  '/si/image-analysis/new',
  '/my-pets/create',
];

export interface DashboardLayoutProps {
  children: ReactNode;
  options?: DashboardLayoutOptions;
  forcedColorMode?: ColorMode;
  /** The page inside is still resolving (its skeleton shows): the sidebar prefetch waits. */
  pagePending?: boolean;
}

/**
 * The signed-in layout: the sidebar (a rail from tablet width up, a bottom bar on phones), the
 * sub-sidebar of the current section, a toolbar, and the page.
 */
export const DashboardLayout = observer(function DashboardLayout({
  children,
  options = {},
  forcedColorMode,
  pagePending = false,
}: DashboardLayoutProps) {
  const { sidebar } = useStores();
  const { uiLang } = useLocale();
  const { pathname } = useLocation();
  useForcedColorMode(forcedColorMode);
  useSidebarPrefetch(sidebar, !pagePending);
  // After each page load (spec.md section 2): once the page is shown, when the user is known, not
  // while the shell waits around its skeleton (the sub-sidebar opens only for a signed-in user).
  useEffect(() => {
    if (!pagePending) sidebar.syncWithPath(pathname);
  }, [sidebar, pathname, pagePending]);

  const phone = !sidebar.isNotMobile;
  const noOverflow = options.noOverflow || NO_OVERFLOW_PATHS.includes(sidebarPath(pathname));
  const toolbar = phone || options.toolbar !== false;
  const bottomBar = phone && sidebar.visibleItems.length > 0;
  return (
    <Flex
      minH="100vh"
      {...(noOverflow ? { h: '100dvh', overflow: 'hidden' } : {})}
      data-layout="dashboard"
    >
      <SkipLink lang={uiLang} />
      {!phone && <SidebarRail />}
      <SubSidebarPanel />
      <Flex direction="column" flex="1" minW="0">
        {toolbar && <ShellToolbar />}
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          minH="0"
          _focus={{ outline: 'none' }}
          overflowX={options.horizontalScroll ? 'auto' : undefined}
          overflowY={noOverflow ? 'auto' : undefined}
        >
          <Box
            maxW={options.horizontalScroll ? undefined : 'content'}
            mx="auto"
            px={{ base: '4', md: '8' }}
            py={{ base: '6', md: '10' }}
          >
            {children}
          </Box>
        </Box>
        {/* In the column's flow (sticky, not fixed): the page above ends where the bar begins,
            however tall its labels make it. */}
        {bottomBar && <BottomNav />}
      </Flex>
    </Flex>
  );
});
