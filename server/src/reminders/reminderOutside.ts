// Builds the services of reminders outside the app from the server's settings: one place, so the
// API routes (routeGroups/petsRouteGroup.ts) and the site's link page (app.ts) agree.
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/openDatabase';
import type { Clock } from '../http/clock';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../sms/smsSender';
import type { DeliveryDeps } from './reminderDelivery';
import { ReminderLinkService } from './reminderLinkService';
import { ReminderLinkSigner } from './reminderLinks';
import { ReminderService } from './reminderService';
import { ReminderSettingsService, settingsOf } from './reminderSettingsService';
import { DEFAULT_TIME_ZONE } from './quietHours';
import { WebPushSender } from './webPush';

/** VAPID `sub`: the mail sender's address, which push services may write to. */
export function vapidSubject(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `mailto:${address}`;
}

export function reminderOutside(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  reminders: ReminderService;
  log: FastifyBaseLogger;
  /** TLS agent of Web Push requests; tests trust their local push service with it. */
  pushAgent?: Agent;
}) {
  const { db, clock, config } = deps;
  const signer = new ReminderLinkSigner({ secret: config.reminders.linkSecret, clock });
  const push = new WebPushSender({
    db,
    subject: vapidSubject(config.mail.from),
    agent: deps.pushAgent,
  });
  const settings = new ReminderSettingsService({ db, clock, publicUrl: config.publicUrl, push });
  const links = new ReminderLinkService({ db, clock, links: signer, reminders: deps.reminders });
  const delivery: DeliveryDeps = {
    db,
    clock,
    mailer: deps.mailer,
    sms: deps.sms,
    push,
    links: signer,
    publicUrl: config.publicUrl,
    log: deps.log,
  };
  return { signer, push, settings, links, delivery };
}

export function reminderLinkPageOptions(db: Database, clock: Clock, config: Config) {
  const signer = new ReminderLinkSigner({ secret: config.reminders.linkSecret, clock });
  const links = new ReminderLinkService({
    db,
    clock,
    links: signer,
    reminders: new ReminderService({ db, clock }),
  });
  return {
    links,
    timeZoneOf: async ({ userId }: { userId: number }) =>
      (await settingsOf(db, [userId])).get(userId)?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
