import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readCookie } from '../../stores/cookies';
import { answer, jsonOf } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

describe('LoginScreen', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks the fields before calling the API and focuses the first one in error', async () => {
    renderApp('/auth/login/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    fill('Email address', 'not-an-email');
    fireEvent.blur(screen.getByLabelText('Email address'));
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("shows the API's 422 message on its field, and the error toast", async () => {
    answer(server, {
      'POST /api/login': [
        422,
        {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
          error_id: 'req-77',
        },
      ],
    });
    const app = renderApp('/auth/login/', { server });
    await screen.findByLabelText('Email address');
    fill('Email address', 'aiko@example.com');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('error occurred')).toBeInTheDocument();
    expect(within(toast).getByText('Error ID: req-77')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/auth/login/');
    expect(readCookie(document.cookie, 'auth-token')).toBeNull();
  });

  it('signs in, stores the session and goes back where the guard stopped the visitor', async () => {
    answer(server, {
      'POST /api/login': [200, { token: 'tok-9', user: makeUser() }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    });
    const app = renderApp('/auth/login/?redirect=%2Fsettings%2Fpreferences%2F', { server });
    await screen.findByLabelText('Email address');
    fill('Email address', ' aiko@example.com ');
    fill('Password', 'petcare-demo-2026');
    fireEvent.click(screen.getByLabelText('Keep me signed in on this device'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.currentPath()).toBe('/settings/preferences/'));
    expect(jsonOf(server.requests[0])).toEqual({
      email: 'aiko@example.com',
      password: 'petcare-demo-2026',
      remember: true,
    });
    expect(readCookie(document.cookie, 'auth-token')).toBe('tok-9');
    expect(readCookie(document.cookie, 'auth-method')).toBe('email');
    expect(app.events).toContainEqual({ event: 'login', params: { method: 'email' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preferences' }),
    ).toBeInTheDocument();
  });

  it('lets the visitor see the password they typed', async () => {
    renderApp('/auth/login/', { server });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is in Japanese under /jp', async () => {
    renderApp('/jp/auth/login/', { server, locale: 'jp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(await screen.findAllByText('この項目は必須です。')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'パスワードをお忘れですか？' })).toHaveAttribute(
      'href',
      '/jp/auth/recover-password/',
    );
  });
});
