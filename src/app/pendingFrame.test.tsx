// While a navigation resolves, the visitor sees the app's shell and the page's skeleton at once
// (not a full-page splash), and nothing of a user before that user is fetched for the token.
import { screen, waitFor } from '@testing-library/react';
import { answer, type ApiRoutes } from '../test/fakeApi';
import { makePet, makeUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { startTestHttpServer, type TestHandler, type TestHttpServer } from '../test/testHttpServer';
import { clearAllCookies } from '../test/testRootStore';
import { showsFrameWhilePending } from './pendingFrame';

const SLOW = { timeout: 8000 };

/** Answers as `routes` say, but holds GET /api/user until `release` is called. */
function answerHoldingUser(server: TestHttpServer, routes: ApiRoutes) {
  let inner: TestHandler = () => undefined;
  answer({ ...server, handle: (handler) => void (inner = handler) }, routes);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.handle(async (request, response) => {
    if (request.url.split('?')[0] === '/api/user') await held;
    await inner(request, response);
  });
  return { release };
}

const keeper: ApiRoutes = {
  'GET /api/user': [200, { data: makeUser() }],
  'GET /api/notifications': [200, { data: [] }],
  'GET /api/keeper/pets': [200, { data: [makePet({ name: 'Kuro' })] }],
  'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
};

describe('the frame while a page resolves', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('shows a signed-in visitor the shell and the skeleton before the user arrives', async () => {
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    const { release } = answerHoldingUser(server, keeper);
    renderApp('/settings/preferences/', { server });

    // The shell's bar is there while the user is still on its way, with the page's skeleton.
    expect(await screen.findByRole('link', { name: 'PetCare home' }, SLOW)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.querySelector('[data-screen-skeleton]')).not.toBeNull();
    // Nothing of a user yet: the account menu and the pet come with the fetched user.
    expect(screen.queryByRole('button', { name: /account/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Kuro')).not.toBeInTheDocument();

    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preferences' }, SLOW),
    ).toBeVisible();
    expect(document.querySelector('[data-screen-skeleton]')).toBeNull();
  });

  it('shows no user data to a visitor whose token turns out invalid, then the sign-in page', async () => {
    document.cookie = 'auth-token=stale; Path=/';
    const { release } = answerHoldingUser(server, {
      ...keeper,
      'GET /api/user': [401, { message: 'Unauthenticated.', errors: {}, error_id: 'e1' }],
    });
    const app = renderApp('/settings/preferences/', { server });
    expect(await screen.findByRole('link', { name: 'PetCare home' }, SLOW)).toBeVisible();
    expect(screen.queryByText('Kuro')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/auth\/login\//), SLOW);
    expect(screen.queryByText('Kuro')).not.toBeInTheDocument();
  });

  it('shows a visitor without a session the splash on a signed-in page, not an empty shell', async () => {
    answer(server, keeper);
    const app = renderApp('/settings/preferences/', { server });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('link', { name: 'PetCare home' })).not.toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/auth\/login\//), SLOW);
  });
});

describe('showsFrameWhilePending', () => {
  const none = { token: null, signedIn: false };
  const token = { token: 'tok', signedIn: false };
  it('frames guest pages for guests only and signed-in pages for sessions only', () => {
    expect(showsFrameWhilePending({ layout: 'default', middleware: ['guest'] }, none)).toBe(true);
    expect(showsFrameWhilePending({ layout: 'default', middleware: ['guest'] }, token)).toBe(false);
    expect(showsFrameWhilePending({ layout: 'dashboard', middleware: ['auth'] }, token)).toBe(true);
    expect(showsFrameWhilePending({ layout: 'dashboard', middleware: ['auth'] }, none)).toBe(false);
    expect(showsFrameWhilePending({ layout: 'vet', middleware: ['auth', 'role'] }, none)).toBe(
      false,
    );
    expect(showsFrameWhilePending({ layout: 'vet', middleware: ['auth', 'role'] }, token)).toBe(
      false,
    );
    expect(showsFrameWhilePending({ layout: 'dashboard', middleware: [] }, none)).toBe(false);
    expect(showsFrameWhilePending({ layout: 'default', middleware: [] }, none)).toBe(true);
  });
});
