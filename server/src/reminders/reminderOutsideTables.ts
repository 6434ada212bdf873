// Reminders outside the app: the keeper's channels per kind, quiet hours and time zone, the
// private calendar feed's secret, what was delivered where, the one-time links of mails and
// pushes, the browsers that allowed Web Push, and the server's VAPID keys. Re-exported by
// db/schema.ts.
import { index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { ReminderChannelChoices } from '@contract/schemas/reminderChannels';
import { users } from '../db/schema';
import { at, id, parentRef, textIn, timestamps } from '../db/columns';
import { reminders } from './reminderTables';
import { CASCADE, personalDataLines } from '../db/personalData';

export const DELIVERY_CHANNELS = ['email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_RESULTS = ['sent', 'failed'] as const;
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number];

/** One row per keeper who changed a setting; a keeper without a row has the defaults. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<ReminderChannelChoices>().notNull(),
  /** Minutes after local midnight; sending waits while the local time is in [start, end). */
  quietStart: smallint('quiet_start').notNull(),
  quietEnd: smallint('quiet_end').notNull(),
  /** IANA zone: the keeper's stored one, else the browser's sent when the settings were saved. */
  timeZone: text('time_zone'),
  /** The private calendar feed's secret (random, 256 bits); null: no feed. */
  calendarToken: text('calendar_token').unique('reminder_settings_calendar_token_unique'),
  ...timestamps,
});

export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: id(),
    reminderId: parentRef('reminder_id', () => reminders.id),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    result: text('result').$type<DeliveryResult>().notNull(),
    /** A short, non-personal reason of a failure ("SMTP 550", "push service 410"). */
    detail: text('detail'),
    at: at('at').notNull(),
  },
  (t) => [
    index('reminder_deliveries_reminder_idx').on(t.reminderId, t.at),
    textIn('reminder_deliveries_channel_check', 'channel', DELIVERY_CHANNELS),
    textIn('reminder_deliveries_result_check', 'result', DELIVERY_RESULTS),
  ],
);

/** Link ids that have been used: a signed link works once (the primary key is the guard). */
export const reminderLinkUses = pgTable('reminder_link_uses', {
  linkId: text('link_id').primaryKey(),
  usedAt: at('used_at').notNull(),
  /** Past this, the row can go: the link has expired anyway. */
  expiresAt: at('expires_at').notNull(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** The server's VAPID key pair: one row, made at first start, the same for every instance. */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamps.createdAt,
  },
  () => [textIn('web_push_keys_single_row', 'id', [1])],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const reminderOutsidePersonalData = personalDataLines([
  // Reminders outside the app (reminders/): settings, what was delivered, browsers for Web Push.
  {
    table: 'reminder_settings',
    export: [{ section: 'reminder_settings', via: 'user_id', omit: ['calendar_token'] }],
    erasure: CASCADE,
  },
  {
    table: 'reminder_deliveries',
    export: [{ section: 'reminder_deliveries', via: 'reminder_id' }],
    erasure: CASCADE,
  },
  {
    table: 'push_subscriptions',
    export: [{ section: 'push_subscriptions', via: 'user_id', omit: ['p256dh', 'auth'] }],
    erasure: CASCADE,
  },
]);
