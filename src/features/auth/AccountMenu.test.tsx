import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readCookie } from '../../http/cookies';
import { answer } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

describe('AccountMenu', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
      'DELETE /api/logout': [204],
    });
  });
  afterEach(() => server.close());

  it('opens, closes with Escape, and signs out', async () => {
    const app = renderApp('/settings/preferences/', { server });
    const button = await screen.findByRole('button', { name: 'Account menu for Aiko Tanaka' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('aiko@example.com')).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.currentPath()).toBe('/auth/login/'));
    const logout = server.requests.find((r) => r.method === 'DELETE')!;
    expect(logout.headers.authorization).toBe('Bearer tok');
    expect(readCookie(document.cookie, 'auth-token')).toBeNull();
    expect(readCookie(document.cookie, 'selected-user-role')).toBeNull();
    expect(await screen.findByText('You have signed out. See you soon!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
