// Care reminders of a pet (server/src/reminders): vaccinations, parasite treatments,
// medications, vet visits. When one falls due the keeper gets a notification (once); marking a
// repeating one done creates its next occurrence.
import { Type, type Static } from '@sinclair/typebox';
import { PET_TEXT } from '../pets/petLimits';
import { MultiLine, Nullable, RequiredText, StringEnum } from './common';
import { Clearable, DataOf, ListOf, Timestamp } from './pets';

export const REMINDER_KINDS = [
  'vaccination',
  'parasite',
  'medication',
  'vet_visit',
  'other',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_REPEATS = [
  'none',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type ReminderRepeat = (typeof REMINDER_REPEATS)[number];

const Kind = StringEnum(REMINDER_KINDS);
const Repeat = StringEnum(REMINDER_REPEATS);
const DueAt = Type.String({
  format: 'date-time',
  description: 'ISO 8601 with an offset or Z; within ten years of today.',
});

export const Reminder = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    kind: Kind,
    title: Type.String(),
    due_at: Timestamp,
    repeat: Repeat,
    notes: Nullable(Type.String()),
    done_at: Nullable(Timestamp),
    notified_at: Nullable(Timestamp),
    created_at: Timestamp,
  },
  { title: 'Reminder' },
);
export type Reminder = Static<typeof Reminder>;

export const ReminderInput = Type.Object(
  {
    kind: Kind,
    title: RequiredText(PET_TEXT.reminderTitle),
    due_at: DueAt,
    repeat: Type.Optional(Repeat),
    notes: Clearable(MultiLine(PET_TEXT.reminderNotes)),
  },
  { title: 'ReminderInput', additionalProperties: false },
);
export type ReminderInput = Static<typeof ReminderInput>;

export const ReminderUpdate = Type.Object(
  {
    kind: Type.Optional(Kind),
    title: Type.Optional(RequiredText(PET_TEXT.reminderTitle)),
    due_at: Type.Optional(DueAt),
    repeat: Type.Optional(Repeat),
    notes: Clearable(MultiLine(PET_TEXT.reminderNotes)),
    done: Type.Optional(
      Type.Boolean({
        description:
          'true: done now (a repeating reminder gets its next occurrence); false: not done.',
      }),
    ),
  },
  { title: 'ReminderUpdate', additionalProperties: false },
);
export type ReminderUpdate = Static<typeof ReminderUpdate>;

export const ReminderResponse = DataOf(Reminder, 'ReminderResponse');
export type ReminderResponse = Static<typeof ReminderResponse>;
export const ReminderList = ListOf(
  Reminder,
  'ReminderList',
  'Not done first (soonest due first, overdue ones at the top), then done (latest first).',
);
export type ReminderList = Static<typeof ReminderList>;
