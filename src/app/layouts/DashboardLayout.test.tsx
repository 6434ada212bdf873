import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDocumentCookieJar, readCookie } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import { answer } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';
import { APP_ROUTES } from '../routes';
import type { AppRoute } from '../core/routeTypes';
import { fakeMatchMedia } from '../../test/fakeMatchMedia';
import { APP_SIDEBAR, SIDEBAR_ITEMS, SUB_SIDEBARS } from '../shell/sidebarItems';

/** Every page an item of the menus (main or a group) leads to. */
const MENU_TARGETS = new Set([
  ...SIDEBAR_ITEMS.map((item) => item.to),
  ...Object.values(SUB_SIDEBARS).flatMap((group) => group.links.map((link) => link.to)),
]);

function storeAt(server: TestHttpServer, width: number) {
  const viewport = fakeMatchMedia(width);
  const store = new RootStore({
    sidebar: APP_SIDEBAR,
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: `${server.origin}/api`,
    matchMedia: viewport.matchMedia,
  });
  return { store, resize: (next: number) => act(() => viewport.resize(next)) };
}

/** The real route table, the symptom checker forced into dark mode (route options apply). */
const WITH_CHAT: readonly AppRoute[] = APP_ROUTES.map((route) =>
  route.name === 'si' ? { ...route, forcedColorMode: 'dark' } : route,
);

describe('DashboardLayout', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    });
  });
  afterEach(() => server.close());

  it('on extra large screens: the items that pass, the settings sub-sidebar open beside the page', async () => {
    const { store, resize } = storeAt(server, 1440);
    renderApp('/settings/preferences/', { server, store });
    // The shell shows while the page resolves; its items fill in as the user and pets arrive.
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    const main = await screen.findByRole('navigation', { name: 'Main menu' });
    const items = within(main).getAllByRole('link');
    // The keeper has a pet: the AI assistant, image analysis and the pet profile show.
    expect(items.map((a) => a.textContent)).toEqual([
      'AI assistant',
      'Image analysis',
      'Pet profile',
      'Settings and account',
      'Affiliate programme',
    ]);
    expect(items[3]).toHaveAttribute('aria-current', 'page');

    const sub = screen.getByRole('navigation', { name: 'Settings and account' });
    expect(
      within(sub)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Personal information',
      'Preferences',
      'Reminders',
      'Subscription',
      'Cart',
      'Receipts',
      'Your data',
      'Affiliate programme',
    ]);
    expect(within(sub).getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Section menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The end of the rail: preferences and a compact account menu (its name is its label).
    const account = screen.getByRole('button', { name: 'Account menu for Aiko Tanaka' });
    expect(account).not.toHaveTextContent('Aiko');
    expect(screen.getByRole('complementary')).toContainElement(account);

    resize(1100);
    expect(screen.queryByRole('navigation', { name: 'Settings and account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Section menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('below extra large the sub-sidebar is a drawer: focus moves in, Escape closes and returns focus', async () => {
    const { store } = storeAt(server, 1100);
    renderApp('/settings/personal-info/', { server, store });
    // The shell shows while the page resolves; its items fill in as the user and pets arrive.
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    const toggle = await screen.findByRole('button', { name: 'Section menu' });
    expect(screen.queryByRole('navigation', { name: 'Settings and account' })).toBeNull();
    fireEvent.click(toggle);
    // The page's item is selected (not opened) below extra large: the menu opens its group.
    expect(screen.getByRole('heading', { level: 2, name: 'Settings and account' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Settings and account' })).toBeNull();
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close the section menu' }));
    expect(screen.queryByRole('navigation', { name: 'Settings and account' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('on phones Settings is hidden, the menus sit in the toolbar', async () => {
    const { store } = storeAt(server, 375);
    renderApp('/settings/preferences/', { server, store });
    // The shell shows while the page resolves; its items fill in as the user and pets arrive.
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Aiko Tanaka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('button', { name: 'Language and theme' }),
    );
    expect(screen.queryByRole('link', { name: 'Settings and account' })).toBeNull();
    // The bottom bar holds what passes on a phone: the AI items, the pet profile and the
    // affiliate programme.
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['AI assistant', 'Image analysis', 'Pet profile', 'Affiliate programme']);
  });

  it('on phones the items that pass form a bottom bar', async () => {
    const { store } = storeAt(server, 375);
    renderApp('/si/', { server, store, routes: WITH_CHAT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Symptom checker' }),
    ).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(bar).getByRole('link', { name: 'AI assistant' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('an item appears once its page exists, and route options apply: no toolbar, forced mode', async () => {
    const { store } = storeAt(server, 1440);
    renderApp('/si/', { server, store, routes: WITH_CHAT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Symptom checker' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'AI assistant',
      'Image analysis',
      'Pet profile',
      'Settings and account',
      'Affiliate programme',
    ]);
    expect(screen.queryByRole('banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Language and theme' }));
    expect(screen.getByText('This page always uses the dark theme.')).toBeInTheDocument();
  });

  it('the language switch keeps the page and remembers the locale', async () => {
    const { store } = storeAt(server, 1440);
    renderApp('/settings/preferences/?tab=1', { server, store });
    fireEvent.click(await screen.findByRole('button', { name: 'Language and theme' }));
    const japanese = screen.getByRole('link', { name: '日本語' });
    expect(japanese.getAttribute('href')).toMatch(/^\/jp\/settings\/preferences\/\?tab=1(&|$)/);
    fireEvent.click(japanese);
    expect(readCookie(document.cookie, 'i18n_redirected')).toBe('jp');
  });

  it('the theme switch offers system, light and dark', async () => {
    const { store } = storeAt(server, 1440);
    renderApp('/settings/preferences/', { server, store });
    fireEvent.click(await screen.findByRole('button', { name: 'Language and theme' }));
    const theme = screen.getByRole('combobox', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    fireEvent.change(theme, { target: { value: 'dark' } });
    expect(theme).toHaveValue('dark');
  });

  it('shows a dot for new content until the item is visited', async () => {
    const { store } = storeAt(server, 1440);
    const app = renderApp('/si/', { server, store, routes: WITH_CHAT });
    await screen.findByRole('heading', { level: 1, name: 'Symptom checker' });
    act(() => store.sidebar.markNewContent('settings'));
    expect(screen.getByRole('link', { name: 'Settings and account (new)' })).toBeInTheDocument();
    act(() => {
      void app.history.navigate('/settings/preferences/');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Settings and account' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-content-dot')).toBeNull();
  });

  it('flags the item a newly arrived notification leads to, live or found by a catch-up fetch', async () => {
    const notice = (id: string, action_url: string) => ({
      id,
      type: 'vet-record',
      data: { title: 'New visit', body: 'Your vet added a visit.', action_url },
      read_at: null,
      created_at: '2026-11-28T10:00:00.000Z',
    });
    const listed: unknown[] = [notice('old', '/my-pets/subscription/')];
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': () => [200, { data: listed }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    });
    const { store } = storeAt(server, 1440);
    const app = renderApp('/si/', { server, store, routes: WITH_CHAT });
    await screen.findByRole('heading', { level: 1, name: 'Symptom checker' });
    await waitFor(() => expect(store.notifications.loaded).toBe(true));
    // What was unread before the app opened is in the bell, not news in the menu.
    expect(screen.queryByTestId('new-content-dot')).toBeNull();

    // In real time (the realtime client adds what the broadcast carries).
    act(() => store.notifications.add(notice('visit', '/pet-profile/visits/')));
    expect(screen.getByRole('link', { name: 'Pet profile (new)' })).toBeInTheDocument();
    // After a reconnection the list is fetched again: what came meanwhile is news too.
    listed.unshift(notice('plan', '/jp/my-pets/subscription/'));
    await act(() => store.notifications.refresh());
    expect(screen.getByRole('link', { name: 'Settings and account (new)' })).toBeInTheDocument();

    act(() => {
      void app.history.navigate('/pet-profile/visits/');
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Pet profile' })).toBeInTheDocument(),
    );
    expect(screen.getAllByTestId('new-content-dot')).toHaveLength(1);
  });

  it('prefetches the pages the visible items lead to, 1000 ms after mount', async () => {
    const { store } = storeAt(server, 1440);
    const prefetched: string[] = [];
    renderApp('/settings/preferences/', {
      server,
      store,
      prefetch: (path) => void prefetched.push(path),
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(prefetched).toEqual([]);
    // The spec's pages in the order of the menus; a feature's own page is checked by its test.
    const spec = [
      '/si/',
      '/si/image-analysis/',
      '/dashboard/',
      '/settings/personal-info/',
      '/affiliate-program/dashboard/',
      '/pets-threads/',
      '/my-pets/ai-health-report/',
      '/si/image-analysis/new/',
      '/information/',
      '/pet-profile/visits/',
      '/photo-gallery/',
      '/diet-and-healthy-plan/',
      '/results-and-referrals/',
      '/pet-profile/sharing/',
      '/my-pets/create/',
      '/my-pets/emergency-card/',
      '/settings/preferences/',
      '/settings/reminders/',
      '/my-pets/subscription/',
      '/my-pets/cart/',
      '/settings/receipts/',
      '/settings/your-data/',
      '/settings/affiliate-program/',
    ];
    await waitFor(
      () => expect(prefetched.filter((path) => spec.includes(path))).toEqual(spec),
      // The queue starts 1000 ms after mount: wait past testing-library's default second.
      { timeout: 3000 },
    );
    // Each page once, and only pages the menus lead to.
    expect(new Set(prefetched).size).toBe(prefetched.length);
    expect(prefetched.filter((path) => !MENU_TARGETS.has(path))).toEqual([]);
  });
});

describe('DashboardLayout in Japanese', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    server = await startTestHttpServer();
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/preferences': [200, { data: { language: 'jp', weight_unit: 'kg' } }],
    });
  });
  afterEach(() => server.close());

  it('names everything in Japanese and prefetches the Japanese pages', async () => {
    const { store } = storeAt(server, 1440);
    const prefetched: string[] = [];
    renderApp('/jp/settings/preferences/', {
      server,
      store,
      locale: 'jp',
      prefetch: (path) => void prefetched.push(path),
    });
    // The shell shows while the page resolves; its items fill in as the user and pets arrive.
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    const main = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(within(main).getByRole('link', { name: '設定とアカウント' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('navigation', { name: '設定とアカウント' })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(prefetched).toEqual([
          '/jp/settings/personal-info/',
          '/jp/affiliate-program/dashboard/',
          '/jp/settings/preferences/',
          '/jp/settings/reminders/',
          '/jp/my-pets/subscription/',
          '/jp/my-pets/cart/',
          '/jp/settings/receipts/',
          '/jp/settings/your-data/',
          '/jp/settings/affiliate-program/',
        ]),
      { timeout: 3000 },
    );
  });
});
