import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { useOptionalStores } from '../../stores/StoreProvider';
import { Icon } from '../../ui/Icon';
import { NotificationItem } from './NotificationItem';
import { notificationTime } from './notificationTime';
import { useDisclosurePanel } from '../../ui/useDisclosurePanel';
import { DisclosureTrigger } from '../../ui/DisclosureTrigger';

/**
 * The bell in the signed-in header: unread count on a badge, and the list in a panel below it.
 * A disclosure (button + panel) rather than a menu: the panel holds links and a button, and Tab
 * moves through them. Renders nothing without a signed-in user (public pages have no store),
 * so any header can hold it.
 */
export interface NotificationBellProps {
  /** 'rail': in the sidebar rail at the screen's start edge, so the panel opens beside it. */
  variant?: 'header' | 'rail';
}

export const NotificationBell = observer(function NotificationBell({
  variant = 'header',
}: NotificationBellProps) {
  const rail = variant === 'rail';
  const stores = useOptionalStores();
  const { t } = useTranslation('app');
  const { locale, bcp47 } = useLocale();
  const disclosure = useDisclosurePanel();
  const { open, setOpen, panelId, root, button } = disclosure;
  // On phones the panel spans the screen under the bell (it would not fit anchored to it).
  const [phoneTop, setPhoneTop] = useState(0);
  const headingId = useId();

  if (!stores?.auth.user) return null;
  const { notifications } = stores;
  const count = notifications.unreadCount;
  const now = new Date();

  return (
    <Box position="relative" ref={root}>
      <DisclosureTrigger
        disclosure={disclosure}
        aria-label={
          count === 0 ? t('notifications.bell.labelNone') : t('notifications.bell.label', { count })
        }
        onClick={() => setPhoneTop((button.current?.getBoundingClientRect().bottom ?? 0) + 8)}
        position="relative"
        justifyContent="center"
        w="10"
        h="10"
      >
        <Icon name="bell" size={20} />
      </DisclosureTrigger>
      {/* Beside the button, not in it: its name already says the count, in words. */}
      {count > 0 && (
        <chakra.span
          aria-hidden="true"
          data-testid="notification-badge"
          position="absolute"
          pointerEvents="none"
          top="-1"
          insetEnd="-1"
          minW="5"
          h="5"
          px="1"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          borderRadius="full"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1"
        >
          {count > 99 ? '99+' : count}
        </chakra.span>
      )}
      <Box
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        {...(rail
          ? { position: 'absolute', insetStart: 'calc(100% + 0.75rem)', bottom: '0' }
          : {
              position: { base: 'fixed', sm: 'absolute' },
              insetStart: { base: '4', sm: 'auto' },
              insetEnd: { base: '4', sm: '0' },
              top: { base: `${phoneTop}px`, sm: 'calc(100% + 0.5rem)' },
            })}
        zIndex="20"
        w={{ base: 'auto', sm: '22rem' }}
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        boxShadow="toast"
      >
        <Flex
          align="center"
          justify="space-between"
          gap="3"
          px="4"
          py="3"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <Heading as="h2" id={headingId} fontSize="md" fontWeight="semibold">
            {t('notifications.list.title')}
          </Heading>
          <chakra.button
            type="button"
            onClick={() => void notifications.markAllAsRead()}
            disabled={count === 0}
            color="brand.fg"
            fontSize="sm"
            fontWeight="medium"
            bg="transparent"
            cursor="pointer"
            textDecoration="underline"
            textUnderlineOffset="3px"
            _disabled={{ color: 'fg.muted', cursor: 'default', textDecoration: 'none' }}
          >
            {t('notifications.list.markAllRead')}
          </chakra.button>
        </Flex>
        {notifications.items.length === 0 ? (
          <Text px="4" py="6" color="fg.muted" fontSize="sm">
            {t('notifications.list.empty')}
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" maxH="min(28rem, 70vh)" overflowY="auto" p="1">
            {notifications.items.map((item) => (
              <NotificationItem
                key={item.id}
                notification={item}
                locale={locale}
                time={notificationTime(item.created_at, now, bcp47)}
                onOpen={(leaving) => {
                  void notifications.markAsRead(item.id);
                  if (leaving) setOpen(false);
                }}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
});
