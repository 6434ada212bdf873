// Reminders outside the app: which channels each kind of reminder uses, quiet hours and the time
// zone they are read in, the private calendar feed, Web Push subscriptions, what was delivered,
// and the one-time "Done" / "Snooze 1 day" / "Unsubscribe" links of mails and pushes.
import { Type, type Static } from '@sinclair/typebox';
import { Line, Nullable, StringEnum } from './common';
import { DataOf, ListOf, Timestamp } from './pets';
import { SMS_KINDS } from '../reminderChannelRules';
import { REMINDER_KINDS, type ReminderKind } from './petReminders';

export interface ChannelChoice {
  email: boolean;
  push: boolean;
  /** Only medications are texted, and only to a verified phone. */
  sms: boolean;
}
export type ReminderChannelChoices = Record<ReminderKind, ChannelChoice>;

/** E-mail and push for every kind; SMS off until the keeper turns it on (it may cost them). */
export function defaultChannelChoices(): ReminderChannelChoices {
  return Object.fromEntries(
    REMINDER_KINDS.map((kind) => [kind, { email: true, push: true, sms: false }]),
  ) as ReminderChannelChoices;
}

export const DEFAULT_QUIET_START = '21:00';
export const DEFAULT_QUIET_END = '08:00';
export { SMS_KINDS };

const Clock = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'Local time of day, HH:MM (24 hours).',
});
const TimeZone = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_+\\-/]+$',
  description: 'IANA time zone, e.g. Asia/Tokyo.',
});
const Choice = Type.Object(
  { email: Type.Boolean(), push: Type.Boolean(), sms: Type.Boolean() },
  { additionalProperties: false },
);
const Channels = Type.Object(
  Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, Choice])) as Record<
    ReminderKind,
    typeof Choice
  >,
  { additionalProperties: false },
);

export const ReminderSettings = Type.Object(
  {
    channels: Channels,
    quiet_start: Clock,
    quiet_end: Clock,
    time_zone: Nullable(TimeZone),
    /** Whether SMS can be chosen at all (a verified phone number). */
    sms_available: Type.Boolean(),
    calendar: Nullable(
      Type.Object({
        https_url: Type.String(),
        webcal_url: Type.String(),
      }),
    ),
    push: Type.Object({
      public_key: Type.String({ description: 'VAPID public key (base64url) for pushManager.' }),
      subscriptions: Type.Integer({ minimum: 0 }),
    }),
  },
  { title: 'ReminderSettings' },
);
export type ReminderSettings = Static<typeof ReminderSettings>;
export const ReminderSettingsResponse = DataOf(ReminderSettings, 'ReminderSettingsResponse');
export type ReminderSettingsResponse = Static<typeof ReminderSettingsResponse>;

export const ReminderSettingsInput = Type.Object(
  {
    channels: Type.Optional(Channels),
    quiet_start: Type.Optional(Clock),
    quiet_end: Type.Optional(Clock),
    time_zone: Type.Optional(TimeZone),
  },
  { title: 'ReminderSettingsInput', additionalProperties: false },
);
export type ReminderSettingsInput = Static<typeof ReminderSettingsInput>;

export const PushSubscriptionInput = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2000, format: 'uri' }),
    keys: Type.Object(
      {
        p256dh: Line(200, { minLength: 1 }),
        auth: Line(100, { minLength: 1 }),
      },
      { additionalProperties: false },
    ),
  },
  { title: 'PushSubscriptionInput', additionalProperties: false },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionInput>;
export const PushUnsubscribeInput = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: 2000 }) },
  { title: 'PushUnsubscribeInput', additionalProperties: false },
);

export const ReminderDelivery = Type.Object(
  {
    channel: StringEnum(['email', 'sms', 'push'] as const),
    result: StringEnum(['sent', 'failed'] as const),
    at: Timestamp,
  },
  { title: 'ReminderDelivery' },
);
export type ReminderDelivery = Static<typeof ReminderDelivery>;
export type ReminderDeliveryList = Static<typeof ReminderDeliveryList>;
export const ReminderDeliveryList = ListOf(
  ReminderDelivery,
  'ReminderDeliveryList',
  'Oldest first.',
);

export const REMINDER_LINK_ACTIONS = ['done', 'snooze', 'unsubscribe'] as const;
export type ReminderLinkAction = (typeof REMINDER_LINK_ACTIONS)[number];

export const ReminderLinkResult = DataOf(
  Type.Object({
    action: StringEnum(REMINDER_LINK_ACTIONS),
    title: Type.String({ description: 'The reminder’s title, or the kind unsubscribed from.' }),
    due_at: Nullable(Timestamp),
  }),
  'ReminderLinkResult',
);
export type ReminderLinkResult = Static<typeof ReminderLinkResult>;
