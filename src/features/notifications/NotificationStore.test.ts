import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies, createTestRootStore } from '../../test/testRootStore';

describe('NotificationStore (spec.md section 4)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('tells its listeners about unread notifications that arrive after the first list, once each', async () => {
    const listed: unknown[] = [{ id: 'before', read_at: null }];
    server.handle((_req, res) => sendJson(res, 200, { data: listed }));
    const { notifications } = createTestRootStore(server);
    const heard: string[] = [];
    notifications.onArrival((n) => heard.push(n.id));
    await notifications.refresh();
    notifications.add({ id: 'live', read_at: null });
    notifications.add({ id: 'live', read_at: null });
    notifications.add({ id: 'read-elsewhere', read_at: '2026-11-02' });
    listed.unshift({ id: 'missed', read_at: null }, { id: 'live', read_at: null });
    await notifications.refresh();
    expect(heard).toEqual(['live', 'missed']);
  });

  it('puts new notifications at the front, removes by id and clears', () => {
    const { notifications } = createTestRootStore(server);
    notifications.add({ id: 'a' });
    notifications.add({ id: 'b' });
    notifications.add({ id: 'c' });
    expect(notifications.items.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    notifications.add({ id: 'a', read_at: '2026-11-02' });
    expect(notifications.items.map((n) => n.id)).toEqual(['a', 'c', 'b']);
    notifications.remove('c');
    expect(notifications.items.map((n) => n.id)).toEqual(['a', 'b']);
    notifications.clear();
    expect(notifications.items).toEqual([]);
  });

  it('loads the list from GET notifications', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [{ id: 'n1' }, { id: 'n2' }] }));
    const { notifications } = createTestRootStore(server);
    await notifications.fetch();
    expect(server.requests[0]!.url).toBe('/api/notifications');
    expect(notifications.items.map((n) => n.id)).toEqual(['n1', 'n2']);
  });

  it('keeps what it holds, without a toast, when the list cannot be loaded', async () => {
    server.handle((_req, res) => sendJson(res, 500, { message: 'Server Error' }));
    const root = createTestRootStore(server);
    root.notifications.add({ id: 'kept' });
    await root.notifications.fetch();
    expect(root.notifications.items.map((n) => n.id)).toEqual(['kept']);
    expect(root.toasts.toasts).toEqual([]);
  });

  describe('unread count and marking read', () => {
    const unread = (id: string) => ({ id, read_at: null, data: { title: id } });
    const read = (id: string) => ({ id, read_at: '2026-11-01T00:00:00.000Z' });

    it("takes the API's unread count (it counts beyond the 50 listed), else counts the list", async () => {
      server.handle((_req, res) =>
        sendJson(res, 200, { data: [unread('a'), read('b')], meta: { unread_count: 73 } }),
      );
      const { notifications } = createTestRootStore(server);
      await notifications.fetch();
      expect(notifications.unreadCount).toBe(73);
      expect(notifications.loaded).toBe(true);
      server.handle((_req, res) => sendJson(res, 200, { data: [unread('a'), read('b')] }));
      await notifications.refresh();
      expect(notifications.unreadCount).toBe(1);
    });

    it('keeps a notification that arrived while the list was on its way', async () => {
      let release: () => void = () => undefined;
      server.handle(
        (_req, res) =>
          new Promise<void>((resolve) => {
            release = () => {
              sendJson(res, 200, { data: [unread('old')], meta: { unread_count: 1 } });
              resolve();
            };
          }),
      );
      const { notifications } = createTestRootStore(server);
      notifications.add(read('gone'));
      const done = notifications.refresh();
      notifications.add(unread('live'));
      while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
      release();
      await done;
      expect(notifications.items.map((n) => n.id)).toEqual(['live', 'old']);
      expect(notifications.unreadCount).toBe(2);
    });

    it('counts arrivals, updates and removals, and clears to zero', () => {
      const { notifications } = createTestRootStore(server);
      notifications.add(unread('a'));
      notifications.add(unread('b'));
      notifications.add(read('c'));
      expect(notifications.unreadCount).toBe(2);
      notifications.add(unread('a'));
      expect(notifications.unreadCount).toBe(2);
      notifications.add(read('a'));
      expect(notifications.unreadCount).toBe(1);
      notifications.remove('b');
      expect(notifications.unreadCount).toBe(0);
      notifications.add(unread('d'));
      notifications.clear();
      expect(notifications.unreadCount).toBe(0);
      expect(notifications.loaded).toBe(false);
    });

    it('shares one request between callers at the same moment', async () => {
      server.handle((_req, res) => sendJson(res, 200, { data: [] }));
      const { notifications } = createTestRootStore(server);
      await Promise.all([notifications.fetch(), notifications.fetch()]);
      expect(server.requests).toHaveLength(1);
      await notifications.fetch();
      expect(server.requests).toHaveLength(2);
    });

    it('marks one read at once and keeps what the API returns', async () => {
      let answered = false;
      server.handle((_req, res) => {
        answered = true;
        sendJson(res, 200, { data: { id: 'a', read_at: '2026-11-22T10:00:00.000Z' } });
      });
      const { notifications } = createTestRootStore(server);
      notifications.add(unread('b'));
      notifications.add(unread('a'));
      const done = notifications.markAsRead('a');
      expect(answered).toBe(false);
      expect(notifications.unreadCount).toBe(1);
      expect(notifications.items[0]!.read_at).toEqual(expect.any(String));
      await done;
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'PUT /api/notifications/mark-as-read/a',
      ]);
      expect(notifications.items[0]!.read_at).toBe('2026-11-22T10:00:00.000Z');
      expect(notifications.items[0]!.data).toEqual({ title: 'a' });
      // Already read: no second request.
      await notifications.markAsRead('a');
      expect(server.requests).toHaveLength(1);
    });

    it('makes it unread again, with an error toast, when the API refuses', async () => {
      server.handle((_req, res) =>
        sendJson(res, 404, { message: 'Notification not found.', errors: {}, error_id: 'x' }),
      );
      const root = createTestRootStore(server);
      root.notifications.add(unread('a'));
      await root.notifications.markAsRead('a');
      expect(root.notifications.items[0]!.read_at).toBeNull();
      expect(root.notifications.unreadCount).toBe(1);
      expect(root.toasts.toasts.map((t) => t.message)).toEqual(['Notification not found.']);
    });

    it('marks all read at once with one request', async () => {
      server.handle((_req, res) => void res.writeHead(204).end());
      const { notifications } = createTestRootStore(server);
      notifications.add(read('c'));
      notifications.add(unread('b'));
      notifications.add(unread('a'));
      await notifications.markAllAsRead();
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'PUT /api/notifications/mark-as-read',
      ]);
      expect(notifications.unreadCount).toBe(0);
      expect(notifications.items.every((n) => n.read_at)).toBe(true);
      expect(notifications.items.find((n) => n.id === 'c')!.read_at).toBe(
        '2026-11-01T00:00:00.000Z',
      );
    });

    it('puts back only what it marked when marking all fails; arrivals meanwhile stay', async () => {
      let release: () => void = () => undefined;
      server.handle(
        (_req, res) =>
          new Promise<void>((resolve) => {
            release = () => {
              sendJson(res, 500, { message: 'Server Error', errors: {}, error_id: 'x' });
              resolve();
            };
          }),
      );
      const { notifications } = createTestRootStore(server);
      notifications.add(read('c'));
      notifications.add(unread('b'));
      notifications.add(unread('a'));
      const done = notifications.markAllAsRead();
      expect(notifications.unreadCount).toBe(0);
      notifications.add(unread('new'));
      while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
      release();
      await done;
      expect(notifications.items.map((n) => [n.id, n.read_at === null])).toEqual([
        ['new', true],
        ['a', true],
        ['b', true],
        ['c', false],
      ]);
      expect(notifications.unreadCount).toBe(3);
    });
  });
});
