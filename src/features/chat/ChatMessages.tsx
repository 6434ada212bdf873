import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { LevelBadge, TriageResultCard } from '../triage-result';
import type { ChatEntry } from './chatEntries';

/** What the sticky composer at the bottom of the page covers: kept clear when scrolling to. */
const COMPOSER_CLEARANCE = '14rem';

/**
 * The conversation: the keeper's messages and the answers, the one on its way growing token by
 * token. It is a log for screen readers, busy while an answer streams (so they read it once it is
 * whole; ChatStatus says how it ended). The page follows the answer down as long as the keeper
 * has not scrolled away from the end; the latest answer's urgency level stays in view above it
 * (ChatLevelBar), from the moment the answer starts.
 */
export const ChatMessages = observer(function ChatMessages({ label }: { label: string }) {
  const { chat } = useStores();
  const end = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const last = chat.entries[chat.entries.length - 1];
  const count = chat.entries.length;
  const growth = last ? last.text.length + (last.triage ? 1 : 0) : 0;

  useEffect(() => {
    const node = end.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([e]) => {
      pinned.current = e?.isIntersecting ?? true;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  // A new message always brings the end into view; a growing answer only while the end is seen.
  // A reopened thread opens at its top, with its title.
  const shown = useRef(count);
  useEffect(() => {
    if (count > shown.current) end.current?.scrollIntoView?.({ block: 'end' });
    shown.current = count;
  }, [count]);
  const streaming = chat.busy;
  useEffect(() => {
    if (streaming && pinned.current && growth > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [growth, streaming]);

  if (count === 0) return null;
  return (
    <>
      <ChatLevelBar />
      <Box role="log" aria-label={label} aria-busy={chat.busy}>
        <chakra.ol listStyleType="none" display="grid" gap="4">
          {chat.entries.map((entry) => (
            <chakra.li key={entry.key}>
              {entry.role === 'keeper' ? (
                <KeeperMessage entry={entry} />
              ) : (
                <AssistantMessage entry={entry} />
              )}
            </chakra.li>
          ))}
        </chakra.ol>
      </Box>
      <Box ref={end} h="1px" scrollMarginBottom={COMPOSER_CLEARANCE} aria-hidden="true" />
    </>
  );
});

/**
 * The latest answer's urgency level, sticky at the top of the conversation: the first thing a
 * worried keeper must see stays in view while the answer streams and grows below it. It is
 * visual (the status line and the card say the level to screen readers).
 */
const ChatLevelBar = observer(function ChatLevelBar() {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const latest = chat.latestLevel;
  if (!latest) return null;
  return (
    <Flex
      position="sticky"
      top="0"
      zIndex="11"
      bg="bg"
      py="2"
      mb="3"
      gap="2"
      align="center"
      wrap="wrap"
      borderBottomWidth="1px"
      borderColor="border"
      aria-hidden="true"
      data-testid="chat-level"
      data-final={latest.final}
    >
      <Text fontSize="sm" fontWeight="semibold">
        {t('chat.answer.levelNow')}
      </Text>
      <LevelBadge level={latest.level} />
      {!latest.final && (
        <Text fontSize="sm" color="fg.muted">
          {t('chat.answer.levelSoFar')}
        </Text>
      )}
    </Flex>
  );
});

function KeeperMessage({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('app');
  return (
    <Flex justify="flex-end">
      <Box
        maxW={{ base: '90%', md: '80%' }}
        bg="brand.subtle"
        borderRadius="xl"
        borderEndEndRadius="sm"
        px="4"
        py="2.5"
      >
        <chakra.span srOnly>{t('chat.answer.you')}: </chakra.span>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {entry.text}
        </Text>
      </Box>
    </Flex>
  );
}

const AssistantMessage = observer(function AssistantMessage({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('app');
  const paragraphs = entry.text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  const emergency = entry.triage?.level === 'emergency';
  return (
    <Box
      maxW={{ base: '100%', md: '92%' }}
      data-testid="chat-answer"
      data-status={entry.status}
      aria-busy={entry.status === 'streaming' || undefined}
    >
      <Flex align="center" gap="2" mb="1" color="brand.fg" fontWeight="semibold" fontSize="sm">
        <AppIcon icon="lucide:stethoscope" size={16} />
        {t('chat.answer.assistant')}
      </Flex>
      <Box
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        borderStartStartRadius="sm"
        px="4"
        py="3"
        display="grid"
        gap="2"
      >
        <Box data-testid="answer-text" display="grid" gap="2">
          {paragraphs.map((paragraph, index) => (
            <Text key={index} whiteSpace="pre-wrap" overflowWrap="anywhere">
              {paragraph}
            </Text>
          ))}
        </Box>
        {entry.status === 'streaming' && (
          <Text color="fg.muted" fontSize="sm" display="flex" alignItems="center" gap="2">
            <AppIcon icon="lucide:loader" size={16} />
            {t('chat.answer.writing')}
          </Text>
        )}
        {entry.status === 'stopped' && (
          <Text color="fg.muted" fontSize="sm" fontStyle="italic">
            {t('chat.answer.stopped')}
          </Text>
        )}
        {entry.status === 'failed' && (
          <Text color="danger.fg" fontSize="sm" fontWeight="medium">
            {entry.error ?? t('chat.answer.interrupted')}
          </Text>
        )}
      </Box>
      {/* Where the eye is, right under the questions the answer asks; in an emergency the way to
          care (the card) comes first. */}
      {emergency ? null : <QuickAnswers entry={entry} />}
      {entry.triage && (
        <Box mt="3">
          {/* Its questions are in the answer's text, and the last answer's come as buttons. */}
          <TriageResultCard
            triage={entry.triage}
            headingLevel={3}
            stopped={entry.status !== 'done'}
            showQuestions={false}
          />
        </Box>
      )}
      {emergency ? <QuickAnswers entry={entry} /> : null}
    </Box>
  );
});

/**
 * The last answer's yes/no questions as buttons, under that answer: a tap sends the option's
 * words. When they appear (the answer is complete) they are brought into view above the sticky
 * composer and below the level bar.
 */
const QuickAnswers = observer(function QuickAnswers({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const box = useRef<HTMLDivElement>(null);
  const answer = chat.lastAnswer === entry ? entry : null;
  const questions = answer?.triage?.questions.filter((q) => q.options?.length) ?? [];
  const shown = answer !== null && questions.length > 0 && !chat.limitedNow;
  useEffect(() => {
    if (shown) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  if (!shown) return null;
  return (
    <Box
      ref={box}
      mt="3"
      scrollMarginTop="4rem"
      scrollMarginBottom={COMPOSER_CLEARANCE}
      data-testid="quick-answers"
    >
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
        {t('chat.answer.quickAnswers')}
      </Text>
      <chakra.ul listStyleType="none" display="grid" gap="3">
        {questions.map((question) => (
          <chakra.li key={question.id}>
            <Box role="group" aria-label={question.text}>
              <Text mb="1.5">{question.text}</Text>
              <Flex gap="2" wrap="wrap">
                {question.options?.map((option) => (
                  <SecondaryButton
                    key={option.id}
                    type="button"
                    disabled={!chat.canSend}
                    onClick={() => void chat.send(option.text)}
                  >
                    {option.text}
                  </SecondaryButton>
                ))}
              </Flex>
            </Box>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
});
