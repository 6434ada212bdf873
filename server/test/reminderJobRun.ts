// The reminder job as the server runs it, for the tests of features that remind: due reminders
// become notifications in the app, then go outside — mail into the outbox (whatever the test
// server's mail transport), SMS into a sink, Web Push through the given TLS agent.
import type { Agent } from 'node:https';
import { createMailer } from '../src/mail/mailer';
import { sendDueReminders } from '../src/reminders/reminderDelivery';
import { notifyDueReminders } from '../src/reminders/reminderJob';
import { reminderOutside } from '../src/reminders/reminderOutside';
import { ReminderService } from '../src/reminders/reminderService';
import type { PetsTestServer } from './petsTestServer';

export interface ReminderJobOptions {
  /** Trusts the test's local push service. */
  pushAgent?: Agent | undefined;
}

/** The reminder services outside the app (delivery, settings, links) on the test server. */
function testReminderOutside(t: PetsTestServer, { pushAgent }: ReminderJobOptions = {}) {
  const db = t.server.database.db;
  const log = t.server.app.log;
  return reminderOutside({
    db,
    clock: t.clock,
    config: t.server.config,
    mailer: createMailer({ ...t.server.config.mail, transport: 'outbox' }, db, log),
    sms: { provider: 'outbox', send: async () => undefined },
    reminders: new ReminderService({ db, clock: t.clock }),
    log,
    ...(pushAgent === undefined ? {} : { pushAgent }),
  });
}

/** One run of the job at the test clock's time: in the app first, then outside. */
export async function runReminderJob(t: PetsTestServer, options: ReminderJobOptions = {}) {
  await notifyDueReminders(t.server.database.db, t.server.app.notifications, t.clock);
  return sendDueReminders(testReminderOutside(t, options).delivery);
}
