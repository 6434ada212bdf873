import { chakra, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { SidebarItemLink } from './SidebarItemLink';

/**
 * On phones the sidebar items become a bar at the bottom of the screen: the last piece of the
 * layout's column, held at the bottom of the viewport while the page scrolls above it.
 */
export const BottomNav = observer(function BottomNav() {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  const items = sidebar.visibleItems;
  if (items.length === 0) return null;
  return (
    <chakra.nav
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
