import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PRIMARY_BUTTON_LOOK } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { CARE_PATH } from '../triage-result';
import { SUBSCRIPTION_PATH, THREADS_PATH } from './chatPaths';
import { formatFromNow } from './chatTime';
import { formatTime } from '../../i18n/dates';

/**
 * The free daily limit is reached for this pet: what happened, when new messages arrive, and
 * the ways on — subscribing the pet, or in an emergency not waiting at all. When a message was
 * just refused for it, the panel is brought into view above the sticky composer: on a phone it
 * would otherwise appear below the fold, under the conversation.
 */
export const ChatLimitPanel = observer(function ChatLimitPanel({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const headingId = useId();
  const usage = chat.usage.valueFor(pet.id);
  const refused = chat.limit?.petId === pet.id ? chat.limit.message : null;
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // To the top of the view, under the level bar: the sticky message box and the phone's bottom
    // bar cover much of the bottom half of a phone's screen.
    if (refused) panel.current?.scrollIntoView?.({ block: 'start' });
  }, [refused]);
  return (
    <chakra.section
      ref={panel}
      scrollMarginTop="4rem"
      aria-labelledby={headingId}
      role={refused ? 'alert' : undefined}
      data-testid="chat-limit"
      mt="4"
      borderWidth="1px"
      borderColor="warning.fg"
      bg="warning.subtle"
      borderRadius="xl"
      px={{ base: '4', md: '6' }}
      py="4"
    >
      <Flex gap="3" align="flex-start">
        <Box color="warning.fg" mt="0.5">
          <AppIcon icon="lucide:hourglass" size={24} />
        </Box>
        <Box minW="0" display="grid" gap="2">
          <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold">
            {t('chat.limit.heading')}
          </chakra.h2>
          <Text>{refused ?? t('chat.limit.text', { limit: usage?.limit ?? '' })}</Text>
          {/* The way on right after what happened: on a phone the sticky message box covers the
              lower half of the screen. */}
          <Box>
            <AppLink to={nav.pathTo(SUBSCRIPTION_PATH)} {...PRIMARY_BUTTON_LOOK}>
              <AppIcon icon="lucide:sparkles" size={18} />
              {t('chat.limit.subscribe', { name: pet.name })}
            </AppLink>
          </Box>
          {usage && (
            <Text>
              {t('chat.limit.resets', {
                time: formatTime(usage.resets_at, bcp47),
                relative: formatFromNow(usage.resets_at, bcp47),
              })}
            </Text>
          )}
          <Text>
            {t('chat.limit.urgent', { name: pet.name })}{' '}
            <AppLink to={nav.pathTo(CARE_PATH)} color="brand.fg" textDecoration="underline">
              {t('chat.limit.findCare')}
            </AppLink>
          </Text>
          <AppLink to={nav.pathTo(THREADS_PATH)} color="brand.fg" textDecoration="underline">
            {t('chat.limit.past')}
          </AppLink>
        </Box>
      </Flex>
    </chakra.section>
  );
});
