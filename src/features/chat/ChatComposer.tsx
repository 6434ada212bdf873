import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_LIMITS } from '@contract/aiAssistant';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { FieldError } from '../../ui/forms/TextField';
import { AppIcon } from '../../ui/icons/AppIcon';
import { BOTTOM_BAR_HEIGHT_VAR } from '../../ui/layouts/bottomBarHeight';
import { ChatUsageNote } from './ChatUsageNote';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * Where the composer sticks on phones. `window`: the page scrolls, and the bottom bar (in the
 * layout's flow, sticky at the viewport's bottom) covers the last rem of it: the composer stays
 * above the bar's published height. `main`: a no-overflow page whose main element scrolls and ends
 * where the bar begins. From tablet width the sidebar is a rail and there is no bar.
 */
export const COMPOSER_BOTTOM = {
  window: { base: `var(${BOTTOM_BAR_HEIGHT_VAR}, 0px)`, md: '0' },
  main: { base: '0', md: '0' },
} as const;

/**
 * The message box of the symptom checker, kept in view at the bottom of the page: Enter sends
 * (not while an input method is composing Japanese), Shift+Enter adds a line, Escape stops the
 * answer on its way. The text lives in the store, so a refused message comes back here and an
 * example question can be put in.
 */
export const ChatComposer = observer(function ChatComposer({
  pet,
  inputRef,
  hint,
  scroller = 'window',
}: {
  pet: Pet;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  hint?: string;
  /** What scrolls the page: the window, or the layout's main element (no-overflow pages). */
  scroller?: keyof typeof COMPOSER_BOTTOM;
}) {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const id = useId();
  const limited = chat.limitedNow;
  const trimmed = chat.draft.trim();
  const submit = () => {
    if (!chat.canSend || !trimmed) return;
    void chat.send(chat.draft);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && chat.busy) {
      event.preventDefault();
      chat.stop();
      return;
    }
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key === 'Enter' && !event.shiftKey && !composing) {
      event.preventDefault();
      submit();
    }
  };
  const describedBy = [`${id}-hint`, `${id}-length`, chat.fieldError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      position="sticky"
      bottom={COMPOSER_BOTTOM[scroller]}
      zIndex="10"
      bg="bg"
      pt="3"
      pb={{ base: '2', md: '4' }}
      mt="4"
      data-testid="chat-composer"
    >
      <Box {...CARD_SURFACE} p="3">
        <chakra.label htmlFor={id} display="block" fontWeight="semibold" fontSize="sm" mb="1">
          {t('chat.composer.label', { name: pet.name })}
        </chakra.label>
        <chakra.textarea
          ref={inputRef}
          id={id}
          value={chat.draft}
          onChange={(event) => chat.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          maxLength={AI_LIMITS.messageMax}
          // Waiting for the limit, the box only keeps the message: it takes less of a phone's screen.
          rows={limited ? 1 : 3}
          disabled={limited}
          aria-invalid={chat.fieldError ? true : undefined}
          aria-describedby={describedBy}
          {...inputStyles}
          resize="vertical"
          maxH="40vh"
        />
        {chat.fieldError && <FieldError id={`${id}-error`}>{chat.fieldError}</FieldError>}
        <Flex mt="2" gap="3" align="center" justify="space-between" wrap="wrap">
          <Box fontSize="xs" color="fg.muted" minW="0" flex="1 1 12rem">
            <Box id={`${id}-hint`}>
              {limited ? (
                <Text>{t('chat.composer.waitForLimit')}</Text>
              ) : (
                hint && <Text>{hint}</Text>
              )}
              <Text>{t('chat.composer.hint')}</Text>
            </Box>
            <Text id={`${id}-length`}>
              {t('chat.composer.length', {
                used: chat.draft.length,
                max: AI_LIMITS.messageMax,
              })}
            </Text>
            <ChatUsageNote pet={pet} />
          </Box>
          {chat.busy ? (
            <SecondaryButton type="button" onClick={() => chat.stop()}>
              <AppIcon icon="lucide:square" size={16} />
              {t('chat.composer.stop')}
            </SecondaryButton>
          ) : (
            <PrimaryButton type="submit" disabled={!chat.canSend || !trimmed}>
              <AppIcon icon="lucide:send" size={16} />
              {t('chat.composer.send')}
            </PrimaryButton>
          )}
        </Flex>
      </Box>
    </chakra.form>
  );
});
