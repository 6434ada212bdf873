import { screen, waitFor } from '@testing-library/react';
import { readCookie } from '../http/cookies';
import { makeUser } from '../test/fixtures';
import { answer } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../test/testHttpServer';
import { clearAllCookies } from '../test/testRootStore';
import { notFoundPathFrom } from './core/routeValidation';
import { APP_ROUTES } from './routes';
import type { AppRoute } from './core/routeTypes';

describe('the app router with its guards', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  function signedIn() {
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/billing-data': [200, { data: null }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    });
  }

  it('sends a guest from a signed-in page to sign in, with the way back', async () => {
    const app = renderApp('/settings/preferences/', { server });
    await waitFor(() =>
      expect(app.currentPath()).toBe('/auth/login/?redirect=%2Fsettings%2Fpreferences%2F'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('does the same in Japanese under /jp', async () => {
    const app = renderApp('/jp/settings/personal-info/', { server, locale: 'jp' });
    await waitFor(() =>
      expect(app.currentPath()).toBe(
        '/jp/auth/login/?redirect=%2Fjp%2Fsettings%2Fpersonal-info%2F',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
  });

  it('sends a signed-in keeper away from the guest pages to their home (no pet yet: adding one)', async () => {
    signedIn();
    const app = renderApp('/auth/login/', { server });
    await waitFor(() => expect(app.currentPath()).toBe('/my-pets/create/'));
    expect(
      await screen.findByRole('button', { name: 'Account menu for Aiko Tanaka' }),
    ).toBeInTheDocument();
  });

  it('shows a signed-in page to a user with a saved token', async () => {
    signedIn();
    const app = renderApp('/settings/preferences/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preferences' }),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe('/settings/preferences/');
    expect(app.events.map((e) => e.event)).toEqual(['logged_in']);
  });

  it('clears a refused token and treats the visitor as a guest', async () => {
    document.cookie = 'auth-token=revoked; Path=/';
    answer(server, { 'GET /api/user': [401, { message: 'Unauthenticated.' }] });
    const app = renderApp('/settings/preferences/', { server });
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/auth\/login\//));
    expect(app.store.auth.token).toBeNull();
    expect(app.store.toasts.toasts).toEqual([]);
  });

  it('sends visitors of the check-your-inbox page without ?email= to sign in', async () => {
    const app = renderApp('/auth/check-your-inbox/', { server });
    await waitFor(() => expect(app.currentPath()).toBe('/auth/login/'));
  });

  it('sends unknown app paths to /error/404, carrying the path for its message', async () => {
    const app = renderApp('/settings/no-such-page/', { server });
    await waitFor(() => expect(app.currentPath()).toBe('/error/404/'));
    expect(notFoundPathFrom(app.history.location.state)).toBe('/settings/no-such-page/');
    const jp = renderApp('/jp/auth/nothing/here/', { server, locale: 'jp' });
    await waitFor(() => expect(jp.currentPath()).toBe('/jp/error/404/'));
    expect(notFoundPathFrom(jp.history.location.state)).toBe('/jp/auth/nothing/here/');
  });

  it("shows a fatal 404 with 'Page Not Found: {path}' for a route whose validation fails", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = renderApp('/auth/myspace/callback/?code=x&state=y', { server });
    expect(await screen.findByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /auth/myspace/callback/')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/auth/myspace/callback/?code=x&state=y');
    expect(server.requests).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Page Not Found: /auth/myspace/callback/');
    warn.mockRestore();
  });

  describe('errors seen by bots are only logged', () => {
    const realAgent = navigator.userAgent;
    const setAgent = (value: string) =>
      Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
    beforeEach(() =>
      setAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    );
    afterEach(() => setAgent(realAgent));

    it('a route whose validation fails: logged, no error screen', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderApp('/auth/myspace/callback/?code=x&state=y', { server });
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Page Not Found: /auth/myspace/callback/'),
      );
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '404!' })).toBeNull();
      expect(screen.queryByText(/Page Not Found/)).toBeNull();
      warn.mockRestore();
    });

    it('a failed request: logged, no error toast', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answer(server, {
        'POST /api/recover-password': [
          500,
          { message: 'The mail server is down.', errors: {}, error_id: 'bot-1' },
        ],
      });
      const app = renderApp('/auth/recover-password/', { server });
      await screen.findByLabelText('Email address');
      await app.store.api.auth.recoverPassword('aiko@example.com').catch(() => undefined);
      expect(error).toHaveBeenCalledWith('The mail server is down.', 'bot-1');
      expect(app.store.toasts.toasts).toEqual([]);
      expect(screen.queryByRole('alert')).toBeNull();
      error.mockRestore();
    });
  });

  it("fails loudly for a route with an unknown middleware: 'Unknown route middleware: {name}'", async () => {
    // A route table built from untyped data (the cast is the point of the test).
    const middleware = ['guest', 'is-weekend'] as unknown as AppRoute['middleware'];
    const broken: AppRoute = { ...APP_ROUTES[1]!, middleware };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/auth/login/', { server, routes: [broken] });
    expect(await screen.findByText('Unknown route middleware: is-weekend')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('sends App-Language with the locale of the page', async () => {
    signedIn();
    renderApp('/jp/settings/preferences/', { server, locale: 'jp' });
    expect(await screen.findByRole('heading', { level: 1, name: '表示設定' })).toBeInTheDocument();
    expect(server.requests[0]!.headers['app-language']).toBe('jp');
    expect(readCookie(document.cookie, 'i18n_redirected')).toBe('jp');
  });
});
