import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';

/** Today's free messages for the pet (GET keeper/chat/usage), or that it has no limit. */
export const ChatUsageNote = observer(function ChatUsageNote({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { chat } = useStores();
  const usage = chat.usage.valueFor(pet.id);
  if (!usage) return null;
  if (usage.unlimited || usage.limit === null) {
    return <Text data-testid="chat-usage">{t('chat.usage.unlimited', { name: pet.name })}</Text>;
  }
  return (
    <Text data-testid="chat-usage">
      {t('chat.usage.remaining', { remaining: usage.remaining ?? 0, limit: usage.limit })}
    </Text>
  );
});
