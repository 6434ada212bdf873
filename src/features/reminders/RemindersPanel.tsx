import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '@contract/schemas/petReminders';
import { dateTimeFormat, relativeTimeFormat } from '../../i18n/dates';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { ReminderDeliveries } from './ReminderDeliveries';
import { REMINDER_KIND_ICONS } from './reminderKinds';
import { REMINDER_MODAL, ReminderModal } from './ReminderModal';
import { dueInfo } from './reminderTime';

const DELETE_MODAL = 'delete-reminder';

const TONES = {
  overdue: 'danger.fg',
  today: 'warning.fg',
  soon: 'brand.fg',
  later: 'fg.muted',
  done: 'success.fg',
} as const;

function useDueText() {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  return (reminder: Reminder, now: number) => {
    const info = dueInfo(reminder.due_at, reminder.done_at, now);
    const at = new Date(reminder.due_at);
    const date = dateTimeFormat(bcp47, { dateStyle: 'medium' }).format(at);
    const time = dateTimeFormat(bcp47, { timeStyle: 'short' }).format(at);
    const relative = relativeTimeFormat(bcp47, { numeric: 'auto' }).format(info.days, 'day');
    switch (info.state) {
      case 'done':
        return {
          info,
          text: t('reminders.due.done', {
            date: dateTimeFormat(bcp47, { dateStyle: 'medium' }).format(
              new Date(reminder.done_at ?? reminder.due_at),
            ),
          }),
        };
      case 'overdue':
        return { info, text: t('reminders.due.overdue', { date, relative }) };
      case 'today':
        return { info, text: t('reminders.due.today', { time }) };
      default:
        return { info, text: t('reminders.due.on', { date, relative }) };
    }
  };
}

/**
 * The care reminders of a pet: the next ones (from the dashboard's answer) with "Done", change
 * and delete, adding a new one, and the whole list (done ones included, which can be reopened)
 * on request. Marking a repeating reminder done brings up its next date.
 */
export const RemindersPanel = observer(function RemindersPanel({
  petId,
  petName,
  upcoming,
}: {
  petId: string;
  petName: string;
  upcoming: readonly Reminder[];
}) {
  const { t } = useTranslation('app');
  const { reminders, modals, toasts } = useStores();
  const dueText = useDueText();
  const [editing, setEditing] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const now = Date.now();
  const all = reminders.reminders.valueFor(petId);
  const shown = showAll && all ? all : upcoming;

  const toggleDone = async (reminder: Reminder) => {
    setBusyId(reminder.id);
    try {
      await reminders.markDone(reminder, !reminder.done_at);
      toasts.success(
        reminder.done_at
          ? t('reminders.reopened', { title: reminder.title })
          : t('reminders.doneToast', { title: reminder.title }),
      );
    } catch {
      // The HTTP client's toast says why.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Box>
      {shown.length === 0 ? (
        <Text color="fg.muted">{showAll ? t('reminders.noneAtAll') : t('reminders.none')}</Text>
      ) : (
        <chakra.ul listStyleType="none" display="grid" gap="2">
          {shown.map((reminder) => {
            const { info, text } = dueText(reminder, now);
            return (
              <chakra.li
                key={reminder.id}
                data-reminder-state={info.state}
                display="flex"
                alignItems="flex-start"
                gap="3"
                px="3"
                py="2.5"
                borderRadius="lg"
                borderWidth="1px"
                borderColor={info.state === 'overdue' ? 'danger.fg' : 'border'}
                bg={info.state === 'overdue' ? 'danger.subtle' : 'bg.surface'}
              >
                <Box color={TONES[info.state]} pt="0.5">
                  <AppIcon icon={REMINDER_KIND_ICONS[reminder.kind]} size={20} />
                </Box>
                <Box flex="1" minW="0">
                  <Text
                    fontWeight="semibold"
                    textDecoration={info.state === 'done' ? 'line-through' : undefined}
                  >
                    {reminder.title}
                  </Text>
                  <Text fontSize="sm" color={TONES[info.state]}>
                    {t(`reminders.kinds.${reminder.kind}`)} · {text}
                    {reminder.repeat !== 'none' &&
                      ` · ${t(`reminders.repeats.${reminder.repeat}`)}`}
                  </Text>
                  <ReminderDeliveries reminderId={reminder.id} notifiedAt={reminder.notified_at} />
                  <Flex gap="1" mt="1" wrap="wrap">
                    <QuietButton
                      type="button"
                      px="0"
                      disabled={busyId === reminder.id}
                      onClick={() => void toggleDone(reminder)}
                      aria-label={
                        reminder.done_at
                          ? t('reminders.reopenOne', { title: reminder.title })
                          : t('reminders.markDoneOne', { title: reminder.title })
                      }
                    >
                      {reminder.done_at ? t('reminders.reopen') : t('reminders.markDone')}
                    </QuietButton>
                    <QuietButton
                      type="button"
                      aria-label={t('reminders.editOne', { title: reminder.title })}
                      onClick={() => {
                        setEditing(reminder);
                        void modals.open(REMINDER_MODAL);
                      }}
                    >
                      {t('reminders.edit')}
                    </QuietButton>
                    <QuietButton
                      type="button"
                      aria-label={t('reminders.deleteOne', { title: reminder.title })}
                      onClick={() => {
                        setDeleting(reminder);
                        void modals.open(DELETE_MODAL);
                      }}
                    >
                      {t('reminders.delete')}
                    </QuietButton>
                  </Flex>
                </Box>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
      <Flex gap="3" mt="3" wrap="wrap" align="center">
        <SecondaryButton
          type="button"
          onClick={() => {
            setEditing(null);
            void modals.open(REMINDER_MODAL);
          }}
        >
          <AppIcon icon="lucide:plus" size={18} />
          {t('reminders.add')}
        </SecondaryButton>
        <QuietButton
          type="button"
          aria-expanded={showAll}
          onClick={() => {
            if (!showAll) void reminders.load(petId, { force: true });
            setShowAll((v) => !v);
          }}
        >
          {showAll ? t('reminders.showUpcoming') : t('reminders.showAll')}
        </QuietButton>
      </Flex>
      <ReminderModal petId={petId} petName={petName} reminder={editing} />
      <ConfirmModal
        id={DELETE_MODAL}
        title={t('reminders.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('reminders.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await reminders.remove(deleting);
          toasts.success(t('reminders.deleted', { title: deleting.title }));
        }}
      >
        {t('reminders.deleteText')}
      </ConfirmModal>
    </Box>
  );
});
