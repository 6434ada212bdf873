import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  adminSession,
  makeUserDetail,
  signInCookies,
  SUPER_ADMIN_USER,
} from '../../../test/adminFixtures';
import { answer, jsonOf } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { clearAllCookies } from '../../../test/testRootStore';

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

const user = makeUserDetail();
const url = `/api/admin/users/${user.id}`;

describe('UserScreen (/admin/users/{id})', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    signInCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('an admin disables an account with a reason, and is told role changes are a super-admin’s', async () => {
    let current = user;
    answer(server, {
      ...adminSession(),
      [`GET ${url}`]: () => [200, { data: current }],
      [`POST ${url}/disable`]: (req) => {
        current = {
          ...user,
          status: 'disabled',
          active_sessions: 0,
          disabled: {
            at: '2026-11-24T10:00:00.000Z',
            reason: (jsonOf(req) as { reason: string }).reason,
            by: 'admin@petcare.local',
          },
          can: { disable: false, enable: true, grant_admin: false, revoke_admin: false },
        };
        return [200, { data: current }];
      },
    });
    renderApp(`/admin/users/${user.id}/`, { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jordan Keeper' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only a super-admin can grant or remove the admin role.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make admin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Disable the account' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: "Disable Jordan Keeper's account?" },
      SLOW,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    // A reason is required before anything is sent.
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (other admins see it)' });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'), SLOW);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: 'Chargeback fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    expect(
      await screen.findByText('Account disabled. Its sessions have ended.', {}, SLOW),
    ).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      reason: 'Chargeback fraud',
    });
    expect(await screen.findByText('Reason: Chargeback fraud', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable the account' })).toBeInTheDocument();
  });

  it('a super-admin grants the admin role', async () => {
    let current = makeUserDetail({
      can: { disable: true, enable: false, grant_admin: true, revoke_admin: false },
    });
    answer(server, {
      ...adminSession(SUPER_ADMIN_USER),
      [`GET ${url}`]: () => [200, { data: current }],
      [`POST ${url}/roles/admin`]: () => {
        current = {
          ...current,
          roles: [...current.roles, { name: 'admin', medical_entity_id: null }],
          can: { disable: true, enable: false, grant_admin: false, revoke_admin: true },
        };
        return [200, { data: current }];
      },
    });
    renderApp(`/admin/users/${user.id}/`, { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Make admin' }, SLOW));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Make Jordan Keeper an admin?' },
      SLOW,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Admin role granted.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove admin' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('This account is an admin: it can use the admin console.'),
    ).toBeInTheDocument();
  });
});
