import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, jsonOf } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const RECOVERY_MESSAGE =
  'If an account exists for that e-mail address, we have sent a link to reset the password.';
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

describe('password recovery and reset', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('asks for the link with role pet-keeper and shows the check-your-inbox page', async () => {
    answer(server, {
      'POST /api/recover-password': [200, { message: RECOVERY_MESSAGE }],
      'GET /api/dev/outbox': [200, { data: [] }],
    });
    const app = renderApp('/auth/recover-password/', { server });
    await screen.findByLabelText('Email address');
    fill('Email address', 'aiko@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(app.currentPath()).toBe('/auth/check-your-inbox/?email=aiko%40example.com'),
    );
    expect(jsonOf(server.requests[0])).toEqual({ email: 'aiko@example.com', role: 'pet-keeper' });
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('aiko@example.com')).toBeInTheDocument();
    // The demo's outbox answered, so the page points to it.
    expect(await screen.findByRole('link', { name: 'Demo outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent the link again.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === '/api/recover-password')).toHaveLength(2);
  });

  it('does not mention a demo outbox where the server has none', async () => {
    answer(server, {});
    renderApp('/auth/check-your-inbox/?email=a%40b.co', { server });
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.map((r) => r.url)).toContain('/api/dev/outbox'));
    expect(screen.queryByRole('link', { name: 'Demo outbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets the password with the token of the link and goes to sign in', async () => {
    answer(server, {
      'POST /api/reset-password': [200, { message: 'Your password has been reset.' }],
    });
    const app = renderApp(`/auth/password-reset/${TOKEN}/?email=aiko%40example.com`, { server });
    expect(await screen.findByLabelText('Email address')).toHaveValue('aiko@example.com');
    fill('New password', 'a brand new secret');
    fill('Repeat the new password', 'a brand new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(app.currentPath()).toBe('/auth/login/?email=aiko%40example.com'));
    expect(jsonOf(server.requests[0])).toEqual({
      token: TOKEN,
      email: 'aiko@example.com',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('aiko@example.com');
  });

  it('explains a refused link and offers a new one', async () => {
    answer(server, {
      'POST /api/reset-password': [
        422,
        {
          message: 'This password reset link is invalid or has expired.',
          errors: { token: ['This password reset link is invalid or has expired.'] },
          error_id: 'x',
        },
      ],
    });
    renderApp(`/auth/password-reset/${TOKEN}/`, { server });
    await screen.findByLabelText('Email address');
    fill('Email address', 'aiko@example.com');
    fill('New password', 'a brand new secret');
    fill('Repeat the new password', 'a brand new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const link = await screen.findByRole('link', { name: 'Request a new link' });
    expect(link).toHaveAttribute('href', '/auth/recover-password/');
    expect(link.closest('[role="alert"]')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    // The form shows no second copy of the message.
    const form = screen.getByRole('button', { name: 'Save new password' }).closest('form')!;
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a 404 for a link whose token is not one we send', async () => {
    renderApp('/auth/password-reset/%3Cscript%3E/', { server });
    expect(await screen.findByRole('heading', { name: '404!' })).toBeInTheDocument();
  });
});
