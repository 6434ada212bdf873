import { createTestRootStore } from '../../test/testRootStore';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import type { User } from '@contract/schemas/auth';
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
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
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
      'POST /api/login': [
        200,
        { token: 'tok-9', user: makeUser(), redirect: '/settings/preferences/' },
      ],
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
    // The return path goes with the call as its query option (spec.md section 7).
    const call = server.requests.find((r) => r.url.startsWith('/api/login'));
    expect(call?.url).toBe('/api/login?redirect=%2Fsettings%2Fpreferences%2F');
    expect(jsonOf(call)).toEqual({
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

  describe('where signing in lands', () => {
    async function signInAs(user: User, path = '/auth/login/', pets: unknown[] = []) {
      answer(server, {
        'POST /api/login': [200, { token: 'tok-1', user }],
        'GET /api/keeper/pets': [200, { data: pets }],
      });
      const app = renderApp(path, { server, locale: path.startsWith('/jp/') ? 'jp' : 'en' });
      const jp = path.startsWith('/jp/');
      await screen.findByLabelText(jp ? 'メールアドレス' : 'Email address');
      fill(jp ? 'メールアドレス' : 'Email address', user.email);
      fill(jp ? 'パスワード' : 'Password', 'petcare-demo-2026');
      fireEvent.click(screen.getByRole('button', { name: jp ? 'ログインする' : 'Sign in' }));
      return app;
    }
    const activeRole = () =>
      JSON.parse(readCookie(document.cookie, 'selected-user-role') ?? 'null');

    it("a keeper with pets: the keeper's dashboard", async () => {
      const app = await signInAs(makeUser(), '/auth/login/', [makePet()]);
      await waitFor(() => expect(app.currentPath()).toBe('/dashboard/'));
      expect(activeRole()).toEqual({ name: 'pet-keeper', medical_entity_id: null });
    });

    it('a keeper without pets: the add-pet step, in Japanese too', async () => {
      const app = await signInAs(makeUser(), '/jp/auth/login/');
      await waitFor(() => expect(app.currentPath()).toBe('/jp/my-pets/create/'));
    });

    it("a vet who also keeps a pet: the vet's patients, acting as the vet", async () => {
      const vet = makeUser({
        roles: [
          { name: 'pet-keeper', medical_entity_id: null },
          { name: 'vet', medical_entity_id: 4 },
        ],
      });
      const app = await signInAs(vet);
      await waitFor(() => expect(app.currentPath()).toBe('/vet/patients/'));
      expect(activeRole()).toEqual({ name: 'vet', medical_entity_id: 4 });
    });

    it('an admin: the admin console', async () => {
      const admin = makeUser({ roles: [{ name: 'admin', medical_entity_id: null }] });
      const app = await signInAs(admin);
      await waitFor(() => expect(app.currentPath()).toBe('/admin/'));
      expect(activeRole()).toEqual({ name: 'admin', medical_entity_id: null });
    });

    it('the vet going back to a keeper page acts as the keeper there', async () => {
      const vet = makeUser({
        roles: [
          { name: 'pet-keeper', medical_entity_id: null },
          { name: 'vet', medical_entity_id: 4 },
        ],
      });
      const app = await signInAs(vet, '/auth/login/?redirect=%2Fphoto-gallery%2F', [makePet()]);
      await waitFor(() => expect(app.currentPath()).toBe('/photo-gallery/'));
      expect(activeRole()).toEqual({ name: 'pet-keeper', medical_entity_id: null });
    });

    it('never follows a return target off this site', async () => {
      for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
        clearAllCookies();
        const app = await signInAs(
          makeUser(),
          `/auth/login/?redirect=${encodeURIComponent(evil)}`,
          [makePet()],
        );
        await waitFor(() => expect(app.currentPath()).toBe('/dashboard/'));
        expect(app.assigned).toEqual([]);
        app.unmount();
      }
    });
  });

  describe('provider buttons', () => {
    it('offers only the providers the API is configured for', async () => {
      answer(server, { 'GET /api/auth/providers': [200, { data: ['google'] }] });
      renderApp('/auth/login/', { server });
      expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    });

    it('shows the buttons the page was built with until the API answers, then its own', async () => {
      // The build offered Google and Apple; the API, asked by the app, offers Google only.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      answer(server, {
        'GET /api/auth/providers': async () => {
          await held;
          return [200, { data: ['google'] }];
        },
      });
      const store = createTestRootStore(server);
      store.auth.showBuiltProviders(['google', 'apple']);
      const app = renderApp('/auth/login/', { server, store });
      expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
      release();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull(),
      );
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
      // Once the API has answered, a page built with other buttons changes nothing.
      store.auth.showBuiltProviders(['facebook']);
      expect(store.auth.providers).toEqual(['google']);
      app.unmount();
    });

    it('shows no provider section when none is configured, or when the API cannot say', async () => {
      for (const reply of [
        [200, { data: [] }],
        [500, { message: 'Server Error', errors: {}, error_id: 'x' }],
      ] as const) {
        answer(server, { 'GET /api/auth/providers': [reply[0], reply[1]] });
        const asked = server.requests.length;
        const app = renderApp('/auth/login/', { server });
        await screen.findByLabelText('Email address');
        await waitFor(() =>
          expect(server.requests.slice(asked).map((r) => r.url)).toContain('/api/auth/providers'),
        );
        // Give the answer time to arrive and render.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByRole('list', { name: 'Sign in with another account' })).toBeNull();
        expect(screen.queryByText(/Continue with/)).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        app.unmount();
      }
    });
  });
});
