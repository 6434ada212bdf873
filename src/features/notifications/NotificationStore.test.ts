import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies, createTestRootStore } from '../../test/testRootStore';

describe('NotificationStore (spec.md section 4)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

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
});
