import { observer } from 'mobx-react-lite';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { ChatComposer } from './ChatComposer';
import { ChatLimitPanel } from './ChatLimitPanel';
import { ChatMessages } from './ChatMessages';
import { ChatStatus } from './ChatStatus';

/**
 * The conversation, the limit panel when the free messages are used up, and the message box:
 * the part /si and a reopened thread share. `empty` shows while nothing was said yet.
 */
export const ChatPanel = observer(function ChatPanel({
  pet,
  inputRef,
  empty,
  hint,
  scroller,
}: {
  pet: Pet;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  empty?: ReactNode;
  hint?: string;
  scroller?: 'window' | 'main';
}) {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  return (
    <>
      <ChatMessages label={t('chat.checker.conversationLabel', { name: pet.name })} />
      {chat.entries.length === 0 && empty}
      {chat.limitedNow && <ChatLimitPanel pet={pet} />}
      <ChatStatus />
      <ChatComposer pet={pet} inputRef={inputRef} hint={hint} scroller={scroller} />
    </>
  );
});
