import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderDelivery } from '@contract/schemas/reminderChannels';
import { formatDateTime } from '../../i18n/dates';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';

/**
 * Under a reminder that fell due: where it was sent and when ("Sent by email · Jun 1, 09:01"),
 * and a channel that could not be sent. Fetched only for reminders already notified.
 */
export function ReminderDeliveries({
  reminderId,
  notifiedAt,
}: {
  reminderId: string;
  notifiedAt: string | null;
}) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { bcp47 } = useLocale();
  const [rows, setRows] = useState<ReminderDelivery[]>([]);

  useEffect(() => {
    if (notifiedAt === null) return undefined;
    let current = true;
    stores.api.reminders.deliveries(reminderId).then(
      (loaded) => current && setRows(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [stores, reminderId, notifiedAt]);

  // The latest result of each channel tells the state; a later success hides an earlier failure.
  const latest = new Map(rows.map((row) => [row.channel, row]));
  if (latest.size === 0) return null;

  return (
    <Text fontSize="xs" color="fg.muted" data-testid="reminder-deliveries">
      {[...latest.values()]
        .map((row) =>
          row.result === 'sent'
            ? `${t(`reminderChannels.deliveries.${row.channel}`)} · ${formatDateTime(row.at, bcp47)}`
            : t('reminderChannels.deliveries.failed', {
                channel: t(`reminderChannels.channel.${row.channel}`),
              }),
        )
        .join(' / ')}
    </Text>
  );
}
