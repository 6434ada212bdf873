// The notifications API: the welcome notification of registration (in the user's language), the
// list, marking read, and every way of reaching someone else's notification.
import { eq } from 'drizzle-orm';
import type { Notification, NotificationList } from '@contract/schemas/notifications';
import {
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  login,
  registerKeeper,
  UUID,
  type RegisteredUser,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { notifications, users } from '../db/schema';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server.close();
});

async function list(token: string): Promise<NotificationList> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationList;
}

const markOne = (token: string, id: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/notifications/mark-as-read/${id}`,
    headers: bearer(token),
  });

async function internalId(user: RegisteredUser): Promise<number> {
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.publicId, user.user.id));
  return row!.id;
}

describe('the welcome notification', () => {
  it('is created at registration, unread, in English by default', async () => {
    const keeper = await registerKeeper(server.app, { name: 'Jamie' });
    const { data, meta } = await list(keeper.token);
    expect(meta).toEqual({ unread_count: 1 });
    expect(data).toEqual([
      {
        id: expect.stringMatching(UUID),
        type: 'welcome',
        data: {
          title: 'Welcome to PetCare, Jamie!',
          body: expect.stringContaining('Add your pets'),
          action_url: '/my-pets/create',
        },
        read_at: null,
        created_at: expect.any(String),
      },
    ]);
    expect(new Date(data[0]!.created_at).toISOString()).toBe(data[0]!.created_at);
  });

  it('is written in Japanese for a user who registers in Japanese', async () => {
    const keeper = await registerKeeper(server.app, { name: 'ハナ' }, { 'App-Language': 'jp' });
    const [welcome] = (await list(keeper.token)).data;
    expect(welcome?.data.title).toBe('PetCareへようこそ、ハナさん');
    expect(welcome?.data.body).toMatch(/ペットを登録すると/);
  });
});

describe('GET notifications', () => {
  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, bearer('nope')]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/notifications', headers });
      expectErrorShape(res, 401);
    }
  });

  it('lists the newest 50 first, with the unread count of all of them', async () => {
    const keeper = await registerKeeper(server.app);
    const userId = await internalId(keeper);
    const start = Date.now();
    await server.database.db.insert(notifications).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId,
        type: 'care_tip',
        data: { title: `Tip ${i}`, body: 'b', action_url: null },
        createdAt: new Date(start - (i + 1) * 60_000),
      })),
    );
    const { data, meta } = await list(keeper.token);
    expect(data).toHaveLength(50);
    expect(data[0]?.type).toBe('welcome');
    expect(data.slice(1, 4).map((n) => n.data.title)).toEqual(['Tip 0', 'Tip 1', 'Tip 2']);
    expect(meta.unread_count).toBe(56);
  });

  it('gives the demo keeper two seeded notifications, one of them unread', async () => {
    const { data, meta } = await list(await login(server.app, DEMO));
    expect(data).toHaveLength(2);
    expect(meta.unread_count).toBe(1);
    expect(data.map((n) => n.read_at === null)).toEqual([true, false]);
  });
});

describe('PUT notifications/mark-as-read/{id}', () => {
  it('marks one read and keeps the first read time when repeated', async () => {
    const keeper = await registerKeeper(server.app);
    const [welcome] = (await list(keeper.token)).data;
    const first = await markOne(keeper.token, welcome!.id);
    expect(first.statusCode).toBe(200);
    const read = (first.json() as { data: Notification }).data;
    expect(read).toEqual({ ...welcome, read_at: expect.any(String) });
    const again = await markOne(keeper.token, welcome!.id);
    expect((again.json() as { data: Notification }).data.read_at).toBe(read.read_at);
    expect((await list(keeper.token)).meta.unread_count).toBe(0);
  });

  it("answers 404 for another user's notification, an unknown id and a malformed one, changing nothing", async () => {
    const [owner, intruder] = [await registerKeeper(server.app), await registerKeeper(server.app)];
    const [welcome] = (await list(owner.token)).data;
    const before = await databaseFingerprint(server.database.db);
    for (const id of [welcome!.id, '00000000-0000-4000-8000-000000000000', 'abc', '1']) {
      const res = await markOne(intruder.token, id);
      expectErrorShape(res, 404);
      expect(res.json().message).toBe('Notification not found.');
    }
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
    expect((await list(owner.token)).meta.unread_count).toBe(1);
  });

  it('answers 401 without a token', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/notifications/mark-as-read/00000000-0000-4000-8000-000000000000',
    });
    expectErrorShape(res, 401);
  });
});

describe('PUT notifications/mark-as-read', () => {
  it("marks all of the caller's unread notifications read, and only theirs", async () => {
    const [keeper, bystander] = [
      await registerKeeper(server.app),
      await registerKeeper(server.app),
    ];
    await server.app.notifications.createNotification(await internalId(keeper), 'care_tip', {
      title: 'Tip',
      body: 'b',
      action_url: null,
    });
    expect((await list(keeper.token)).meta.unread_count).toBe(2);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/notifications/mark-as-read',
      headers: bearer(keeper.token),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await list(keeper.token);
    expect(after.meta.unread_count).toBe(0);
    expect(after.data.every((n) => n.read_at !== null)).toBe(true);
    expect((await list(bystander.token)).meta.unread_count).toBe(1);
  });

  it('answers 401 without a token', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/api/notifications/mark-as-read' });
    expectErrorShape(res, 401);
  });
});
