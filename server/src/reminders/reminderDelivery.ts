// Delivery of due reminders outside the app: e-mail, SMS (medications, verified phone) and Web
// Push, on the channels the keeper chose for the kind, never in their quiet hours.
// The reminder job's claim (reminderJob.ts) sets send_after to the first allowed local time. This
// step takes reminders whose send_after has come with a lease — UPDATE … SET send_after = now +
// lease WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) — so one instance sends each of them; an
// instance that dies mid-way leaves the lease to run out and another takes over. Each channel's
// attempt is recorded in reminder_deliveries; a channel already sent for this occasion (since
// notified_at) is never sent again, so a retry repeats only the channels that failed.
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/preferences';
import { SMS_KINDS } from '@contract/schemas/reminderChannels';
import { sitePrefix } from '../mail/authMails';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import type { Clock } from '../http/clock';
import { pets } from '../pets';
import type { SmsSender } from '../sms/smsSender';
import type { ReminderLinkSigner } from './reminderLinks';
import { dueText, reminderMail, reminderSms } from './reminderMail';
import {
  pushSubscriptions,
  reminderDeliveries,
  type DeliveryChannel,
} from './reminderOutsideTables';
import { settingsOf } from './reminderSettingsService';
import { reminders } from './reminderTables';
import { claimReminders, reminderHeading } from './claimReminders';
import type { WebPushSender } from './webPush';

export const SEND_BATCH = 20;
/** Long enough for a slow SMTP server; an instance that died frees its reminders after it. */
export const SEND_LEASE_MS = 10 * 60_000;
/** Tries per occasion; between them 15, 30… minutes. */
export const MAX_SEND_ATTEMPTS = 4;
export const RETRY_STEP_MS = 15 * 60_000;

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  push: WebPushSender;
  links: ReminderLinkSigner;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function linkUrl(publicUrl: string, language: Language, token: string): string {
  return `${publicUrl}${sitePrefix(language)}/reminder-link/${token}`;
}

/** The API path a push action's click POSTs to (the service worker cannot follow a form). */
export function linkApiUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/reminder-links/${token}`;
}

type Claimed = Pick<
  typeof reminders.$inferSelect,
  'id' | 'petId' | 'kind' | 'title' | 'dueAt' | 'notifiedAt' | 'sendAttempts' | 'doneAt'
>;

export async function sendDueReminders(deps: DeliveryDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await claim(deps);
    for (const reminder of claimed) await deliver(deps, reminder);
    total += claimed.length;
    if (claimed.length < SEND_BATCH) return total;
  }
}

async function claim(deps: DeliveryDeps): Promise<Claimed[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) =>
    claimReminders(tx, {
      due: and(isNotNull(reminders.sendAfter), lte(reminders.sendAfter, now)),
      oldestFirst: reminders.sendAfter,
      limit: SEND_BATCH,
      set: {
        sendAfter: new Date(now.getTime() + SEND_LEASE_MS),
        sendAttempts: sql`${reminders.sendAttempts} + 1`,
      },
    }).returning({
      ...reminderHeading,
      dueAt: reminders.dueAt,
      notifiedAt: reminders.notifiedAt,
      sendAttempts: reminders.sendAttempts,
      doneAt: reminders.doneAt,
    }),
  );
}

async function record(
  deps: DeliveryDeps,
  reminderId: number,
  channel: DeliveryChannel,
  error: string | null,
): Promise<void> {
  await deps.db.insert(reminderDeliveries).values({
    reminderId,
    channel,
    result: error === null ? 'sent' : 'failed',
    detail: error,
    at: deps.clock.now(),
  });
}

/** A short reason without personal data (no address, no body). */
function reason(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; name?: string };
  if (typeof e.responseCode === 'number') return `SMTP ${e.responseCode}`;
  if (typeof e.code === 'string') return e.code.slice(0, 40);
  return (e.name ?? 'error').slice(0, 40);
}

async function deliver(deps: DeliveryDeps, reminder: Claimed): Promise<void> {
  const { db, clock } = deps;
  const finish = (sendAfter: Date | null) =>
    db.update(reminders).set({ sendAfter }).where(eq(reminders.id, reminder.id));
  const [owner] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      phone: users.phoneNumber,
      verified: users.isVerifiedPhoneNumber,
      petName: pets.name,
    })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(eq(pets.id, reminder.petId));
  // Done (or deleted) in the meantime: nothing left to say.
  if (!owner || reminder.doneAt || reminder.notifiedAt === null) return void (await finish(null));
  const settings = (await settingsOf(db, [owner.userId])).get(owner.userId);
  if (!settings) return void (await finish(null));
  const choice = settings.channels[reminder.kind];
  const [pushCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, owner.userId));
  const wanted: DeliveryChannel[] = [];
  if (choice.email) wanted.push('email');
  if (choice.sms && SMS_KINDS.includes(reminder.kind) && owner.verified && owner.phone)
    wanted.push('sms');
  if (choice.push && (pushCount?.n ?? 0) > 0) wanted.push('push');
  const sentRows = await db
    .select({ channel: reminderDeliveries.channel })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.reminderId, reminder.id),
        eq(reminderDeliveries.result, 'sent'),
        gte(reminderDeliveries.at, reminder.notifiedAt),
      ),
    );
  const sent = new Set(sentRows.map((row) => row.channel));
  const todo = wanted.filter((channel) => !sent.has(channel));

  const language = owner.language;
  const sign = (action: 'done' | 'snooze') =>
    deps.links.sign({
      action,
      userId: owner.userId,
      reminderId: reminder.id,
      kind: null,
      channel: null,
    });
  const doneToken = sign('done');
  const snoozeToken = sign('snooze');
  const content = {
    to: owner.email,
    name: owner.name,
    language,
    petName: owner.petName,
    title: reminder.title,
    kind: reminder.kind,
    dueText: dueText(reminder.dueAt, settings.timeZone, language),
    doneUrl: linkUrl(deps.publicUrl, language, doneToken),
    snoozeUrl: linkUrl(deps.publicUrl, language, snoozeToken),
    unsubscribeUrl: linkUrl(
      deps.publicUrl,
      language,
      deps.links.sign({
        action: 'unsubscribe',
        userId: owner.userId,
        reminderId: null,
        kind: reminder.kind,
        channel: 'email',
      }),
    ),
    appUrl: `${deps.publicUrl}${sitePrefix(language)}/dashboard?pet=${reminder.petId}`,
  };

  let failed = false;
  for (const channel of todo) {
    let error: string | null = null;
    try {
      if (channel === 'email') {
        await deps.mailer.send(reminderMail(content));
      } else if (channel === 'sms') {
        await deps.sms.send(owner.phone ?? '', reminderSms(content));
      } else {
        const jp = language === 'jp';
        const outcome = await deps.push.sendToUser(owner.userId, {
          title: jp ? `${owner.petName}：${reminder.title}` : `${owner.petName}: ${reminder.title}`,
          body: content.dueText,
          url: content.appUrl,
          actions: [
            {
              action: 'done',
              title: jp ? '完了' : 'Done',
              url: linkApiUrl(deps.publicUrl, sign('done')),
            },
            {
              action: 'snooze',
              title: jp ? '1日後' : 'Snooze 1 day',
              url: linkApiUrl(deps.publicUrl, sign('snooze')),
            },
          ],
        });
        if (outcome.sent === 0) error = outcome.detail ?? 'no browser accepted it';
      }
    } catch (caught: unknown) {
      error = reason(caught);
      deps.log.warn(
        { reminderId: reminder.id, channel, reason: error },
        'reminders: delivery failed',
      );
    }
    if (error !== null) failed = true;
    await record(deps, reminder.id, channel, error);
  }
  const retry = failed && reminder.sendAttempts < MAX_SEND_ATTEMPTS;
  await finish(
    retry ? new Date(clock.now().getTime() + RETRY_STEP_MS * reminder.sendAttempts) : null,
  );
}
