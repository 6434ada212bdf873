import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { IconLink } from '../../ui/IconLink';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { PetSwitcher, WithCurrentPet } from '../pets';
import { AskVetPanel } from '../ask-vet';
import { ChatPanel } from './ChatPanel';
import { THREADS_PATH } from './chatPaths';
import { ExampleQuestions } from './ExampleQuestions';
import { useChatAnalytics } from './useChatAnalytics';

/**
 * /si: the symptom checker about the current pet. Entering the page starts a new conversation
 * (the clear-chat-messages guard); the first message saves it as a thread. Switching pets starts
 * a new conversation about the other pet.
 */
export const SymptomCheckerScreen = observer(function SymptomCheckerScreen(
  _props: RouteScreenProps,
) {
  return <WithCurrentPet>{(pet) => <SymptomChecker pet={pet} />}</WithCurrentPet>;
});

const SymptomChecker = observer(function SymptomChecker({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const nav = useAppNavigation();
  const input = useRef<HTMLTextAreaElement>(null);
  useChatAnalytics();

  const aboutOtherPet = chat.petId !== pet.id;
  useEffect(() => {
    if (aboutOtherPet) chat.startNew(pet.id);
  }, [chat, pet.id, aboutOtherPet]);
  useEffect(() => {
    void chat.loadUsage(pet.id, { force: true });
  }, [chat, pet.id]);

  const fill = (text: string) => {
    chat.setDraft(text);
    input.current?.focus();
  };

  return (
    <Box maxW="48rem" mx="auto" minW="0">
      <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap" mb="4">
        <Box minW="0" flex="1 1 18rem">
          <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
            {t('chat.checker.title')}
          </chakra.h1>
          <Text color="fg.muted" mt="2">
            {t('chat.checker.intro', { name: pet.name })}
          </Text>
        </Box>
        <Flex gap="2" align="center" wrap="wrap">
          {/* The toolbar (and its pet switcher) is hidden here from tablet width up. */}
          <Box display={{ base: 'none', md: 'block' }}>
            <PetSwitcher />
          </Box>
          {chat.entries.length > 0 && (
            <SecondaryButton
              type="button"
              disabled={chat.busy}
              onClick={() => {
                chat.startNew(pet.id);
                input.current?.focus();
              }}
            >
              <AppIcon icon="lucide:plus" size={16} />
              {t('chat.checker.newConversation')}
            </SecondaryButton>
          )}
          <IconLink to={nav.pathTo(THREADS_PATH)} icon="lucide:history" px="2">
            {t('chat.checker.pastConversations')}
          </IconLink>
        </Flex>
      </Flex>
      <ChatPanel
        pet={pet}
        inputRef={input}
        scroller="main"
        empty={<ExampleQuestions pet={pet} onChoose={fill} />}
      />
      {/* Once the conversation is stored and the answer complete, it can go to the clinic. */}
      {chat.thread && !chat.busy && (
        <AskVetPanel
          key={chat.thread.id}
          threadId={chat.thread.id}
          petName={pet.name}
          level={chat.maxLevel}
        />
      )}
    </Box>
  );
});
