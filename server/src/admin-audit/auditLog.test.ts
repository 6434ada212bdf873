// The admin audit log: every admin action leaves one entry (who, what, when, before and after)
// written in the action's own transaction; admins read it with filters; nothing changes it —
// no route, and a trigger refuses UPDATE, DELETE and TRUNCATE even to the application.
import { and, eq, sql } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  DEMO,
  expectErrorShape,
  login,
  SUPER_ADMIN,
  VET,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { affiliates } from '../affiliate/affiliateTables';
import { adminAuditLog, newsPosts, orders, users } from '../db/schema';

let server: TestServer;
let adminToken: string;
const onContentChanged = jest.fn();

beforeAll(async () => {
  server = await createTestServer({ app: { onContentChanged } });
  adminToken = await login(server.app, ADMIN);
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

interface Entry {
  id: number;
  occurred_at: string;
  actor: { id: string | null; email: string; name: string | null; roles: string[] };
  action: string;
  target: { type: string; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  request_id: string | null;
}

async function entries(query = '', token = adminToken): Promise<Entry[]> {
  const res = await call('GET', `/api/admin/audit-log${query}`, undefined, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Entry[] }).data;
}

const post = {
  locale: 'en',
  slug: 'audited-article',
  title: 'Audited article',
  excerpt: 'Every change is on record.',
  body_html: '<p>First version.</p>',
};

describe('content', () => {
  it('records create, update, publish and unpublish with the record before and after', async () => {
    const created = await call('POST', '/api/admin/news', post);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await call('PUT', `/api/admin/news/${id}`, { ...post, body_html: '<p>Second version.</p>' });
    await call('POST', `/api/admin/news/${id}/publish`);
    // Publishing what is public already changes nothing and records nothing.
    await call('POST', `/api/admin/news/${id}/publish`);
    await call('POST', `/api/admin/news/${id}/unpublish`);

    const log = await entries(`?target_type=news&target_id=${id}`);
    expect(log.map((e) => e.action)).toEqual([
      'content.unpublish',
      'content.publish',
      'content.update',
      'content.create',
    ]);
    const [unpublish, publish, update, create] = log as [Entry, Entry, Entry, Entry];
    expect(create).toMatchObject({
      actor: { email: ADMIN.email, name: 'PetCare Admin', roles: ['admin'] },
      target: { type: 'news', id: String(id), label: 'Audited article' },
      before: null,
      after: { slug: 'audited-article', status: 'draft', body_html: '<p>First version.</p>' },
    });
    expect(create.actor.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(create.request_id).toEqual(expect.any(String));
    expect(update.before).toMatchObject({ body_html: '<p>First version.</p>' });
    expect(update.after).toMatchObject({ body_html: '<p>Second version.</p>' });
    expect(publish.before).toMatchObject({ status: 'draft', published_at: null });
    expect(publish.after).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(unpublish.after).toMatchObject({ status: 'draft' });
    expect(Date.parse(unpublish.occurred_at)).toBeGreaterThanOrEqual(
      Date.parse(create.occurred_at),
    );
  });

  it('a refused change leaves no entry', async () => {
    const before = await entries('?action=content.create');
    const taken = await call('POST', '/api/admin/news', post);
    expect(taken.statusCode).toBe(422);
    expect(await entries('?action=content.create')).toHaveLength(before.length);
  });

  it('the change and its entry commit together: a failing entry undoes the change', async () => {
    const db = server.database.db;
    const draft = await call('POST', '/api/admin/news', {
      ...post,
      slug: 'doomed-post',
      title: 'Doomed post',
    });
    const id = draft.json().data.id as number;
    onContentChanged.mockClear();
    // The log's own guard function, fired for this label only: the entry's insert fails.
    await db.execute(
      sql.raw(`CREATE TRIGGER test_doomed BEFORE INSERT ON admin_audit_log FOR EACH ROW
        WHEN (NEW.target_label = 'Doomed post') EXECUTE FUNCTION admin_audit_log_refuse_change()`),
    );
    try {
      expect((await call('POST', `/api/admin/news/${id}/publish`)).statusCode).toBe(500);
      const created = await call('POST', '/api/admin/news', {
        ...post,
        slug: 'doomed-post-2',
        title: 'Doomed post',
      });
      expect(created.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER test_doomed ON admin_audit_log'));
    }
    const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
    expect(row).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await db.select().from(newsPosts).where(eq(newsPosts.slug, 'doomed-post-2'))).toEqual(
      [],
    );
    // Nothing was published, so nothing is rebuilt.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onContentChanged).not.toHaveBeenCalled();
  });
});

describe('other admin actions', () => {
  it('records redirects created, changed and deleted', async () => {
    const created = await call('POST', '/api/admin/redirects', {
      from_path: '/old-audited/',
      to_path: '/news/',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await call('PATCH', `/api/admin/redirects/${id}`, { status: 302 });
    expect((await call('DELETE', `/api/admin/redirects/${id}`)).statusCode).toBe(204);
    const log = await entries(`?target_type=redirect&target_id=${id}`);
    expect(log.map((e) => [e.action, e.before?.status ?? null, e.after?.status ?? null])).toEqual([
      ['redirect.delete', 302, null],
      ['redirect.update', 301, 302],
      ['redirect.create', null, 301],
    ]);
    expect(log[0]!.target.label).toBe('/old-audited/');
  });

  it('records an affiliate decision, without the applicant’s details', async () => {
    const [pending] = await server.database.db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.status, 'pending'));
    expect(pending).toBeDefined();
    const res = await call('POST', `/api/admin/affiliate-applications/${pending!.id}/decline`, {
      reason: 'Your audience is outside the countries we serve yet.',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries(`?action=affiliate.decline`);
    expect(entry).toMatchObject({
      target: { type: 'affiliate_application', id: String(pending!.id) },
      before: { status: 'pending', decline_reason: null },
      after: { status: 'declined', decline_reason: expect.stringContaining('outside') },
      reason: expect.stringContaining('outside'),
    });
    expect(JSON.stringify(entry)).not.toContain('pending-affiliate@petcare.local');
  });

  it('records a refund', async () => {
    const [order] = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(users.email, DEMO.email), eq(orders.status, 'paid')))
      .limit(1);
    expect(order).toBeDefined();
    const res = await call('POST', `/api/admin/orders/${order!.id}/refund`, {
      reason: 'Charged twice',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries('?action=order.refund');
    expect(entry).toMatchObject({
      target: { type: 'order', id: String(order!.id) },
      before: { status: 'paid', refunded_at: null },
      after: { status: 'refunded', refunded_at: expect.any(String) },
      reason: 'Charged twice',
    });
  });
});

describe('reading', () => {
  it('admins and super-admins read it, with filters; others are refused', async () => {
    const superToken = await login(server.app, SUPER_ADMIN);
    expect((await entries('', superToken)).length).toBeGreaterThan(0);
    const byActor = await entries(`?actor=${encodeURIComponent('admin@petcare')}`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor.email === ADMIN.email)).toBe(true);
    expect(await entries('?actor=nobody-at-all')).toEqual([]);
    expect((await entries('?q=audited')).every((e) => /audited/i.test(e.target.label))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await entries('?from=2001-01-01&to=2001-01-31')).toEqual([]);
    const paged = await call('GET', '/api/admin/audit-log?per_page=2&page=2');
    expect(paged.json().meta).toMatchObject({ current_page: 2, per_page: 2 });

    const bad = await call('GET', '/api/admin/audit-log?action=content.delete&from=yesterday');
    expectErrorShape(bad, 422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'from']);

    for (const account of [DEMO, VET]) {
      const token = await login(server.app, account);
      expectErrorShape(await call('GET', '/api/admin/audit-log', undefined, token), 403);
    }
    const guest = await server.app.inject({ method: 'GET', url: '/api/admin/audit-log' });
    expectErrorShape(guest, 401);
  });
});

describe('nobody changes it', () => {
  it('has no route that updates or deletes an entry', async () => {
    const [entry] = await entries();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, `/api/admin/audit-log/${entry!.id}`, {});
      expect([404, 405]).toContain(res.statusCode);
    }
    const res = await call('DELETE', '/api/admin/audit-log');
    expect([404, 405]).toContain(res.statusCode);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const db = server.database.db;
    const [first] = await db.select().from(adminAuditLog).limit(1);
    expect(first).toBeDefined();
    await expect(
      db.update(adminAuditLog).set({ actorEmail: 'someone-else@example.com' }),
    ).rejects.toThrow();
    await expect(db.delete(adminAuditLog).where(eq(adminAuditLog.id, first!.id))).rejects.toThrow();
    await expect(db.execute(sql.raw('TRUNCATE admin_audit_log'))).rejects.toThrow();
    const [still] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.id, first!.id));
    expect(still).toEqual(first);
  });
});
