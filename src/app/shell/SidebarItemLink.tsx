import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useAppNavigation } from '../core/AppEnvironment';
import type { SidebarItem } from './sidebarItems';

/**
 * One sidebar item: icon over its name. The item of the current section is marked with
 * aria-current; a dot (and the word "new" for screen readers) flags new content behind it.
 */
export const SidebarItemLink = observer(function SidebarItemLink({
  item,
  compact = false,
}: {
  item: SidebarItem;
  /** The phone's bottom bar: smaller text. */
  compact?: boolean;
}) {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  const nav = useAppNavigation();
  const active = sidebar.activeItem?.id === item.id;
  const fresh = sidebar.hasNewContent(item.id);
  return (
    <AppLink
      to={nav.pathTo(item.to)}
      aria-current={active ? 'page' : undefined}
      onClick={() => {
        // Beside the page (extra large) the item's sub-sidebar opens with it.
        if (sidebar.isXl && item.subSidebar) sidebar.select(item.id);
      }}
      position="relative"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1"
      px="1.5"
      py="2"
      minH="12"
      borderRadius="lg"
      textAlign="center"
      fontSize="xs"
      lineHeight="short"
      fontWeight={active ? 'semibold' : 'medium'}
      bg={active ? 'brand.subtle' : 'transparent'}
      color={active ? 'brand.fg' : 'fg'}
      _hover={{ bg: active ? 'brand.subtle' : 'bg.subtle' }}
    >
      <Box position="relative" display="inline-flex">
        <Icon name={item.icon} size={compact ? 20 : 22} />
        {fresh && (
          <chakra.span
            data-testid="new-content-dot"
            position="absolute"
            top="-0.5"
            insetEnd="-1"
            w="2"
            h="2"
            borderRadius="full"
            bg="fg.accent"
            aria-hidden="true"
          />
        )}
      </Box>
      <span>{t(item.title)}</span>
      {fresh && <VisuallyHidden>{` (${t('shell.nav.newContent')})`}</VisuallyHidden>}
    </AppLink>
  );
});
