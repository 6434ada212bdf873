import { COOKIES } from '../../http/cookies';
import { makeUser } from '../../test/fixtures';
import { clearAllCookies, createTestRootStore } from '../../test/testRootStore';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { readCookie } from '../../http/cookies';

describe('AuthStore (spec.md section 4)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const cookie = (name: string) => readCookie(document.cookie, name);

  it('login stores token and method email and sets the user', async () => {
    const user = makeUser();
    server.handle((_req, res) => sendJson(res, 200, { token: 'tok-1', user }));
    const root = createTestRootStore(server);
    await root.auth.login({ email: user.email, password: 'secret-pass' });
    expect(root.auth.user).toEqual(user);
    expect(root.auth.isLoggedIn).toBe(true);
    expect(root.auth.token).toBe('tok-1');
    expect(root.auth.method).toBe('email');
    expect(cookie(COOKIES.authToken.name)).toBe('tok-1');
    expect(cookie(COOKIES.authMethod.name)).toBe('email');
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      email: user.email,
      password: 'secret-pass',
    });
    expect(server.requests[0]!.url).toBe('/api/login');
  });

  it('login and registration carry the query options of the spec (redirect) and give back the answered one', async () => {
    server.handle((req, res) =>
      sendJson(res, req.url.startsWith('/api/login') ? 200 : 201, {
        token: 'tok-q',
        user: makeUser(),
        redirect: new URL(req.url, 'http://api.test').searchParams.get('redirect'),
      }),
    );
    const root = createTestRootStore(server);
    const signedIn = await root.auth.login(
      { email: 'a@b.co', password: 'secret-pass' },
      { redirect: '/jp/photo-gallery/?album=2' },
    );
    expect(server.requests[0]!.url).toBe(
      '/api/login?redirect=%2Fjp%2Fphoto-gallery%2F%3Falbum%3D2',
    );
    expect(signedIn.redirect).toBe('/jp/photo-gallery/?album=2');
    const registered = await root.auth.register(
      {
        name: 'Ken',
        email: 'ken@example.com',
        password: 'long-enough',
        password_confirmation: 'long-enough',
        terms: true,
      },
      { redirect: '/si/' },
    );
    expect(server.requests[1]!.url).toBe('/api/keeper/register?redirect=%2Fsi%2F');
    expect(registered).toMatchObject({ redirect: '/si/', user: { id: makeUser().id } });
    // An API that answers no redirect (the original one may not): null, the caller keeps its own.
    server.handle((_req, res) => sendJson(res, 200, { token: 'tok-r', user: makeUser() }));
    expect((await root.auth.login({ email: 'a@b.co', password: 'x' })).redirect).toBeNull();
    expect(server.requests[2]!.url).toBe('/api/login');
  });

  it('registration stores token and method and sets the user', async () => {
    const user = makeUser({ name: 'Ken' });
    server.handle((_req, res) => sendJson(res, 201, { token: 'tok-2', user }));
    const root = createTestRootStore(server);
    await root.auth.register({
      name: 'Ken',
      email: 'ken@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      terms: true,
    });
    expect(server.requests[0]!.url).toBe('/api/keeper/register');
    expect(root.auth.user?.name).toBe('Ken');
    expect(cookie('auth-token')).toBe('tok-2');
    expect(cookie('auth-method')).toBe('email');
  });

  it('registration sends the code of the referral link followed, then forgets it', async () => {
    document.cookie = 'petcare-referral=ALEXPETS; Path=/';
    server.handle((_req, res) => sendJson(res, 201, { token: 'tok-r', user: makeUser() }));
    const root = createTestRootStore(server);
    const body = {
      name: 'Ken',
      email: 'ken@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
      terms: true,
    };
    await root.auth.register(body);
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      ...body,
      referral_code: 'ALEXPETS',
    });
    expect(cookie(COOKIES.referral.name)).toBeNull();
    // Without the cookie (or with a value that cannot be a code) nothing is added.
    document.cookie = 'petcare-referral=%3Cscript%3E; Path=/';
    await root.auth.register(body);
    expect(JSON.parse(server.requests[1]!.body.toString())).toEqual(body);
  });

  it('provider sign-in stores the provider as the method', async () => {
    server.handle((_req, res) => sendJson(res, 200, { token: 'tok-3', user: makeUser() }));
    const root = createTestRootStore(server);
    await root.auth.loginWithProvider('google', 'the-code', 'the-state');
    expect(server.requests[0]!.url).toBe('/api/auth/google/callback');
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      code: 'the-code',
      state: 'the-state',
    });
    expect(root.auth.method).toBe('google');
    expect(cookie('auth-method')).toBe('google');
  });

  it('a failed login keeps everyone signed out and shows the error toast', async () => {
    server.handle((_req, res) =>
      sendJson(res, 422, {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
        error_id: 'e1',
      }),
    );
    const root = createTestRootStore(server);
    await expect(root.auth.login({ email: 'a@b.co', password: 'wrong-pass' })).rejects.toThrow(
      'These credentials do not match our records.',
    );
    expect(root.auth.user).toBeNull();
    expect(cookie('auth-token')).toBeNull();
    expect(root.toasts.toasts).toMatchObject([
      { type: 'danger', message: 'These credentials do not match our records.', errorId: 'e1' },
    ]);
  });

  it('fetches the user for a saved token', async () => {
    document.cookie = 'auth-token=saved; Path=/';
    const user = makeUser();
    server.handle((_req, res) => sendJson(res, 200, { data: user }));
    const root = createTestRootStore(server);
    expect(root.auth.token).toBe('saved');
    await root.auth.fetchUser();
    expect(server.requests[0]!.headers.authorization).toBe('Bearer saved');
    expect(root.auth.user).toEqual(user);
  });

  it('failure to fetch the user leaves it unset and clears the token, quietly', async () => {
    document.cookie = 'auth-token=expired; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server.handle((_req, res) => sendJson(res, 401, { message: 'Unauthenticated.' }));
    const root = createTestRootStore(server);
    await root.auth.fetchUser();
    expect(root.auth.user).toBeNull();
    expect(root.auth.token).toBeNull();
    expect(cookie('auth-token')).toBeNull();
    expect(cookie('auth-method')).toBeNull();
    expect(root.toasts.toasts).toEqual([]);
  });

  it.each([
    [
      // The connection drops without an answer: what the browser sees offline.
      'no network at all (offline is not signed out)',
      (res: import('node:http').ServerResponse) => {
        res.socket?.destroy();
      },
    ],
    [
      'an answer cut off mid-body (the page reloaded while it arrived)',
      (res: import('node:http').ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.write('{"data":{"id":');
        setTimeout(() => res.socket?.destroy(), 20);
      },
    ],
    [
      'a server error (the database is down)',
      (res: import('node:http').ServerResponse) =>
        sendJson(res, 503, { message: 'Service Unavailable' }),
    ],
    [
      'a rate limit',
      (res: import('node:http').ServerResponse) =>
        sendJson(res, 429, { message: 'Too Many Attempts.' }),
    ],
  ])('keeps the token, quietly, after %s: nothing said it is bad', async (_what, answer) => {
    document.cookie = 'auth-token=kept; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server.handle((_req, res) => answer(res));
    const root = createTestRootStore(server);
    await root.auth.fetchUser();
    expect(root.auth.user).toBeNull();
    expect(root.auth.unreachable).toBe(true);
    expect(root.auth.token).toBe('kept');
    expect(cookie('auth-token')).toBe('kept');
    expect(cookie('auth-method')).toBe('email');
    expect(root.toasts.toasts).toEqual([]);
  });

  it('clears the token when the API refuses it for the selected role (403)', async () => {
    document.cookie = 'auth-token=other-role; Path=/';
    server.handle((_req, res) => sendJson(res, 403, { message: 'This action is unauthorized.' }));
    const root = createTestRootStore(server);
    await root.auth.fetchUser();
    expect(root.auth.unreachable).toBe(false);
    expect(cookie('auth-token')).toBeNull();
  });

  it('logout revokes the token and clears user, token, method and role', async () => {
    server.handle((req, res) => {
      if (req.url === '/api/login') sendJson(res, 200, { token: 'tok-4', user: makeUser() });
      else res.writeHead(204).end();
    });
    const root = createTestRootStore(server);
    await root.auth.login({ email: 'a@b.co', password: 'long-enough' });
    root.roles.select({ name: 'pet-keeper', medical_entity_id: null });
    expect(cookie('selected-user-role')).not.toBeNull();
    await root.signOut();
    const logout = server.requests[1]!;
    expect(logout.method).toBe('DELETE');
    expect(logout.url).toBe('/api/logout');
    expect(logout.headers.authorization).toBe('Bearer tok-4');
    expect(root.auth.user).toBeNull();
    expect(root.auth.token).toBeNull();
    expect(root.auth.method).toBeNull();
    expect(root.roles.selected).toBeNull();
    expect(cookie('auth-token')).toBeNull();
    expect(cookie('auth-method')).toBeNull();
    expect(cookie('selected-user-role')).toBeNull();
  });

  it('signs out locally even when the server already dropped the token', async () => {
    document.cookie = 'auth-token=revoked; Path=/';
    server.handle((_req, res) => sendJson(res, 401, { message: 'Unauthenticated.' }));
    const root = createTestRootStore(server);
    await root.signOut();
    expect(root.auth.token).toBeNull();
    expect(root.toasts.toasts).toEqual([]);
  });

  it('phone verification success sets is_verified_phone_number', () => {
    const root = createTestRootStore(server);
    root.auth.setUser(makeUser({ phone_number: '+819012345678' }));
    root.auth.markPhoneVerified();
    expect(root.auth.user?.is_verified_phone_number).toBe(true);
  });
});
