import { Box, chakra, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { Logo } from '../../ui/Logo';
import { useAppNavigation } from '../core/AppEnvironment';
import { PreferencesMenu } from './PreferencesMenu';
import { SectionMenuButton } from './SectionMenuButton';
import { SidebarItemLink } from './SidebarItemLink';
import { NotificationBell } from '../../features/notifications/NotificationBell';

/**
 * The sidebar from tablet width up: logo, the visible items, the section menu button, and at
 * the end the preferences and account menus.
 */
export const SidebarRail = observer(function SidebarRail() {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  const nav = useAppNavigation();
  return (
    <Flex
      as="aside"
      direction="column"
      align="stretch"
      gap="4"
      w="6.5rem"
      flexShrink={0}
      px="2"
      py="4"
      position="sticky"
      top="0"
      h="100vh"
      bg="bg.surface"
      borderEndWidth="1px"
      borderColor="border"
      zIndex="20"
    >
      <AppLink
        to={nav.pathTo('/')}
        display="flex"
        justifyContent="center"
        py="1"
        color="fg"
        aria-label={t('shell.nav.home')}
      >
        <Logo />
      </AppLink>
      {sidebar.visibleItems.length > 0 && (
        <chakra.nav aria-label={t('shell.nav.main')}>
          <Flex as="ul" direction="column" gap="1" listStyleType="none">
            {sidebar.visibleItems.map((item) => (
              <li key={item.id}>
                <SidebarItemLink item={item} />
              </li>
            ))}
          </Flex>
        </chakra.nav>
      )}
      <Flex justify="center">
        <SectionMenuButton />
      </Flex>
      {/* The end section: notifications, preferences and the account menu. */}
      <Flex mt="auto" direction="column" align="center" gap="2" data-shell-end="">
        <NotificationBell variant="rail" />
        <PreferencesMenu variant="rail" />
        <AccountMenu variant="rail" />
      </Flex>
      <Box />
    </Flex>
  );
});
