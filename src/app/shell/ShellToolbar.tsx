import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { useStores } from '../../stores/StoreProvider';
import { AppHomeLink } from './AppHomeLink';
import { PreferencesMenu } from './PreferencesMenu';
import { SectionMenuButton } from './SectionMenuButton';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { PetSwitcher } from '../../features/pets/PetSwitcher';

/**
 * The bar above the page. On phones it carries what the sidebar carries from tablet width up
 * (logo, section menu, preferences and account menus); from tablet width up it names the site
 * and the section, and a route may leave it out.
 */
export const ShellToolbar = observer(function ShellToolbar() {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  const phone = !sidebar.isNotMobile;
  const section = sidebar.activeItem;
  return (
    <Box as="header" bg="bg.surface" borderBottomWidth="1px" borderColor="border">
      <Flex align="center" gap="3" px={{ base: '3', md: '6' }} py="2" minH="14">
        {phone && <SectionMenuButton />}
        <AppHomeLink />
        {!phone && section && (
          <Box
            as="p"
            color="fg.muted"
            fontSize="sm"
            ps="3"
            borderStartWidth="1px"
            borderColor="border"
          >
            {t(section.title)}
          </Box>
        )}
        <Box ms="auto">
          <PetSwitcher />
        </Box>
        {phone && (
          // The end section: notifications, preferences and the account menu.
          <Flex align="center" gap="2" data-shell-end="">
            <NotificationBell />
            <PreferencesMenu />
            <AccountMenu />
          </Flex>
        )}
      </Flex>
    </Box>
  );
});
