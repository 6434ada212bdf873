import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';

/**
 * For screen readers: that an answer is being written, and how it ended (with its urgency level).
 * Always in the page, so the change is announced.
 */
export const ChatStatus = observer(function ChatStatus() {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const last = chat.entries[chat.entries.length - 1];
  let text = '';
  if (last?.role === 'assistant') {
    if (last.status === 'streaming') text = t('chat.answer.status.writing');
    else if (last.status === 'stopped') text = t('chat.answer.status.stopped');
    else if (last.status === 'failed') text = t('chat.answer.status.failed');
    else if (last.triage)
      text = t('chat.answer.status.done', { level: t(`chat.levels.${last.triage.level}`) });
    else text = t('chat.answer.status.doneNoLevel');
  }
  return (
    <chakra.p role="status" srOnly>
      {text}
    </chakra.p>
  );
});
