// Admin user management: search and view; disabling ends the user's sessions at once and keeps
// them out (password and tokens alike) with a clear message; only a super-admin grants or
// removes admin; every change is in the audit log.
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  DEMO,
  expectErrorShape,
  freshAddress,
  login,
  registerKeeper,
  SUPER_ADMIN,
  VET,
  type RegisteredUser,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let adminToken: string;
let superToken: string;

beforeAll(async () => {
  server = await createTestServer();
  adminToken = await login(server.app, ADMIN);
  superToken = await login(server.app, SUPER_ADMIN);
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function idOf(email: string): Promise<string> {
  const res = await call('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, adminToken);
  const users = (res.json() as { data: { id: string; email: string }[] }).data;
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

const signIn = (email: string, password: string, language = 'en') =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'app-language': language },
    payload: { email, password },
    remoteAddress: freshAddress(),
  });

describe('finding accounts', () => {
  it('lists newest first, searches name and e-mail, filters by role and status', async () => {
    const keeper = await registerKeeper(server.app, { name: 'Findable Person' });
    const list = await call('GET', '/api/admin/users?per_page=5', adminToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      email: keeper.email,
      name: 'Findable Person',
      status: 'active',
      roles: [{ name: 'pet-keeper', medical_entity_id: null }],
      last_active_at: expect.any(String),
    });
    expect(list.json().meta).toMatchObject({ per_page: 5, current_page: 1 });
    const byName = await call('GET', '/api/admin/users?q=findable', adminToken);
    expect(byName.json().data.map((u: { email: string }) => u.email)).toEqual([keeper.email]);
    // LIKE's own characters are only text.
    expect((await call('GET', '/api/admin/users?q=%25', adminToken)).json().data).toEqual([]);
    const admins = await call('GET', '/api/admin/users?role=admin', adminToken);
    expect(admins.json().data.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);
    const vets = await call('GET', '/api/admin/users?role=vet', superToken);
    expect(vets.json().data[0].roles[0]).toMatchObject({
      name: 'vet',
      medical_entity_id: expect.any(Number),
    });
    expectErrorShape(await call('GET', '/api/admin/users?role=owner', adminToken), 422);
  });

  it('shows one account with what the caller may do to it', async () => {
    const demo = await idOf(DEMO.email);
    const res = await call('GET', `/api/admin/users/${demo}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: DEMO.email,
      name: 'Alex Morgan',
      status: 'active',
      sign_in_methods: ['email'],
      pets_count: 2,
      has_subscription: true,
      affiliate_status: 'accepted',
      disabled: null,
      can: { disable: true, enable: false, grant_admin: false, revoke_admin: false },
    });
    const asSuper = await call('GET', `/api/admin/users/${demo}`, superToken);
    expect(asSuper.json().data.can).toMatchObject({ grant_admin: true, revoke_admin: false });
    const self = await call('GET', `/api/admin/users/${await idOf(ADMIN.email)}`, adminToken);
    expect(self.json().data.can).toMatchObject({ disable: false, revoke_admin: false });

    for (const url of [
      '/api/admin/users/00000000-0000-4000-8000-000000000000',
      '/api/admin/users/not-a-uuid',
    ]) {
      const missing = await call('GET', url, adminToken);
      expectErrorShape(missing, 404);
      expect(missing.json().message).toBe('User not found.');
    }
  });

  it('is for admins and super-admins only', async () => {
    for (const account of [DEMO, VET]) {
      const token = await login(server.app, account);
      expectErrorShape(await call('GET', '/api/admin/users', token), 403);
    }
    expectErrorShape(await server.app.inject({ method: 'GET', url: '/api/admin/users' }), 401);
  });
});

describe('disabling an account', () => {
  let keeper: RegisteredUser;
  let id: string;
  let secondSession: string;

  beforeAll(async () => {
    keeper = await registerKeeper(server.app);
    id = keeper.user.id;
    secondSession = await login(server.app, keeper);
  });

  it('ends every session at once and keeps the account out, with a clear message', async () => {
    for (const token of [keeper.token, secondSession]) {
      expect((await call('GET', '/api/user', token)).statusCode).toBe(200);
    }
    const res = await call('POST', `/api/admin/users/${id}/disable`, adminToken, {
      reason: 'Posted spam in the support chat',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'disabled',
      active_sessions: 0,
      disabled: {
        reason: 'Posted spam in the support chat',
        by: ADMIN.email,
        at: expect.any(String),
      },
      can: { disable: false, enable: true },
    });
    for (const token of [keeper.token, secondSession]) {
      const refused = await call('GET', '/api/user', token);
      expectErrorShape(refused, 401);
      expect(refused.json().message).toBe('Unauthenticated.');
    }
    const en = await signIn(keeper.email, keeper.password);
    expectErrorShape(en, 422);
    expect(en.json().errors.email).toEqual([
      'This account has been disabled. Please contact support if you think this is a mistake.',
    ]);
    const jp = await signIn(keeper.email, keeper.password, 'jp');
    expect(jp.json().errors.email[0]).toContain('利用停止中');
    // A wrong password learns nothing about the account's state.
    const wrong = await signIn(keeper.email, 'not the password at all');
    expect(wrong.json().errors.email).toEqual(['These credentials do not match our records.']);
    // Disabling again changes nothing.
    const again = await call('POST', `/api/admin/users/${id}/disable`, adminToken, {
      reason: 'Twice',
    });
    expect(again.json().data.disabled.reason).toBe('Posted spam in the support chat');
  });

  it('enabling lets the account sign in again; both are in the audit log', async () => {
    const res = await call('POST', `/api/admin/users/${id}/enable`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', disabled: null });
    expect((await signIn(keeper.email, keeper.password)).statusCode).toBe(200);
    // The old sessions stay ended.
    expectErrorShape(await call('GET', '/api/user', keeper.token), 401);

    const log = await call(
      'GET',
      `/api/admin/audit-log?target_type=user&target_id=${id}`,
      adminToken,
    );
    const entries = log.json().data as {
      action: string;
      target: { label: string };
      before: unknown;
      after: unknown;
      reason: string | null;
    }[];
    expect(entries.map((e) => [e.action, e.before, e.after, e.reason])).toEqual([
      [
        'user.enable',
        { status: 'disabled', roles: ['pet-keeper'] },
        { status: 'active', roles: ['pet-keeper'] },
        'Posted spam in the support chat',
      ],
      [
        'user.disable',
        { status: 'active', roles: ['pet-keeper'] },
        { status: 'disabled', roles: ['pet-keeper'] },
        'Posted spam in the support chat',
      ],
    ]);
    // The address is looked up when read, never stored in the entry.
    expect(entries[0]!.target.label).toBe(keeper.email);
  });

  it('needs a reason; admins cannot disable themselves, admins or super-admins', async () => {
    expectErrorShape(
      await call('POST', `/api/admin/users/${id}/disable`, adminToken, { reason: '   ' }),
      422,
    );
    const self = await call(
      'POST',
      `/api/admin/users/${await idOf(ADMIN.email)}/disable`,
      adminToken,
      {
        reason: 'Oops',
      },
    );
    expectErrorShape(self, 422);
    expect(self.json().message).toBe('You cannot disable your own account.');
    const before = await databaseFingerprint(server.database.db);
    for (const email of [SUPER_ADMIN.email]) {
      expectErrorShape(
        await call('POST', `/api/admin/users/${await idOf(email)}/disable`, adminToken, {
          reason: 'No',
        }),
        403,
      );
      expectErrorShape(
        await call('POST', `/api/admin/users/${await idOf(email)}/disable`, superToken, {
          reason: 'No',
        }),
        422,
      );
    }
    const { auth_tokens: _a, ...rest } = await databaseFingerprint(server.database.db);
    const { auth_tokens: _b, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });
});

describe('the admin role', () => {
  it('a super-admin grants it (the account can use the admin API at once) and removes it', async () => {
    const keeper = await registerKeeper(server.app);
    const id = keeper.user.id;
    expectErrorShape(await call('GET', '/api/admin/users', keeper.token), 403);

    const granted = await call('POST', `/api/admin/users/${id}/roles/admin`, superToken);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.roles.map((r: { name: string }) => r.name)).toEqual([
      'pet-keeper',
      'admin',
    ]);
    expect(granted.json().data.can).toMatchObject({ grant_admin: false, revoke_admin: true });
    expect((await call('GET', '/api/admin/users', keeper.token)).statusCode).toBe(200);
    // An admin may not disable another admin; a super-admin may.
    expectErrorShape(
      await call('POST', `/api/admin/users/${id}/disable`, adminToken, { reason: 'x' }),
      403,
    );

    const removed = await call('DELETE', `/api/admin/users/${id}/roles/admin`, superToken);
    expect(removed.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['pet-keeper']);
    expectErrorShape(await call('GET', '/api/admin/users', keeper.token), 403);

    const log = await call('GET', `/api/admin/audit-log?target_id=${id}`, adminToken);
    expect(
      log
        .json()
        .data.map((e: { action: string; actor: { email: string } }) => [e.action, e.actor.email]),
    ).toEqual([
      ['user.revoke_admin', SUPER_ADMIN.email],
      ['user.grant_admin', SUPER_ADMIN.email],
    ]);
  });

  it('an admin cannot grant or remove it: 403 and nothing changes', async () => {
    const keeper = await registerKeeper(server.app);
    const before = await databaseFingerprint(server.database.db);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(method, `/api/admin/users/${keeper.user.id}/roles/admin`, adminToken);
      expectErrorShape(res, 403);
      expect(res.json().message).toBe('This action is unauthorized.');
    }
    const refusedSelf = await call(
      'DELETE',
      `/api/admin/users/${await idOf(ADMIN.email)}/roles/admin`,
      adminToken,
    );
    expectErrorShape(refusedSelf, 403);
    const after = await databaseFingerprint(server.database.db);
    expect({ ...after, auth_tokens: '' }).toEqual({ ...before, auth_tokens: '' });
  });
});
