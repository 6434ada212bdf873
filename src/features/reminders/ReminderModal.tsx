import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { MAX_YEARS_AHEAD, PET_TEXT } from '@contract/pets/petLimits';
import type { Reminder, ReminderKind, ReminderRepeat } from '@contract/schemas/petReminders';
import { useStores } from '../../stores/StoreProvider';
import { SelectField } from '../../ui/forms/SelectField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ModalForm } from '../../ui/modals/ModalForm';
import { addMonths, isIsoDate, todayIso } from '../pets';
import { REMINDER_KINDS, REMINDER_REPEATS } from './reminderKinds';
import { dueAtOf, dueFieldsOf } from './reminderTime';

export const REMINDER_MODAL = 'reminder';

interface ReminderValues {
  kind: ReminderKind;
  title: string;
  date: string;
  time: string;
  repeat: ReminderRepeat;
  notes: string;
}

/**
 * Adding or changing a reminder (a vaccination, a parasite treatment, a medication, a vet
 * visit): what, when (date and time, in the keeper's time zone), how often, notes. When it falls
 * due the keeper gets a notification through the bell (the API's scheduled job).
 */
export const ReminderModal = observer(function ReminderModal({
  petId,
  petName,
  reminder,
  onDone,
}: {
  petId: string;
  petName: string;
  /** The reminder to change; none: a new one. */
  reminder: Reminder | null;
  onDone?: () => void;
}) {
  const { t } = useTranslation('app');
  const { reminders, modals, toasts } = useStores();
  const today = todayIso();
  const latest = addMonths(today, MAX_YEARS_AHEAD * 12) ?? today;
  const schema = useMemo(
    () =>
      yup.object({
        kind: yup.string().required(t('validation.required')),
        title: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(PET_TEXT.reminderTitle, t('validation.maxLength', { max: PET_TEXT.reminderTitle })),
        date: yup
          .string()
          .required(t('validation.required'))
          .test('date', t('pets.validation.date'), (v) => !v || isIsoDate(v))
          .test('ahead', t('reminders.validation.tooFar'), (v) => !v || v <= latest),
        time: yup.string().matches(/^\d{2}:\d{2}$/, { message: t('reminders.validation.time') }),
        notes: yup
          .string()
          .max(PET_TEXT.reminderNotes, t('validation.maxLength', { max: PET_TEXT.reminderNotes })),
      }),
    [t, latest],
  );
  const { onSubmit, formAlert } = useApiFormSubmit<ReminderValues>(
    async (values) => {
      const dueAt = dueAtOf(values.date, values.time);
      if (!dueAt) return;
      const body = {
        kind: values.kind,
        title: values.title.trim(),
        due_at: dueAt,
        repeat: values.repeat,
        notes: values.notes.trim() || null,
      };
      if (reminder) await reminders.update(reminder, body);
      else await reminders.create(petId, body);
      toasts.success(t('reminders.saved', { title: body.title }));
      onDone?.();
      await modals.close(REMINDER_MODAL, 'action');
    },
    { fields: ['kind', 'title', 'date', 'repeat', 'notes'], rename: { due_at: 'date' } },
  );
  const due = reminder ? dueFieldsOf(reminder.due_at) : { date: today, time: '09:00' };
  const initial: ReminderValues = {
    kind: reminder?.kind ?? 'vaccination',
    title: reminder?.title ?? '',
    date: due.date,
    time: due.time,
    repeat: reminder?.repeat ?? 'none',
    notes: reminder?.notes ?? '',
  };

  return (
    <ModalForm<ReminderValues>
      id={REMINDER_MODAL}
      title={reminder ? t('reminders.editTitle') : t('reminders.addTitle', { name: petName })}
      formKey={reminder?.id ?? 'new'}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={onSubmit}
      formAlert={formAlert}
      submitLabel={reminder ? t('reminders.submitEdit') : t('reminders.submit')}
    >
      <SelectField
        name="kind"
        label={t('reminders.kind')}
        options={REMINDER_KINDS.map((kind) => ({
          value: kind,
          label: t(`reminders.kinds.${kind}`),
        }))}
      />
      <TextField
        name="title"
        label={t('reminders.title')}
        hint={t('reminders.titleHint')}
        maxLength={PET_TEXT.reminderTitle}
        required
      />
      <Flex gap="4" wrap="wrap">
        <Box flex="1 1 10rem">
          <TextField name="date" type="date" label={t('reminders.date')} max={latest} required />
        </Box>
        <Box flex="1 1 8rem">
          <TextField name="time" type="time" label={t('reminders.time')} />
        </Box>
      </Flex>
      <SelectField
        name="repeat"
        label={t('reminders.repeat')}
        options={REMINDER_REPEATS.map((repeat) => ({
          value: repeat,
          label: t(`reminders.repeats.${repeat}`),
        }))}
      />
      <TextAreaField
        name="notes"
        label={t('reminders.notes')}
        labelNote={t('common.optional')}
        maxLength={PET_TEXT.reminderNotes}
      />
    </ModalForm>
  );
});
