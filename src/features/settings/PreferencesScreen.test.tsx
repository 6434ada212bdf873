import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@contract/schemas/auth';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

describe('PreferencesScreen', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
    answerFor(makeUser());
  });
  afterEach(() => server.close());

  /** The API for a signed-in `user`, whose preferences are saved as sent. */
  function answerFor(user: User) {
    answer(server, {
      'GET /api/user': [200, { data: user }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
      'POST /api/account/preferences': (req) => [200, { data: jsonOf(req) }],
    });
  }

  it('shows the saved preferences and saves the weight unit', async () => {
    const app = renderApp('/settings/preferences/', { server });
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Weight unit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Pounds (lb)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      language: 'en',
      weight_unit: 'lb',
    });
    expect(app.store.auth.user?.preferences.weight_unit).toBe('lb');
    expect(app.currentPath()).toBe('/settings/preferences/');
  });

  it('ticks the welcome step "Choose your language and weight unit" once saved', async () => {
    // A keeper who signed up today sees the welcome checklist here.
    answerFor(makeUser({ created_at: new Date().toISOString(), has_chosen_preferences: false }));
    renderApp('/settings/preferences/', { server });
    const label = 'Choose your language and weight unit';
    expect((await screen.findByRole('link', { name: label })).closest('li')).toHaveTextContent(
      `To do:${label}`,
    );
    // Saving the defaults as they are is a choice too.
    fireEvent.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: label }).closest('li')).toHaveTextContent(
      `Done:${label}`,
    );
  });

  it('moves to the Japanese app when Japanese is chosen', async () => {
    const app = renderApp('/settings/preferences/', { server });
    fireEvent.click(await screen.findByRole('radio', { name: '日本語' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(app.currentPath()).toBe('/jp/settings/preferences/'));
    expect(readCookie(document.cookie, 'i18n_redirected')).toBe('jp');
  });
});
