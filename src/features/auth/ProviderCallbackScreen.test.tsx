import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';
import { rememberReturnTo } from './returnTo';

describe('provider sign-in', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    window.sessionStorage.clear();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('asks the API for the provider page, returning to the localized callback', async () => {
    answer(server, {
      'GET /api/auth/providers': [200, { data: ['google'] }],
      'GET /api/auth/google': [200, { url: 'https://accounts.example/auth?x=1' }],
    });
    const app = renderApp('/jp/auth/login/?redirect=%2Fjp%2Fsettings%2Fpreferences%2F', {
      server,
      locale: 'jp',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Googleで続ける' }));
    await waitFor(() => expect(app.assigned).toEqual(['https://accounts.example/auth?x=1']));
    expect(server.requests.map((r) => r.url)).toContain(
      '/api/auth/google?redirect=%2Fjp%2Fauth%2Fgoogle%2Fcallback%2F',
    );
    expect(window.sessionStorage.getItem('petcare-auth-return-to')).toBe(
      '/jp/settings/preferences/',
    );
  });

  it('shows the error toast when a provider fails to start', async () => {
    answer(server, {
      'GET /api/auth/providers': [200, { data: ['google', 'apple'] }],
      'GET /api/auth/apple': [
        404,
        { message: 'Sign-in provider not found.', errors: {}, error_id: 'p-1' },
      ],
    });
    const app = renderApp('/auth/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in provider not found.');
    expect(app.assigned).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled(),
    );
  });

  it('exchanges code and state, stores the provider as method and returns', async () => {
    answer(server, {
      'POST /api/auth/google/callback': [200, { token: 'g-tok', user: makeUser() }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    });
    rememberReturnTo('/settings/preferences/');
    const app = renderApp('/auth/google/callback/?code=c0de&state=st4te', { server });
    await waitFor(() => expect(app.currentPath()).toBe('/settings/preferences/'));
    expect(jsonOf(server.requests[0])).toEqual({ code: 'c0de', state: 'st4te' });
    expect(readCookie(document.cookie, 'auth-method')).toBe('google');
    expect(app.events).toContainEqual({ event: 'login', params: { method: 'google' } });
  });

  it("lands by role when there is no page to go back to: a vet on the vet's patients", async () => {
    answer(server, {
      'POST /api/auth/google/callback': [
        200,
        {
          token: 'g-tok',
          user: makeUser({
            roles: [
              { name: 'pet-keeper', medical_entity_id: null },
              { name: 'vet', medical_entity_id: 4 },
            ],
          }),
        },
      ],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/vet/patients': [200, { data: [] }],
    });
    const app = renderApp('/jp/auth/google/callback/?code=c0de&state=st4te', {
      server,
      locale: 'jp',
    });
    await waitFor(() => expect(app.currentPath()).toBe('/jp/vet/patients/'));
    expect(JSON.parse(readCookie(document.cookie, 'selected-user-role') ?? 'null')).toEqual({
      name: 'vet',
      medical_entity_id: 4,
    });
  });

  it('says so when the visitor cancelled at the provider', async () => {
    renderApp('/auth/facebook/callback/?error=access_denied', { server });
    expect(await screen.findByText('Sign-in with Facebook was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/login/');
    expect(server.requests).toEqual([]);
  });

  it("treats Apple's cancel code as a cancel, and names a refusal as such", async () => {
    const first = renderApp('/auth/apple/callback/?error=user_cancelled_authorize&state=s', {
      server,
    });
    expect(await screen.findByText('Sign-in with Apple was cancelled.')).toBeInTheDocument();
    first.unmount();
    renderApp('/jp/auth/google/callback/?error=server_error&state=s', { server, locale: 'jp' });
    expect(
      await screen.findByText(
        'Googleでのログインを完了できませんでした。もう一度お試しいただくか、メールアドレスとパスワードでログインしてください。',
      ),
    ).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
