import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '@contract/schemas/chat';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton } from '../../ui/forms/Button';
import { formatDate } from '../../i18n/dates';
import { TriageLevelBadge } from './TriageLevelBadge';

/** The keeper's symptom-checker conversations about the pet, each readable in full. */
export const ThreadsSection = observer(function ThreadsSection({ petId }: { petId: string }) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  useEffect(() => {
    void vet.threads.load(petId, { force: true });
  }, [vet, petId]);
  const list = vet.threads.valueFor(petId);
  if (!list) {
    return (
      <Text role="status" color="fg.muted">
        {vet.threads.state === 'failed' ? t('vets.patient.failed') : t('common.loading')}
      </Text>
    );
  }
  if (list.length === 0) return <Text color="fg.muted">{t('vets.patient.noThreads')}</Text>;
  return (
    <chakra.ol listStyleType="none" display="grid" gap="3">
      {list.map((thread) => (
        <ThreadItem key={thread.id} petId={petId} thread={thread} />
      ))}
    </chakra.ol>
  );
});

const ThreadItem = observer(function ThreadItem({
  petId,
  thread,
}: {
  petId: string;
  thread: Thread;
}) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  const { bcp47 } = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const key = `${petId}/${thread.id}`;
  const detail = open ? vet.thread.valueFor(key) : null;
  return (
    <chakra.li borderTopWidth="1px" borderColor="border" pt="3">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Box minW="0">
          <chakra.h3 fontSize="md" fontWeight="bold">
            {thread.title || t('vets.patient.untitledThread')}
          </chakra.h3>
          <Text fontSize="sm" color="fg.muted">
            {formatDate(thread.last_message_at, bcp47, 'long')}
            {' · '}
            {t('vets.patient.messages', { count: thread.message_count })}
          </Text>
        </Box>
        <Flex gap="2" align="center">
          {thread.max_level && <TriageLevelBadge level={thread.max_level} />}
          <QuietButton
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              if (!open) void vet.thread.load(key);
              setOpen(!open);
            }}
          >
            {open ? t('vets.patient.hideThread') : t('vets.patient.readThread')}
          </QuietButton>
        </Flex>
      </Flex>
      <Box id={panelId} hidden={!open} mt="2">
        {open && !detail && (
          <Text role="status" color="fg.muted">
            {vet.thread.state === 'failed' ? t('vets.patient.failed') : t('common.loading')}
          </Text>
        )}
        {detail && (
          <chakra.ol listStyleType="none" display="grid" gap="2">
            {detail.messages.map((message) => (
              <chakra.li
                key={message.id}
                px="3"
                py="2"
                borderRadius="md"
                bg={message.role === 'keeper' ? 'bg.subtle' : 'bg.surface'}
                borderWidth="1px"
                borderColor="border"
              >
                <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                  {message.role === 'keeper'
                    ? t('vets.patient.keeperSaid')
                    : t('vets.patient.assistantSaid')}
                </Text>
                <Text whiteSpace="pre-wrap">{message.text}</Text>
                {message.triage && (
                  <Box mt="1">
                    <TriageLevelBadge level={message.triage.level} />
                  </Box>
                )}
              </chakra.li>
            ))}
          </chakra.ol>
        )}
      </Box>
    </chakra.li>
  );
});
