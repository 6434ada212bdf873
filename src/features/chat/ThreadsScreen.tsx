import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '@contract/schemas/chat';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PRIMARY_BUTTON_LOOK, QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { PetPageHeading, WithCurrentPet } from '../pets';
import { PetQuestionsList } from '../ask-vet';
import { LevelBadge } from '../triage-result';
import { SYMPTOM_CHECKER_PATH, threadPath } from './chatPaths';
import { formatDateTime } from '../../i18n/dates';
import { CARD_SURFACE } from '../../ui/cardSurface';

const DELETE_THREAD_MODAL = 'delete-thread';

/**
 * /pets-threads: the current pet's saved symptom-checker conversations, newest first — when,
 * the first question, the highest urgency reached — each to reopen or delete. Switching pets
 * shows the other pet's list.
 */
export const ThreadsScreen = observer(function ThreadsScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetThreads pet={pet} />}</WithCurrentPet>;
});

const PetThreads = observer(function PetThreads({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { chat, modals, toasts } = useStores();
  const nav = useAppNavigation();
  const [deleting, setDeleting] = useState<Thread | null>(null);
  useEffect(() => {
    // Always asked again: a conversation may have been had on /si since.
    void chat.loadThreads(pet.id, { force: true });
  }, [chat, pet.id]);
  const list = chat.threads.valueFor(pet.id);
  const titleOf = (thread: Thread) => thread.title || t('chat.threads.untitled');

  return (
    <Box>
      <PetPageHeading
        title={t('chat.threads.title')}
        intro={t('chat.threads.intro', { name: pet.name })}
        action={
          <AppLink to={nav.pathTo(SYMPTOM_CHECKER_PATH)} {...PRIMARY_BUTTON_LOOK}>
            <AppIcon icon="lucide:message-circle" size={18} />
            {t('chat.threads.start')}
          </AppLink>
        }
      />
      <PetQuestionsList petId={pet.id} />
      {!list ? (
        <Text role="status" color="fg.muted">
          {chat.threads.state === 'failed' ? t('chat.threads.failed') : t('common.loading')}
        </Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted">{t('chat.threads.none', { name: pet.name })}</Text>
      ) : (
        <chakra.ol listStyleType="none" display="grid" gap="3">
          {list.map((thread) => (
            <ThreadItem
              key={thread.id}
              thread={thread}
              title={titleOf(thread)}
              onDelete={() => {
                setDeleting(thread);
                void modals.open(DELETE_THREAD_MODAL);
              }}
            />
          ))}
        </chakra.ol>
      )}
      <ConfirmModal
        id={DELETE_THREAD_MODAL}
        title={t('chat.threads.deleteTitle')}
        confirmLabel={t('chat.threads.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await chat.removeThread(pet.id, deleting.id);
          toasts.success(t('chat.threads.deleted'));
        }}
      >
        {deleting && t('chat.threads.deleteText', { title: titleOf(deleting) })}
      </ConfirmModal>
    </Box>
  );
});

function ThreadItem({
  thread,
  title,
  onDelete,
}: {
  thread: Thread;
  title: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const headingId = `thread-${thread.id}`;
  return (
    <chakra.li {...CARD_SURFACE} px={{ base: '4', md: '5' }} py="4">
      <chakra.article aria-labelledby={headingId}>
        <Flex gap="3" justify="space-between" align="flex-start">
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              <chakra.time dateTime={thread.created_at}>
                {formatDateTime(thread.created_at, bcp47)}
              </chakra.time>
              {' · '}
              {t('chat.threads.messages', { count: thread.message_count })}
              {thread.origin === 'image_analysis' && ` · ${t('chat.threads.fromPhoto')}`}
            </Text>
            <chakra.h2
              id={headingId}
              fontSize="lg"
              fontWeight="bold"
              lineHeight="short"
              mt="1"
              overflowWrap="anywhere"
            >
              <AppLink
                to={nav.pathTo(threadPath(thread.id))}
                color="fg"
                _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
              >
                {title}
              </AppLink>
            </chakra.h2>
          </Box>
          <QuietButton
            type="button"
            color="danger.fg"
            aria-label={t('chat.threads.deleteLabel', { title })}
            onClick={onDelete}
          >
            <AppIcon icon="lucide:trash-2" size={16} />
            {t('chat.threads.delete')}
          </QuietButton>
        </Flex>
        <Flex mt="2" gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('chat.threads.highest')}
          </Text>
          {thread.max_level ? (
            <LevelBadge level={thread.max_level} />
          ) : (
            <Text fontSize="sm">{t('chat.threads.noLevel')}</Text>
          )}
        </Flex>
        {thread.last_message_at !== thread.created_at && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('chat.threads.lastMessage', {
              date: formatDateTime(thread.last_message_at, bcp47),
            })}
          </Text>
        )}
      </chakra.article>
    </chakra.li>
  );
}
