import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { IconLink } from '../../ui/IconLink';
import { SecondaryButton } from '../../ui/forms/Button';
import { AskVetPanel } from '../ask-vet';
import { WithCurrentPet } from '../pets';
import { LevelBadge } from '../triage-result';
import { ChatPanel } from './ChatPanel';
import { THREADS_PATH } from './chatPaths';
import { formatDateTime } from '../../i18n/dates';
import { useChatAnalytics } from './useChatAnalytics';

/**
 * /pets-threads/:id: a saved conversation reopened, every answer with its triage card, and the
 * message box to continue it. A thread of another of the keeper's pets makes that pet the current
 * one; switching to another pet afterwards goes back to that pet's list.
 */
export const ThreadScreen = observer(function ThreadScreen({ params }: RouteScreenProps) {
  const id = params.id ?? '';
  return <WithCurrentPet>{(pet) => <SavedThread threadId={id} currentPet={pet} />}</WithCurrentPet>;
});

const SavedThread = observer(function SavedThread({
  threadId,
  currentPet,
}: {
  threadId: string;
  currentPet: Pet;
}) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { chat, pets } = stores;
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const input = useRef<HTMLTextAreaElement>(null);
  const aligned = useRef(false);
  useChatAnalytics();

  useEffect(() => {
    aligned.current = false;
    void chat.open(threadId);
  }, [chat, threadId]);

  const loaded = chat.openedId === threadId && chat.threadState === 'ready' ? chat.thread : null;
  const threadPetId = loaded?.pet_id ?? null;
  useEffect(() => {
    if (threadPetId === null) return;
    if (!aligned.current) {
      aligned.current = true;
      const owner = pets.pets.find((p) => p.id === threadPetId);
      if (owner && owner.id !== currentPet.id) stores.currentPet.select(owner);
      return;
    }
    // The keeper chose another pet: this conversation is not about it.
    if (currentPet.id !== threadPetId) void nav.go(THREADS_PATH);
  }, [threadPetId, currentPet.id, pets, stores, nav]);
  useEffect(() => {
    if (threadPetId !== null) void chat.loadUsage(threadPetId, { force: true });
  }, [chat, threadPetId]);

  const pet = pets.pets.find((p) => p.id === threadPetId) ?? currentPet;
  const back = (
    <IconLink to={nav.pathTo(THREADS_PATH)} icon="lucide:arrow-left">
      {t('chat.thread.back')}
    </IconLink>
  );

  if (chat.openedId === threadId && chat.threadState === 'missing') {
    return (
      <Box>
        {back}
        <chakra.h1 fontSize="2xl" fontWeight="bold" mt="2">
          {t('chat.thread.title')}
        </chakra.h1>
        <Text mt="2" role="alert">
          {t('chat.thread.missing')}
        </Text>
      </Box>
    );
  }
  if (!loaded) {
    const failed = chat.openedId === threadId && chat.threadState === 'failed';
    return (
      <Box>
        {back}
        <Text role="status" color="fg.muted" mt="2">
          {failed ? t('chat.thread.failed') : t('common.loading')}
        </Text>
        {failed && (
          <SecondaryButton type="button" mt="3" onClick={() => void chat.open(threadId)}>
            {t('chat.thread.tryAgain')}
          </SecondaryButton>
        )}
      </Box>
    );
  }
  const level = chat.maxLevel;
  return (
    <Box maxW="48rem" mx="auto" minW="0">
      {back}
      <Flex direction="column" gap="1" mt="2" mb="5">
        <chakra.h1
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          lineHeight="short"
          overflowWrap="anywhere"
        >
          {loaded.title || t('chat.threads.untitled')}
        </chakra.h1>
        <Flex gap="2" align="center" wrap="wrap" color="fg.muted" fontSize="sm">
          <Text>
            {t('chat.thread.started', { date: formatDateTime(loaded.created_at, bcp47) })}
          </Text>
          <Text aria-hidden="true">·</Text>
          <Text>{t('chat.checker.conversationLabel', { name: pet.name })}</Text>
          {level && (
            <>
              <Text>{t('chat.threads.highest')}</Text>
              <LevelBadge level={level} />
            </>
          )}
        </Flex>
      </Flex>
      <ChatPanel pet={pet} inputRef={input} hint={t('chat.thread.continueHint')} />
      {!chat.busy && <AskVetPanel threadId={threadId} petName={pet.name} level={level} />}
    </Box>
  );
});
