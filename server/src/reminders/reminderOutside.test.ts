// Reminders outside the app, through the API and the scheduled job: the mail (text and HTML, the
// keeper's language) with its one-time links, quiet hours read in the keeper's time zone, Web Push
// to a local push service that checks the VAPID signature and decrypts the payload, a failed
// channel retried without repeating the others, and the calendar feed read by a real iCalendar
// parser.
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { makeLoopbackTls, startLocalPushService } from '../../test/localPushService';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { runReminderJob } from '../../test/reminderJobRun';
import { mailOutbox, users } from '../db/schema';
import { ManualClock } from '../http/clock';
import { RETRY_STEP_MS } from './reminderDelivery';
import { ReminderLinkSigner } from './reminderLinks';
import { reminderDeliveries } from './reminderOutsideTables';
import { reminders } from './reminderTables';

jest.setTimeout(180_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer({ REMINDER_LINK_SECRET: 'reminder-test-link-secret' });
});
afterAll(() => t.close());

const db = () => t.server.database.db;
const HOUR = 3600_000;

let pushAgent: Agent | undefined;

const runJob = () => runReminderJob(t, { pushAgent });

async function addReminder(body: Record<string, unknown>) {
  const res = await t.me.call({
    method: 'POST',
    url: `/api/keeper/pets/${t.me.petId}/reminders`,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
}

async function mailsTo(email: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
}

async function myEmail() {
  const res = await t.me.call({ method: 'GET', url: '/api/user' });
  return (res.json().data as { email: string }).email;
}

function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/\S+\/reminder-link\/(\S+)/g)].map((m) => m[1] ?? '');
}

async function deliveries(id: string) {
  const res = await t.me.call({ method: 'GET', url: `/api/keeper/reminders/${id}/deliveries` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { channel: string; result: string; at: string }[];
}

describe('reminders outside the app', () => {
  it('mails a due reminder once, in text and HTML, with links that work once without a sign-in', async () => {
    t.clock.set(new Date('2026-06-01T12:00:00Z')); // 12:00 UTC: outside the default quiet hours
    const email = await myEmail();
    const before = (await mailsTo(email)).length;
    const reminder = await addReminder({
      kind: 'parasite',
      title: 'Flea & tick <drops>',
      due_at: '2026-06-01T11:00:00Z',
    });
    await runJob();
    await runJob();
    const mails = await mailsTo(email);
    expect(mails.length).toBe(before + 1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Rex: Flea & tick <drops>');
    expect(mail?.textBody).toContain('Mark as done: http');
    expect(mail?.htmlBody).toContain('Flea &amp; tick &lt;drops&gt;');
    const [done, snooze, unsubscribe] = linksIn(mail?.textBody ?? '');
    expect(done && snooze && unsubscribe).toBeTruthy();
    expect(await deliveries(reminder.id)).toEqual([
      { channel: 'email', result: 'sent', at: '2026-06-01T12:00:00.000Z' },
    ]);

    // The page shows what the link will do and changes nothing; POST does it.
    const page = await t.server.app.inject({ method: 'GET', url: `/reminder-link/${done}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mark “Flea &amp; tick &lt;drops&gt;” as done?');
    const used = await t.server.app.inject({ method: 'POST', url: `/reminder-link/${done}` });
    expect(used.statusCode).toBe(200);
    expect(used.body).toContain('is marked as done.');
    const [row] = await db()
      .select()
      .from(reminders)
      .where(eq(reminders.id, Number(reminder.id)));
    expect(row?.doneAt).not.toBeNull();

    // Used, tampered, expired: a clear 4xx in the error shape, nothing changed.
    const fingerprint = await databaseFingerprint(db());
    const again = await t.server.app.inject({ method: 'POST', url: `/api/reminder-links/${done}` });
    expectErrorShape(again, 409);
    expect(again.json().message).toBe('This link has already been used.');
    const tampered = `${snooze?.slice(0, -1)}${snooze?.endsWith('0') ? '1' : '0'}`;
    expectErrorShape(
      await t.server.app.inject({ method: 'POST', url: `/api/reminder-links/${tampered}` }),
      403,
    );
    const forged = new ReminderLinkSigner({
      secret: 'another-secret-entirely',
      clock: t.clock,
    }).sign({
      action: 'done',
      userId: 1,
      reminderId: Number(reminder.id),
      kind: null,
      channel: null,
    });
    expectErrorShape(
      await t.server.app.inject({ method: 'POST', url: `/api/reminder-links/${forged}` }),
      403,
    );
    // A link signed with the right key fifteen days ago has expired.
    const old = new ReminderLinkSigner({
      secret: 'reminder-test-link-secret',
      clock: new ManualClock(new Date(t.clock.now().getTime() - 15 * 24 * HOUR)),
    }).sign({
      action: 'snooze',
      userId: 1,
      reminderId: Number(reminder.id),
      kind: null,
      channel: null,
    });
    const expired = await t.server.app.inject({
      method: 'POST',
      url: `/api/reminder-links/${old}`,
    });
    expectErrorShape(expired, 410);
    const expiredPage = await t.server.app.inject({
      method: 'POST',
      url: `/reminder-link/${old}`,
    });
    expect(expiredPage.statusCode).toBe(410);
    expect(expiredPage.body).toContain('This link has expired.');
    expect(await databaseFingerprint(db())).toEqual(fingerprint);
  });

  it('snoozes for a day and stops a kind’s e-mails from the links', async () => {
    t.clock.set(new Date('2026-06-01T13:00:00Z'));
    const email = await myEmail();
    const reminder = await addReminder({
      kind: 'vaccination',
      title: 'Booster',
      due_at: '2026-06-01T12:30:00Z',
    });
    await runJob();
    const [mail] = await mailsTo(email);
    const [, snooze, unsubscribe] = linksIn(mail?.textBody ?? '');
    const res = await t.server.app.inject({ method: 'POST', url: `/api/reminder-links/${snooze}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      action: 'snooze',
      title: 'Booster',
      due_at: '2026-06-02T13:00:00.000Z',
    });
    expect(
      (await t.server.app.inject({ method: 'POST', url: `/reminder-link/${unsubscribe}` }))
        .statusCode,
    ).toBe(200);
    const settings = await t.me.call({ method: 'GET', url: '/api/keeper/reminder-settings' });
    expect(settings.json().data.channels.vaccination).toEqual({
      email: false,
      push: true,
      sms: false,
    });
    // Due again a day later: in the app, but no longer by e-mail.
    const count = (await mailsTo(email)).length;
    t.clock.advance(25 * HOUR);
    await runJob();
    expect((await mailsTo(email)).length).toBe(count);
    const [row] = await db()
      .select()
      .from(reminders)
      .where(eq(reminders.id, Number(reminder.id)));
    expect(row?.notifiedAt).not.toBeNull();
    await t.me.call({
      method: 'PUT',
      url: '/api/keeper/reminder-settings',
      payload: { channels: settings.json().data.channels },
    });
  });

  it('waits for the end of the quiet hours in the keeper’s time zone', async () => {
    const put = await t.me.call({
      method: 'PUT',
      url: '/api/keeper/reminder-settings',
      payload: { time_zone: 'Asia/Tokyo', quiet_start: '21:30', quiet_end: '07:45' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      time_zone: 'Asia/Tokyo',
      quiet_start: '21:30',
      quiet_end: '07:45',
    });
    const bad = await t.me.call({
      method: 'PUT',
      url: '/api/keeper/reminder-settings',
      payload: { time_zone: 'Mars/Olympus' },
    });
    expectErrorShape(bad, 422);
    expect(bad.json().errors.time_zone).toEqual(['The time zone must be a valid IANA time zone.']);

    const email = await myEmail();
    // 18:00 UTC is 03:00 in Tokyo.
    t.clock.set(new Date('2026-06-02T18:00:00Z'));
    const reminder = await addReminder({
      kind: 'other',
      title: 'Night reminder',
      due_at: '2026-06-02T17:59:00Z',
    });
    const count = (await mailsTo(email)).length;
    await runJob();
    expect((await mailsTo(email)).length).toBe(count);
    const [row] = await db()
      .select()
      .from(reminders)
      .where(eq(reminders.id, Number(reminder.id)));
    expect(row?.notifiedAt).not.toBeNull(); // in the app at once
    expect(row?.sendAfter?.toISOString()).toBe('2026-06-02T22:45:00.000Z'); // 07:45 in Tokyo
    t.clock.set(new Date('2026-06-02T22:44:00Z'));
    await runJob();
    expect((await mailsTo(email)).length).toBe(count);
    t.clock.set(new Date('2026-06-02T22:45:00Z'));
    await runJob();
    const [mail] = await mailsTo(email);
    expect((await mailsTo(email)).length).toBe(count + 1);
    expect(mail?.textBody).toContain('Jun 3, 2026, 02:59'); // the due time in Tokyo
    await t.me.call({
      method: 'PUT',
      url: '/api/keeper/reminder-settings',
      payload: { time_zone: 'UTC', quiet_start: '21:00', quiet_end: '08:00' },
    });
  });

  it('pushes to the browser with a VAPID-signed, encrypted request and retries only the failed channel', async () => {
    // The sender's agent alone trusts the local push service's certificate. Its first request
    // is answered 500 (the push service is down), the next ones 201.
    const tls = makeLoopbackTls(mkdtempSync(path.join(tmpdir(), 'petcare-push-')));
    pushAgent = new Agent({ ca: tls.cert });
    const pushService = await startLocalPushService(tls, (_push, index) =>
      index === 0 ? 500 : 201,
    );
    const received = pushService.received;
    try {
      const subscribed = await t.me.call({
        method: 'POST',
        url: '/api/keeper/push-subscriptions',
        payload: pushService.subscription('/push/abc'),
      });
      expect(subscribed.statusCode).toBe(204);
      const settings = await t.me.call({ method: 'GET', url: '/api/keeper/reminder-settings' });
      expect(settings.json().data.push.subscriptions).toBe(1);
      expect(settings.json().data.push.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

      t.clock.set(new Date('2026-06-03T12:00:00Z'));
      const email = await myEmail();
      const count = (await mailsTo(email)).length;
      const reminder = await addReminder({
        kind: 'medication',
        title: 'Heartworm tablet',
        due_at: '2026-06-03T11:00:00Z',
      });
      await runJob();
      expect(pushService.rejected).toEqual([]);
      expect(received).toHaveLength(1);
      expect(received[0]?.subject).toMatch(/^mailto:/);
      expect(received[0]?.audience).toBe(pushService.origin);
      expect((await deliveries(reminder.id)).map((d) => `${d.channel}:${d.result}`)).toEqual([
        'email:sent',
        'push:failed',
      ]);
      // The retry waits, then sends the push alone: the mail is not repeated.
      t.clock.advance(RETRY_STEP_MS);
      await runJob();
      expect(received).toHaveLength(2);
      expect((await mailsTo(email)).length).toBe(count + 1);
      expect((await deliveries(reminder.id)).map((d) => `${d.channel}:${d.result}`)).toEqual([
        'email:sent',
        'push:failed',
        'push:sent',
      ]);
      const payload = received[1]?.payload as {
        title: string;
        body: string;
        url: string;
        actions: { action: string; url: string }[];
      };
      expect(payload.title).toBe('Rex: Heartworm tablet');
      expect(payload.actions.map((a) => a.action)).toEqual(['done', 'snooze']);
      // The push's "Done" POSTs to the API without a sign-in.
      const doneUrl = new URL(payload.actions[0]?.url ?? '');
      const done = await t.server.app.inject({ method: 'POST', url: doneUrl.pathname });
      expect(done.statusCode).toBe(200);
      expect(done.json().data.action).toBe('done');
      await runJob();
      expect(received).toHaveLength(2);

      const gone = await t.me.call({
        method: 'POST',
        url: '/api/keeper/push-subscriptions/remove',
        payload: { endpoint: pushService.subscription('/push/abc').endpoint },
      });
      expect(gone.statusCode).toBe(204);
    } finally {
      await pushService.close();
      pushAgent.destroy();
      pushAgent = undefined;
    }
    const deliveryRows = await db().select().from(reminderDeliveries);
    expect(deliveryRows.every((row) => row.detail === null || !row.detail.includes('@'))).toBe(
      true,
    );
  });

  it('serves a private calendar feed that a real iCalendar parser reads, with recurrence', async () => {
    const anonymous = await t.server.app.inject({
      method: 'GET',
      url: '/api/calendar/not-a-real-secret-token-000000.ics',
    });
    expectErrorShape(anonymous, 404);
    t.clock.set(new Date('2026-06-03T13:00:00Z'));
    await addReminder({
      kind: 'vaccination',
      title: 'Rabies; booster, yearly',
      due_at: '2026-11-02T09:00:00Z',
      repeat: 'yearly',
      notes: 'Bring the card\nand the lead',
    });
    await addReminder({
      kind: 'parasite',
      title: 'Drops',
      due_at: '2026-10-15T09:00:00Z',
      repeat: 'quarterly',
    });
    const made = await t.me.call({ method: 'POST', url: '/api/keeper/reminder-settings/calendar' });
    const calendar = made.json().data.calendar as { https_url: string; webcal_url: string };
    expect(calendar.webcal_url).toBe(calendar.https_url.replace(/^https?:/, 'webcal:'));
    const path = new URL(calendar.https_url).pathname;
    const feed = await t.server.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = new ICAL.Component(ICAL.parse(feed.body));
    const events = parsed.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const rabies = events.find((e) => e.summary === 'Rex: Rabies; booster, yearly');
    expect(rabies?.description).toBe('Bring the card\nand the lead');
    expect(rabies?.startDate.toJSDate().toISOString()).toBe('2026-11-02T09:00:00.000Z');
    expect(rabies?.isRecurring()).toBe(true);
    const drops = events.find((e) => e.summary === 'Rex: Drops');
    const next = drops?.iterator();
    const dates = [next?.next(), next?.next(), next?.next()].map((d) =>
      d?.toJSDate().toISOString(),
    );
    expect(dates).toEqual([
      '2026-10-15T09:00:00.000Z',
      '2027-01-15T09:00:00.000Z',
      '2027-04-15T09:00:00.000Z',
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    // Regenerated: the old secret URL stops working.
    await t.me.call({ method: 'POST', url: '/api/keeper/reminder-settings/calendar' });
    expectErrorShape(await t.server.app.inject({ method: 'GET', url: path }), 404);
  });

  it('writes the mail in Japanese for a Japanese keeper', async () => {
    await db()
      .update(users)
      .set({ language: 'jp' })
      .where(eq(users.email, await myEmail()));
    t.clock.set(new Date('2026-06-03T14:00:00Z'));
    await addReminder({ kind: 'vet_visit', title: '健康診断', due_at: '2026-06-03T13:30:00Z' });
    await runJob();
    const [mail] = await mailsTo(await myEmail());
    expect(mail?.subject).toBe('【PetCare】Rex：健康診断');
    expect(mail?.textBody).toContain('完了にする\nhttp');
    expect(mail?.htmlBody).toContain('<html lang="ja">');
    const [done] = linksIn(mail?.textBody ?? '');
    expect(mail?.textBody).toContain('/jp/reminder-link/');
    const page = await t.server.app.inject({ method: 'GET', url: `/jp/reminder-link/${done}` });
    expect(page.body).toContain('「健康診断」を完了にしますか？');
    await db()
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.email, await myEmail()));
  });
});
