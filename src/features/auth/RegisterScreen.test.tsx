import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

describe('RegisterScreen', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  async function fillForm(password = 'a long password', confirmation = password) {
    await screen.findByLabelText('Your name');
    fill('Your name', 'Ken Sato');
    fill('Email address', 'ken@example.com');
    fill('Password', password);
    fill('Repeat the password', confirmation);
  }

  it('asks for 8 characters, matching passwords and the accepted terms', async () => {
    renderApp('/auth/register/', { server });
    await fillForm('short', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to create your account.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("puts the API's 422 messages on their fields", async () => {
    answer(server, {
      'POST /api/keeper/register': [
        422,
        {
          message: 'The email has already been taken. (and 1 more error)',
          errors: {
            email: ['The email has already been taken.'],
            password: ['The password is too common.'],
          },
          error_id: 'r-1',
        },
      ],
    });
    renderApp('/auth/register/', { server });
    await fillForm();
    fireEvent.click(screen.getByLabelText(/terms and conditions/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'The email has already been taken.',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('The password is too common.'),
    );
  });

  it('creates the account, signs in and welcomes the new keeper', async () => {
    answer(server, {
      'POST /api/keeper/register': [
        201,
        { token: 'new-tok', user: makeUser({ name: 'Ken Sato' }) },
      ],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/billing-data': [200, { data: null }],
    });
    const app = renderApp('/auth/register/', { server });
    await fillForm();
    fireEvent.click(screen.getByLabelText(/terms and conditions/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // A brand-new keeper has no pet yet: the first step is adding one.
    await waitFor(() => expect(app.currentPath()).toBe('/my-pets/create/'));
    expect(jsonOf(server.requests.find((r) => r.url === '/api/keeper/register'))).toEqual({
      name: 'Ken Sato',
      email: 'ken@example.com',
      password: 'a long password',
      password_confirmation: 'a long password',
      terms: true,
    });
    expect(readCookie(document.cookie, 'auth-token')).toBe('new-tok');
    expect(
      await screen.findByText('Your account is ready. Welcome to PetCare, Ken Sato!'),
    ).toBeInTheDocument();
    expect(app.events).toContainEqual({ event: 'sign_up', params: { method: 'email' } });
  });

  it('links the terms and the privacy policy in a new tab, keeping the form', async () => {
    renderApp('/auth/register/', { server });
    await fillForm();
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions/');
    expect(privacy).toHaveAttribute('href', '/privacy-policy/');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleDescription('opens in a new tab');
    }
    // The checkbox is still named by the whole sentence.
    expect(
      screen.getByRole('checkbox', {
        // (jsdom's name computation puts a space after the inline link.)
        name: /^I accept PetCare's terms and conditions and privacy policy ?\.$/,
      }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ken Sato');
  });

  it('links the Japanese legal pages under /jp', async () => {
    renderApp('/jp/auth/register/', { server, locale: 'jp' });
    expect(await screen.findByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/jp/terms-and-conditions/',
    );
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/jp/privacy-policy/',
    );
  });
});
