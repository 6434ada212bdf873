import { Box, chakra, Flex, Heading } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartCount } from '../../features/commerce/CartCount';
import { CART_PATH } from '../../features/commerce/commercePaths';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useAppNavigation } from '../core/AppEnvironment';
import { SECTION_MENU_BUTTON_ID, SUB_SIDEBAR_ID } from './SectionMenuButton';
import { sidebarPath } from '../core/shell/sidebarPaths';

/**
 * The open sub-sidebar. On extra large screens it sits beside the page and stays open; below,
 * it lies over the page like a drawer: focus moves into it, Escape, a click outside or following
 * a link closes it, and focus goes back to the section menu button.
 */
export const SubSidebarPanel = observer(function SubSidebarPanel() {
  const { t } = useTranslation('app');
  const { sidebar } = useStores();
  const nav = useAppNavigation();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const sub = sidebar.openSubSidebar;
  const overlay = !sidebar.isXl;
  const openId = sub?.id ?? null;

  useEffect(() => {
    if (!openId || !overlay) return;
    heading.current?.focus();
    const returnFocus = () => document.getElementById(SECTION_MENU_BUTTON_ID)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      sidebar.close();
      returnFocus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      const button = document.getElementById(SECTION_MENU_BUTTON_ID);
      if (!panel.current?.contains(target) && !button?.contains(target)) sidebar.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openId, overlay, sidebar]);

  if (!sub || sub.links.length === 0) return null;
  const current = sidebarPath(location.pathname);
  return (
    <chakra.nav
      ref={panel}
      id={SUB_SIDEBAR_ID}
      aria-labelledby={`${SUB_SIDEBAR_ID}-title`}
      flexShrink={0}
      w="16rem"
      bg="bg.surface"
      borderEndWidth="1px"
      borderColor="border"
      px="3"
      py="5"
      {...(overlay
        ? {
            position: 'fixed',
            top: '0',
            bottom: '0',
            insetStart: { base: '0', md: '6.5rem' },
            zIndex: '30',
            boxShadow: 'toast',
            overflowY: 'auto',
          }
        : { position: 'sticky', top: '0', h: '100vh', overflowY: 'auto' })}
    >
      <Flex align="center" justify="space-between" gap="2" mb="3" px="2">
        <Heading
          as="h2"
          id={`${SUB_SIDEBAR_ID}-title`}
          ref={heading}
          tabIndex={-1}
          fontSize="md"
          fontWeight="semibold"
          _focus={{ outline: 'none' }}
        >
          {t(sub.title)}
        </Heading>
        {overlay && (
          <chakra.button
            type="button"
            aria-label={t('shell.nav.closeSectionMenu')}
            onClick={() => {
              sidebar.close();
              document.getElementById(SECTION_MENU_BUTTON_ID)?.focus();
            }}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="10"
            minH="10"
            borderRadius="md"
            cursor="pointer"
            _hover={{ bg: 'bg.subtle' }}
          >
            <Icon name="close" size={18} />
          </chakra.button>
        )}
      </Flex>
      <Flex as="ul" direction="column" gap="0.5" listStyleType="none">
        {sub.links.map((link) => {
          const active = sidebarPath(link.to) === current;
          return (
            <li key={link.to}>
              <AppLink
                to={nav.pathTo(link.to)}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  if (overlay) sidebar.close();
                }}
                display="flex"
                alignItems="center"
                gap="2.5"
                px="3"
                py="2.5"
                borderRadius="md"
                fontWeight={active ? 'semibold' : 'medium'}
                bg={active ? 'brand.subtle' : 'transparent'}
                color={active ? 'brand.fg' : 'fg'}
                _hover={{ bg: active ? 'brand.subtle' : 'bg.subtle' }}
              >
                <Icon name={link.icon} size={18} />
                {t(link.title)}
                {link.to === CART_PATH && <CartCount />}
              </AppLink>
            </li>
          );
        })}
      </Flex>
      <Box />
    </chakra.nav>
  );
});
