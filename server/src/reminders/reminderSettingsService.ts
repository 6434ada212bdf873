// The keeper's reminder settings: channels per kind, quiet hours, time zone, the calendar feed's
// secret, and their browsers' Web Push subscriptions. A keeper without a row has the defaults.
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  defaultChannelChoices,
  SMS_KINDS,
  type PushSubscriptionInput,
  type ReminderChannelChoices,
  type ReminderSettings,
  type ReminderSettingsInput,
} from '@contract/schemas/reminderChannels';
import { REMINDER_KINDS } from '@contract/schemas/petReminders';
import { randomToken } from '../http/secrets';
import { users } from '../db/schema';
import type { Database } from '../db/openDatabase';
import { ValidationError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import {
  clockToMinutes,
  DEFAULT_QUIET,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  minutesToClock,
} from './quietHours';
import { pushSubscriptions, reminderSettings } from './reminderOutsideTables';
import type { WebPushSender } from './webPush';

export interface KeeperReminderSettings {
  channels: ReminderChannelChoices;
  quiet: { start: number; end: number };
  timeZone: string;
  storedTimeZone: string | null;
  calendarToken: string | null;
}

/** Stored choices merged over the defaults (a kind added later gets the defaults). */
function withDefaults(
  row: typeof reminderSettings.$inferSelect | undefined,
): KeeperReminderSettings {
  const channels = defaultChannelChoices();
  if (row)
    for (const kind of REMINDER_KINDS) if (row.channels[kind]) channels[kind] = row.channels[kind];
  return {
    channels,
    quiet: row ? { start: row.quietStart, end: row.quietEnd } : DEFAULT_QUIET,
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    storedTimeZone: row?.timeZone ?? null,
    calendarToken: row?.calendarToken ?? null,
  };
}

export async function settingsOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, KeeperReminderSettings>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(reminderSettings)
          .where(inArray(reminderSettings.userId, [...userIds]));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((userId) => [userId, withDefaults(byUser.get(userId))]));
}

export function calendarPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

export class ReminderSettingsService {
  constructor(
    private readonly deps: { db: Database; clock: Clock; publicUrl: string; push: WebPushSender },
  ) {}

  async get(userId: number): Promise<ReminderSettings> {
    const { db } = this.deps;
    const settings = (await settingsOf(db, [userId])).get(userId);
    if (!settings) throw new Error('settings of a user');
    const [user] = await db
      .select({ verified: users.isVerifiedPhoneNumber, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    const [subscribed] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const https = settings.calendarToken
      ? `${this.deps.publicUrl}${calendarPath(settings.calendarToken)}`
      : null;
    return {
      channels: settings.channels,
      quiet_start: minutesToClock(settings.quiet.start),
      quiet_end: minutesToClock(settings.quiet.end),
      time_zone: settings.storedTimeZone,
      sms_available: Boolean(user?.verified && user.phone),
      calendar: https
        ? { https_url: https, webcal_url: https.replace(/^https?:/, 'webcal:') }
        : null,
      push: { public_key: await this.deps.push.publicKey(), subscriptions: subscribed?.n ?? 0 },
    };
  }

  private async upsert(userId: number, changes: Partial<typeof reminderSettings.$inferInsert>) {
    const now = this.deps.clock.now();
    const current = (await settingsOf(this.deps.db, [userId])).get(userId);
    if (!current) throw new Error('settings of a user');
    await this.deps.db
      .insert(reminderSettings)
      .values({
        userId,
        channels: current.channels,
        quietStart: current.quiet.start,
        quietEnd: current.quiet.end,
        timeZone: current.storedTimeZone,
        calendarToken: current.calendarToken,
        ...changes,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...changes, updatedAt: now } });
  }

  async update(userId: number, input: ReminderSettingsInput): Promise<ReminderSettings> {
    const errors: Record<string, string[]> = {};
    if (input.time_zone !== undefined && !isTimeZone(input.time_zone)) {
      errors.time_zone = ['The time zone must be a valid IANA time zone.'];
    }
    if (input.channels) {
      for (const kind of REMINDER_KINDS) {
        if (input.channels[kind].sms && !SMS_KINDS.includes(kind)) {
          errors[`channels.${kind}.sms`] = ['Only medication reminders can be sent by SMS.'];
        }
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const changes: Partial<typeof reminderSettings.$inferInsert> = {};
    if (input.channels) changes.channels = input.channels;
    if (input.quiet_start !== undefined) changes.quietStart = clockToMinutes(input.quiet_start);
    if (input.quiet_end !== undefined) changes.quietEnd = clockToMinutes(input.quiet_end);
    if (input.time_zone !== undefined) changes.timeZone = input.time_zone;
    await this.upsert(userId, changes);
    return this.get(userId);
  }

  /** A new secret URL: the old one stops working at once. */
  async regenerateCalendar(userId: number): Promise<ReminderSettings> {
    await this.upsert(userId, { calendarToken: randomToken() });
    return this.get(userId);
  }

  async revokeCalendar(userId: number): Promise<ReminderSettings> {
    await this.upsert(userId, { calendarToken: null });
    return this.get(userId);
  }

  /** The keeper whose feed this secret opens, or null. */
  async calendarOwner(token: string): Promise<number | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const [row] = await this.deps.db
      .select({ userId: reminderSettings.userId })
      .from(reminderSettings)
      .where(eq(reminderSettings.calendarToken, token));
    return row?.userId ?? null;
  }

  /** One row per browser: subscribing again (new keys, another keeper signed in) replaces it. */
  async subscribe(userId: number, input: PushSubscriptionInput): Promise<void> {
    const now = this.deps.clock.now();
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    };
    await this.deps.db
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }
}
