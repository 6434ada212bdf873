import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameRole } from '@contract/roles';
import type { Role } from '@contract/schemas/auth';
import { LOGIN_PATH, PERSONAL_INFO_PATH, roleHome } from '../../app/core/appPaths';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { DisclosurePanelBox, PANEL_ITEM_LOOK } from '../../ui/DisclosurePanelBox';
import { useDisclosurePanel } from '../../ui/useDisclosurePanel';
import { DisclosureTrigger } from '../../ui/DisclosureTrigger';

// The panel's rows, a little taller and bolder: few of them, each a place to go.
const itemStyles = { ...PANEL_ITEM_LOOK, py: '2.5', fontWeight: 'medium' } as const;

export interface AccountMenuProps {
  /**
   * 'header': the name on the button, the panel below it. 'compact': the same without the name
   * (the public pages' header, already full: the button's label still names the account).
   * 'rail': an icon button at the foot of the dashboard sidebar, the panel opening beside it.
   */
  variant?: 'header' | 'compact' | 'rail';
}

/**
 * The account menu: who is signed in, their settings and sign out. A disclosure (button + panel
 * of links) rather than an ARIA menu: it holds links, and Tab moves through them.
 */
export const AccountMenu = observer(function AccountMenu({ variant = 'header' }: AccountMenuProps) {
  const rail = variant === 'rail';
  const nameShown = variant === 'header';
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const disclosure = useDisclosurePanel();
  const { open, setOpen, panelId, root } = disclosure;
  const [signingOut, setSigningOut] = useState(false);
  const user = stores.auth.user;

  if (!user) return null;
  const active = stores.roles.activeFor(user.roles);

  const switchRole = async (role: Role) => {
    setOpen(false);
    if (active && sameRole(role, active)) return;
    stores.switchRole(role);
    stores.toasts.show({
      type: 'info',
      message: t('vets.roles.switched', { role: roleLabel(role) }),
    });
    // The keeper's app opens on the pet's overview; the vet area on its patients.
    await nav.go(role.name === 'pet-keeper' ? '/dashboard/' : roleHome(role.name));
  };

  const roleLabel = (role: Role): string => {
    switch (role.name) {
      case 'pet-keeper':
        return t('vets.roles.keeper');
      case 'vet':
        return t('vets.roles.vetAt', {
          clinic:
            role.medical_entity_name ??
            t('vets.roles.clinicNumber', { id: role.medical_entity_id }),
        });
      case 'admin':
        return t('vets.roles.admin');
      default:
        return t('vets.roles.superAdmin');
    }
  };
  // Plans and receipts belong to the pet-keeper role (the API answers other roles 403).
  const keeper = active?.name === 'pet-keeper';

  const signOut = async () => {
    setSigningOut(true);
    await stores.signOut();
    stores.toasts.show({ type: 'info', message: t('auth.account.signedOut') });
    await nav.go(LOGIN_PATH);
  };

  return (
    <Box position="relative" ref={root}>
      <DisclosureTrigger
        disclosure={disclosure}
        aria-label={t('auth.account.menu', { name: user.name })}
        gap="2"
        px="3"
        py="1.5"
      >
        <Icon name="user" size={18} />
        {!rail && (
          <>
            {/* Narrow phones: the icon alone (the label names the account), so the toolbar with
                the pet switcher and the bell fits without scrolling sideways. */}
            {nameShown && (
              <chakra.span
                maxW="10rem"
                overflow="hidden"
                textOverflow="ellipsis"
                whiteSpace="nowrap"
                display={{ base: 'none', sm: 'inline' }}
              >
                {user.name}
              </chakra.span>
            )}
            <Icon name="chevron-down" size={16} />
          </>
        )}
      </DisclosureTrigger>
      <DisclosurePanelBox id={panelId} open={open} rail={rail} w="16rem" p="2">
        <Box px="3" py="2" mb="1" borderBottomWidth="1px" borderColor="border">
          <Text fontSize="xs" color="fg.muted">
            {t('auth.account.signedInAs')}
          </Text>
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {user.email}
          </Text>
        </Box>
        {user.roles.length > 1 && (
          <Box mb="1" pb="1" borderBottomWidth="1px" borderColor="border">
            <Text id={`${panelId}-roles`} px="3" pt="1" fontSize="xs" color="fg.muted">
              {t('vets.roles.actingAs')}
            </Text>
            <Flex
              as="ul"
              direction="column"
              listStyleType="none"
              gap="0.5"
              aria-labelledby={`${panelId}-roles`}
            >
              {user.roles.map((role) => {
                const current = active !== null && sameRole(role, active);
                return (
                  <li key={`${role.name}:${role.medical_entity_id ?? ''}`}>
                    <chakra.button
                      type="button"
                      aria-pressed={current}
                      onClick={() => void switchRole(role)}
                      {...itemStyles}
                      bg={current ? 'brand.subtle' : 'transparent'}
                    >
                      <Icon name={current ? 'check-circle' : 'user'} size={18} />
                      <chakra.span overflowWrap="anywhere">{roleLabel(role)}</chakra.span>
                    </chakra.button>
                  </li>
                );
              })}
            </Flex>
          </Box>
        )}
        <Flex as="ul" direction="column" listStyleType="none" gap="0.5">
          <li>
            <AppLink
              to={nav.pathTo(PERSONAL_INFO_PATH)}
              onClick={() => setOpen(false)}
              {...itemStyles}
            >
              <Icon name="user" size={18} />
              {t('auth.account.personalInfo')}
            </AppLink>
          </li>
          <li>
            <AppLink
              to={nav.pathTo('/settings/preferences/')}
              onClick={() => setOpen(false)}
              {...itemStyles}
            >
              <Icon name="settings" size={18} />
              {t('auth.account.preferences')}
            </AppLink>
          </li>
          {keeper && (
            <li>
              <AppLink
                to={nav.pathTo('/my-pets/subscription/')}
                onClick={() => setOpen(false)}
                {...itemStyles}
              >
                <Icon name="check-circle" size={18} />
                {t('commerce.menu.subscription')}
              </AppLink>
            </li>
          )}
          {keeper && (
            <li>
              <AppLink
                to={nav.pathTo('/settings/receipts/')}
                onClick={() => setOpen(false)}
                {...itemStyles}
              >
                <Icon name="file-text" size={18} />
                {t('commerce.menu.receipts')}
              </AppLink>
            </li>
          )}
          <li>
            <AppLink
              to={nav.pathTo('/settings/your-data/')}
              onClick={() => setOpen(false)}
              {...itemStyles}
            >
              <Icon name="lock" size={18} />
              {t('keeperData.title')}
            </AppLink>
          </li>
          <li>
            <chakra.button
              type="button"
              onClick={() => void signOut()}
              disabled={signingOut}
              {...itemStyles}
              bg="transparent"
            >
              <Icon name="log-out" size={18} />
              {t('auth.account.signOut')}
            </chakra.button>
          </li>
        </Flex>
      </DisclosurePanelBox>
    </Box>
  );
});
