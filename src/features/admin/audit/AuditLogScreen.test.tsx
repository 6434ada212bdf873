import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminSession, makeAuditEntry, signInCookies } from '../../../test/adminFixtures';
import { answer } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { clearAllCookies } from '../../../test/testRootStore';

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

describe('AuditLogScreen (/admin/audit-log)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    signInCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const meta = { current_page: 1, per_page: 25, total: 1, last_page: 1 };

  it('shows who did what to which record, what changed, and filters through the URL', async () => {
    answer(server, {
      ...adminSession(),
      'GET /api/admin/audit-log': [200, { data: [makeAuditEntry()], meta }],
    });
    const app = renderApp('/admin/audit-log/', { server });
    const entry = await screen.findByRole('article', { name: 'Granted the admin role' }, SLOW);
    expect(entry).toHaveTextContent('By PetCare Super Admin (superadmin@petcare.local)');
    expect(within(entry).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/users/9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d/'),
    );
    const changes = within(entry).getByRole('table', { name: 'What changed' });
    const roles = within(changes).getByRole('row', { name: /roles/ });
    expect(roles).toHaveTextContent('["pet-keeper"]');
    expect(roles).toHaveTextContent('["admin","pet-keeper"]');

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), {
      target: { value: 'user.disable' },
    });
    await waitFor(() => expect(app.currentPath()).toBe('/admin/audit-log/?action=user.disable'));
    fireEvent.change(screen.getByRole('searchbox', { name: "Admin's e-mail" }), {
      target: { value: 'super' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const last = server.requests.filter((r) => r.url.startsWith('/api/admin/audit-log')).pop();
      const query = new URL(last!.url, server.origin).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        action: 'user.disable',
        actor: 'super',
        from: '2026-11-01',
        page: '1',
      });
    }, SLOW);
  });
});
