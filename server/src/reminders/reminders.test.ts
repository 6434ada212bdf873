// Reminders through the API, and the scheduled job that notifies keepers when one falls due:
// once per reminder, in the keeper's language, live over realtime, and never twice when two
// instances run the job at the same moment (on PostgreSQL, two connection pools racing).
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Notification } from '@contract/schemas/notifications';
import { databaseFingerprint, expectErrorShape, registerKeeper } from '../../test/authHelpers';
import { listenLocally } from '../../test/listeningServer';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { notifications } from '../db/schema';
import { openDatabase, type Database } from '../db/openDatabase';
import { NotificationService } from '../notifications/notificationService';
import { notifyDueReminders } from './reminderJob';
import { REMINDER_NOTIFICATION_TYPE } from './reminderNotification';
import { reminders } from './reminderTables';

jest.setTimeout(180_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

const remindersUrl = (petId = t.me.petId) => `/api/keeper/pets/${petId}/reminders`;

async function addReminder(body: Record<string, unknown>, petId = t.me.petId) {
  const res = await t.me.call({ method: 'POST', url: remindersUrl(petId), payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string } & Record<string, unknown>;
}

const runJob = () => notifyDueReminders(t.server.database.db, t.server.app.notifications, t.clock);

async function reminderNotifications(userToken: string) {
  const res = await t.server.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { authorization: `Bearer ${userToken}` },
  });
  return (res.json().data as Notification[]).filter((n) => n.type === REMINDER_NOTIFICATION_TYPE);
}

describe('reminders', () => {
  it('creates reminders and lists the ones to do first (soonest first), then the done ones', async () => {
    const pet = await t.me.call({
      method: 'POST',
      url: '/api/keeper/pets',
      payload: { name: 'Listy', species: 'cat' },
    });
    const petId = pet.json().data.id as string;
    const later = await addReminder(
      { kind: 'vaccination', title: 'Booster', due_at: '2026-08-01T09:00:00Z', repeat: 'yearly' },
      petId,
    );
    const overdue = await addReminder(
      { kind: 'parasite', title: 'Flea drops', due_at: '2026-05-25T09:00:00+09:00' },
      petId,
    );
    expect(overdue).toEqual({
      id: expect.any(String),
      pet_id: petId,
      kind: 'parasite',
      title: 'Flea drops',
      due_at: '2026-05-25T00:00:00.000Z',
      repeat: 'none',
      notes: null,
      done_at: null,
      notified_at: null,
      created_at: expect.any(String),
    });
    const done = await addReminder(
      { kind: 'other', title: 'Nails', due_at: '2026-05-01T09:00:00Z' },
      petId,
    );
    await t.me.call({
      method: 'PUT',
      url: `/api/keeper/reminders/${done.id}`,
      payload: { done: true },
    });
    const list = await t.me.call({ method: 'GET', url: remindersUrl(petId) });
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([
      overdue.id,
      later.id,
      done.id,
    ]);
  });

  it('marks a repeating reminder done and creates its next occurrence on the schedule', async () => {
    const monthly = await addReminder({
      kind: 'medication',
      title: 'Heartworm',
      due_at: '2026-01-31T08:00:00Z',
      repeat: 'monthly',
      notes: 'With food',
    });
    // Done late (on 1 June): the months already past are skipped, the day is kept (clamped).
    const res = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/reminders/${monthly.id}`,
      payload: { done: true },
    });
    expect(res.json().data.done_at).toBe('2026-06-01T09:00:00.000Z');
    const list = (await t.me.call({ method: 'GET', url: remindersUrl() })).json().data;
    const next = list.find(
      (r: { title: string; done_at: string | null }) =>
        r.title === 'Heartworm' && r.done_at === null,
    );
    expect(next).toMatchObject({
      due_at: '2026-06-30T08:00:00.000Z',
      repeat: 'monthly',
      notes: 'With food',
    });
    // Marking it done again does not create another one; un-marking keeps the next.
    await t.me.call({
      method: 'PUT',
      url: `/api/keeper/reminders/${monthly.id}`,
      payload: { done: true },
    });
    const undone = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/reminders/${monthly.id}`,
      payload: { done: false },
    });
    expect(undone.json().data.done_at).toBeNull();
    const after = (await t.me.call({ method: 'GET', url: remindersUrl() })).json().data;
    expect(after.filter((r: { title: string }) => r.title === 'Heartworm')).toHaveLength(2);
  });

  it('refuses bad reminders with 422 and changes nothing', async () => {
    const reminder = await addReminder({
      kind: 'other',
      title: 'Brush',
      due_at: '2026-07-01T09:00:00Z',
    });
    const before = await databaseFingerprint(t.server.database.db);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'grooming', title: 'x', due_at: '2026-07-01T09:00:00Z' }, 'kind'],
      [{ kind: 'other', title: '', due_at: '2026-07-01T09:00:00Z' }, 'title'],
      [{ kind: 'other', title: 'x'.repeat(121), due_at: '2026-07-01T09:00:00Z' }, 'title'],
      [{ kind: 'other', title: 'x', due_at: 'tomorrow' }, 'due_at'],
      [{ kind: 'other', title: 'x', due_at: '2026-07-01' }, 'due_at'],
      [{ kind: 'other', title: 'x', due_at: '2040-01-01T00:00:00Z' }, 'due_at'],
      [{ kind: 'other', title: 'x', due_at: '1900-01-01T00:00:00Z' }, 'due_at'],
      [{ kind: 'other', title: 'x', due_at: '2026-07-01T09:00:00Z', repeat: 'hourly' }, 'repeat'],
      [{ kind: 'other', title: 'x', due_at: '2026-07-01T09:00:00Z', done: true }, ''],
      [{ kind: 'other', title: 'x\u0000', due_at: '2026-07-01T09:00:00Z' }, 'title'],
    ];
    for (const [payload, field] of bad) {
      const res = await t.me.call({ method: 'POST', url: remindersUrl(), payload });
      expectErrorShape(res, 422);
      if (field) expect(Object.keys(res.json().errors)).toContain(field);
    }
    const update = await t.me.call({
      method: 'PUT',
      url: `/api/keeper/reminders/${reminder.id}`,
      payload: { done: 'yes' },
    });
    expectErrorShape(update, 422);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('keeps another keeper’s reminders out of reach', async () => {
    const reminder = await addReminder({
      kind: 'other',
      title: 'Mine',
      due_at: '2026-07-01T09:00:00Z',
    });
    const before = await databaseFingerprint(t.server.database.db);
    const attempts = [
      t.other.call({ method: 'GET', url: remindersUrl() }),
      t.other.call({
        method: 'POST',
        url: remindersUrl(),
        payload: { kind: 'other', title: 'x', due_at: '2026-07-01T09:00:00Z' },
      }),
      t.other.call({
        method: 'PUT',
        url: `/api/keeper/reminders/${reminder.id}`,
        payload: { done: true },
      }),
      t.other.call({ method: 'DELETE', url: `/api/keeper/reminders/${reminder.id}` }),
    ];
    for (const res of await Promise.all(attempts)) expectErrorShape(res, 404);
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
    expect(
      (await t.me.call({ method: 'DELETE', url: `/api/keeper/reminders/${reminder.id}` }))
        .statusCode,
    ).toBe(204);
  });
});

describe('the reminder job', () => {
  it('notifies the keeper once when a reminder falls due, and again only after a new due date', async () => {
    await runJob();
    const before = (await reminderNotifications(t.other.token)).length;
    const created = await t.other.call({
      method: 'POST',
      url: remindersUrl(t.other.petId),
      payload: { kind: 'vaccination', title: 'Rabies booster', due_at: '2026-06-01T10:00:00Z' },
    });
    const id = created.json().data.id as string;
    expect(await runJob()).toBe(0);
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    expect(await runJob()).toBe(1);
    expect(await runJob()).toBe(0);
    const received = await reminderNotifications(t.other.token);
    expect(received).toHaveLength(before + 1);
    expect(received[0]?.data).toEqual({
      title: 'Tama: Rabies booster',
      body: "A vaccination is due. Mark it done on Tama's dashboard.",
      action_url: `/dashboard?pet=${t.other.petId}`,
    });
    const reminder = await t.other.call({ method: 'GET', url: remindersUrl(t.other.petId) });
    expect(reminder.json().data.find((r: { id: string }) => r.id === id).notified_at).toBe(
      '2026-06-01T10:00:00.000Z',
    );

    // A reminder moved to a new date is a new occasion; one marked done is not.
    await t.other.call({
      method: 'PUT',
      url: `/api/keeper/reminders/${id}`,
      payload: { due_at: '2026-06-02T10:00:00Z' },
    });
    t.clock.set(new Date('2026-06-02T10:00:00Z'));
    expect(await runJob()).toBe(1);
    expect(await reminderNotifications(t.other.token)).toHaveLength(before + 2);
    t.clock.set(new Date('2026-06-01T09:00:00Z'));
  });

  it('writes in the keeper’s language', async () => {
    const keeper = await registerKeeper(
      t.server.app,
      { pet: { name: 'ポチ', species: 'dog' } },
      { 'app-language': 'jp' },
    );
    const call = (options: InjectOptions) =>
      t.server.app.inject({ ...options, headers: { authorization: `Bearer ${keeper.token}` } });
    const pets = await call({ method: 'GET', url: '/api/keeper/pets' });
    const petId = pets.json().data[0].id;
    await call({
      method: 'POST',
      url: remindersUrl(petId),
      payload: { kind: 'parasite', title: 'フィラリア予防薬', due_at: '2026-05-31T00:00:00Z' },
    });
    await runJob();
    const [notification] = await reminderNotifications(keeper.token);
    expect(notification?.data).toEqual({
      title: 'ポチ：フィラリア予防薬',
      body: 'ノミ・ダニ・フィラリアなどの予防の予定日です。ポチのダッシュボードで完了にできます。',
      action_url: `/dashboard?pet=${petId}`,
    });
  });

  it('delivers the notification live to the keeper’s private channel', async () => {
    // The embedded realtime server checks signed event timestamps against the app's clock.
    const now = new Date();
    t.clock.set(now);
    const { port, origin } = await listenLocally(t.server);
    const keeper = await registerKeeper(t.server.app, { pet: { name: 'Live', species: 'dog' } });
    const client = new Pusher(t.server.config.realtime.key, {
      cluster: '',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${origin}/broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${keeper.token}` },
      },
    });
    const echo = new Echo({ broadcaster: 'pusher', key: 'unused', client });
    try {
      const received: Notification[] = [];
      const channel = echo.private(`App.Models.User.${keeper.user.id}`);
      const ready = new Promise<void>((resolve) => channel.subscribed(() => resolve()));
      channel.notification((notification: Notification) => received.push(notification));
      await ready;
      const pets = await t.server.app.inject({
        method: 'GET',
        url: '/api/keeper/pets',
        headers: { authorization: `Bearer ${keeper.token}` },
      });
      await t.server.app.inject({
        method: 'POST',
        url: remindersUrl(pets.json().data[0].id),
        headers: { authorization: `Bearer ${keeper.token}` },
        payload: {
          kind: 'vet_visit',
          title: 'Dental check',
          due_at: new Date(now.getTime() - 60_000).toISOString(),
        },
      });
      await runJob();
      for (let i = 0; i < 100 && received.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(received).toEqual([
        expect.objectContaining({
          type: REMINDER_NOTIFICATION_TYPE,
          data: expect.objectContaining({ title: 'Live: Dental check' }),
        }),
      ]);
    } finally {
      echo.disconnect();
      t.clock.set(new Date('2026-06-01T09:00:00Z'));
    }
  });

  it('notifies each reminder exactly once when two instances run the job at the same time', async () => {
    // A second instance: its own connection pool (on PGlite, the one embedded connection).
    const db = t.server.database.db;
    let second: { db: Database; close(): Promise<void> } = { db, close: async () => undefined };
    if (t.server.database.driver === 'postgres') {
      const url = (t.server.database.pool.options as { connectionString: string }).connectionString;
      second = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    }
    const secondNotifications = new NotificationService({
      db: second.db,
      clock: t.clock,
      broadcaster: { trigger: async () => undefined },
    });
    try {
      await runJob();
      const [pet] = (await t.me.call({ method: 'GET', url: '/api/keeper/pets' })).json().data;
      const due = Array.from({ length: 450 }, (_, i) => ({
        petId: Number(pet.id),
        kind: 'other' as const,
        title: `Due ${i}`,
        dueAt: new Date(Date.UTC(2026, 4, 1, 0, i)),
      }));
      await db.insert(reminders).values(due);
      const counts = await Promise.all([
        notifyDueReminders(db, t.server.app.notifications, t.clock),
        notifyDueReminders(second.db, secondNotifications, t.clock),
        notifyDueReminders(db, t.server.app.notifications, t.clock),
        notifyDueReminders(second.db, secondNotifications, t.clock),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(450);
      const [pending] = await db
        .select({ n: count() })
        .from(reminders)
        .where(
          and(
            isNull(reminders.notifiedAt),
            isNull(reminders.doneAt),
            lte(reminders.dueAt, t.clock.now()),
          ),
        );
      expect(Number(pending?.n)).toBe(0);
      const titles = (
        await db
          .select({ data: notifications.data })
          .from(notifications)
          .where(eq(notifications.type, REMINDER_NOTIFICATION_TYPE))
      )
        .map((row) => row.data.title)
        .filter((title) => title.startsWith('Rex: Due '));
      expect(titles).toHaveLength(450);
      expect(new Set(titles).size).toBe(450);
    } finally {
      await second.close();
    }
  });
});
