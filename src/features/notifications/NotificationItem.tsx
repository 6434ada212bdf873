import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contract/locales';
import { AppLink } from '../../ui/AppLink';
import { notificationTarget } from './notificationTarget';
import type { AppNotification } from './notificationTypes';

const rowStyles = {
  display: 'flex',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  color: 'fg',
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
} as const;

export interface NotificationItemProps {
  notification: AppNotification;
  locale: Locale;
  /** How long ago it came, already formatted. */
  time: string;
  /** Opened by the user: `leaving` when it follows its link away from the list. */
  onOpen: (leaving: boolean) => void;
}

/** One notification: its title, body and time; unread ones are marked and tinted. */
export function NotificationItem({ notification, locale, time, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('app');
  const unread = !notification.read_at;
  const target = notificationTarget(
    notification.data?.action_url,
    locale,
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );
  const content: ReactNode = (
    <>
      <Box
        aria-hidden="true"
        flexShrink={0}
        mt="1.5"
        w="2"
        h="2"
        borderRadius="full"
        bg={unread ? 'brand.solid' : 'transparent'}
      />
      <Box minW="0" flex="1">
        {unread && <chakra.span srOnly>{`${t('notifications.list.unread')}: `}</chakra.span>}
        <Text as="span" display="block" fontWeight={unread ? 'semibold' : 'normal'}>
          {notification.data?.title || t('notifications.list.untitled')}
        </Text>
        {notification.data?.body && (
          <Text as="span" display="block" fontSize="sm" color="fg.muted" mt="0.5">
            {notification.data.body}
          </Text>
        )}
        {time && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="1">
            <time dateTime={notification.created_at}>{time}</time>
          </Text>
        )}
      </Box>
    </>
  );
  return (
    <Flex as="li" bg={unread ? 'brand.subtle' : undefined} borderRadius="md" my="0.5">
      {target?.kind === 'app' ? (
        <AppLink to={target.to} onClick={() => onOpen(true)} {...rowStyles}>
          {content}
        </AppLink>
      ) : target?.kind === 'external' ? (
        <chakra.a
          href={target.href}
          rel="noopener noreferrer"
          onClick={() => onOpen(true)}
          {...rowStyles}
        >
          {content}
        </chakra.a>
      ) : (
        <chakra.button type="button" onClick={() => onOpen(false)} bg="transparent" {...rowStyles}>
          {content}
        </chakra.button>
      )}
    </Flex>
  );
}
