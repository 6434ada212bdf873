import { chakra, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { BOTTOM_BAR_HEIGHT_VAR } from '../../ui/layouts/bottomBarHeight';
import { SidebarItemLink } from './SidebarItemLink';

/**
 * On phones the sidebar items become a bar at the bottom of the screen: the last piece of the
 * layout's column, held at the bottom of the viewport while the page scrolls above it. Its height
 * (labels wrap, safe areas differ) is published as a CSS variable.
 */
export const BottomNav = observer(function BottomNav() {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  const items = sidebar.visibleItems;
  const ref = useRef<HTMLElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    const nav = ref.current;
    if (!shown || !nav || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${nav.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(nav);
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <chakra.nav
      ref={ref}
      aria-label={t('shell.nav.main')}
      position="sticky"
      bottom="0"
      flexShrink={0}
      zIndex="20"
      bg="bg.surface"
      borderTopWidth="1px"
      borderColor="border"
      px="1"
      pt="1"
      pb="calc(0.25rem + env(safe-area-inset-bottom))"
    >
      <Flex as="ul" listStyleType="none" justify="space-around" gap="1">
        {items.map((item) => (
          <chakra.li key={item.id} flex="1" minW="0">
            <SidebarItemLink item={item} compact />
          </chakra.li>
        ))}
      </Flex>
    </chakra.nav>
  );
});
