import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DELETION_ITEM_KEYS } from '@contract/keeperData';
import type { DeletionOverview } from '@contract/schemas/keeperData';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 5000 };

const overview = (over: Partial<DeletionOverview> = {}): DeletionOverview => ({
  grace_days: 14,
  reauth: 'password',
  providers: [],
  provider_reauth_until: null,
  blocked: null,
  items: [
    { key: 'pets', count: 2 },
    { key: 'photos', count: 1 },
    { key: 'subscriptions', count: 1 },
  ],
  files: 3,
  file_bytes: 2_400_000,
  has_billing_data: true,
  receipts_kept: 2,
  affiliate_unpaid: [{ currency: 'GBP', amount_minor: 1250 }],
  ...over,
});

const link = {
  path: 'account/data-export/tok123',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  summary: { records: 42, files: 3, file_bytes: 2_400_000 },
};

describe('YourDataScreen', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const signedIn = (more: Parameters<typeof answer>[1] = {}) =>
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/deletion': [200, { data: overview() }],
      'POST /api/account/data-export': [201, { data: link }],
      'DELETE /api/logout': [401, { message: 'Unauthenticated.', errors: {}, error_id: 'x' }],
      ...more,
    });

  it('prepares the download and offers the ZIP as a plain link with what it holds', async () => {
    signedIn();
    const app = renderApp('/settings/your-data/', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare my download' }));
    const download = await screen.findByRole('link', { name: 'Download ZIP' });
    expect(download.getAttribute('href')).toMatch(/\/api\/account\/data-export\/tok123$/);
    expect(download).toHaveAttribute('download');
    expect(screen.getByText('Your download is ready')).toBeInTheDocument();
    expect(screen.getByText(/42 records · 3 photos and documents \(2\.4 MB\)/)).toBeInTheDocument();
    // jsdom cannot download; the click is what the app hears.
    download.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(download);
    expect(app.events).toContainEqual({
      event: 'btn_click_download',
      params: { content: 'my_data' },
    });
  });

  it('lists what goes and what stays, from the keeper’s own counts', async () => {
    signedIn();
    renderApp('/settings/your-data/', { server });
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    expect(await within(section).findByText('2 pets and their profiles')).toBeInTheDocument();
    expect(within(section).getByText('1 photo')).toBeInTheDocument();
    expect(within(section).getByText('Your billing details')).toBeInTheDocument();
    expect(
      within(section).getByText('3 original photos and documents (2.4 MB)'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/2 receipts, kept as tax law requires/)).toBeInTheDocument();
    expect(within(section).getByText(/\(£12\.50\) lapse with your account/)).toBeInTheDocument();
    expect(
      within(section).getByText(/deleted 14 days after you ask\. Until then, signing in cancels/),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', '/settings/your-data/', 'Delete my account', '2 medications in your medication stock'],
    ['jp', '/jp/settings/your-data/', 'アカウントを削除', '在庫を管理している薬2種類'],
  ] as const)(
    'names every kind of record the API counts (%s)',
    async (locale, path, title, medications) => {
      const items = DELETION_ITEM_KEYS.map((key) => ({ key, count: 2 }));
      signedIn({ 'GET /api/account/deletion': [200, { data: overview({ items }) }] });
      renderApp(path, { server, locale });
      const section = await screen.findByRole('region', { name: title });
      expect(await within(section).findByText(medications)).toBeInTheDocument();
      const lines = within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      // A kind without a label shows its key path, or in Japanese the English fallback.
      const unnamed = (line: string | null) =>
        line === null ||
        line.includes('keeperData.') ||
        (locale === 'jp' && !/[\u3040-\u30ff\u4e00-\u9fff]/.test(line));
      expect(lines.filter(unnamed)).toEqual([]);
      expect(lines.length).toBeGreaterThanOrEqual(DELETION_ITEM_KEYS.length);
    },
  );

  it('asks for the password, then signs out and says when the account goes', async () => {
    let attempts = 0;
    signedIn({
      'POST /api/account/deletion': (request) => {
        attempts += 1;
        const body = jsonOf(request) as { password?: string };
        return body.password === 'right password'
          ? [
              202,
              {
                data: {
                  requested_at: '2026-06-01T09:00:00.000Z',
                  scheduled_for: '2026-06-15T09:00:00.000Z',
                },
              },
            ]
          : [
              422,
              {
                message: 'The password is incorrect.',
                errors: { password: ['The password is incorrect.'] },
                error_id: 'req-1',
              },
            ];
      },
    });
    const app = renderApp('/settings/your-data/', { server });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete my account…' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password.', {}, SLOW)).toBeInTheDocument();
    expect(attempts).toBe(0);

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const field = within(dialog).getByLabelText('Your password');
    expect(field).toHaveValue('wrong');
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(/The password is incorrect\./),
      SLOW,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'right password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your account will be deleted' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe('/auth/account-deleted/?on=2026-06-15T09%3A00%3A00.000Z');
    expect(screen.getByText(/On 15 June 2026 we delete your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to cancel the deletion' })).toHaveAttribute(
      'href',
      '/auth/login/',
    );
    expect(readCookie(document.cookie, 'auth-token')).toBeNull();
    expect(app.store.auth.user).toBeNull();
  });

  it('asks an account without a password to sign in with its provider again', async () => {
    signedIn({
      'GET /api/account/deletion': [
        200,
        { data: overview({ reauth: 'provider', providers: ['google'] }) },
      ],
      'GET /api/auth/google': [200, { url: 'https://accounts.example/authorize?x=1' }],
    });
    const app = renderApp('/settings/your-data/', { server });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete my account…' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with Google again' }));
    await waitFor(() => expect(app.assigned).toEqual(['https://accounts.example/authorize?x=1']));
    expect(window.sessionStorage.getItem('petcare-auth-return-to')).toBe('/settings/your-data/');
  });

  it('offers no deletion to staff accounts', async () => {
    signedIn({ 'GET /api/account/deletion': [200, { data: overview({ blocked: 'staff_role' }) }] });
    renderApp('/settings/your-data/', { server });
    expect(await screen.findByText(/closed by an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).toBeNull();
  });

  it('is in the account menu (the settings sub-sidebar: DashboardLayout.test)', async () => {
    signedIn();
    renderApp('/settings/preferences/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Preferences' });
    const menus = screen.getAllByRole('button', { name: /^Account menu for/ });
    fireEvent.click(menus[0]!);
    const menu = document.getElementById(menus[0]!.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Your data' }).getAttribute('href')).toMatch(
      /^\/settings\/your-data\/\?referrer=/,
    );
  });
});

describe('signing in during the grace period', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('tells the keeper the deletion is cancelled, once, and a late landing leaves them where they went', async () => {
    // The keeper's pets answer only after they have chosen where to go from the dialog: the
    // sign-in's landing step (no pets: add one) must not carry them off that page.
    let releasePets = () => {};
    const petsHeld = new Promise<void>((resolve) => {
      releasePets = resolve;
    });
    answer(server, {
      'POST /api/login': [
        200,
        {
          token: 'tok',
          user: makeUser(),
          account_deletion_canceled: { scheduled_for: '2026-06-15T09:00:00.000Z' },
        },
      ],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': () => petsHeld.then(() => [200, { data: [] }]),
      'GET /api/account/deletion': [200, { data: overview() }],
    });
    const app = renderApp('/auth/login/', { server });
    fireEvent.change(await screen.findByLabelText('Email address'), {
      target: { value: 'aiko@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back: your account stays' });
    expect(
      within(dialog).getByText(
        /the deletion of your account planned for 15 June 2026 is cancelled/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete it after all' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Welcome back: your account stays' })).toBeNull(),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/settings/your-data/#delete-account'));
    releasePets();
    await waitFor(() => expect(app.store.pets.loaded).toBe(true));
    await screen.findByRole('heading', { name: 'Your data' }, SLOW);
    expect(app.currentPath()).toBe('/settings/your-data/#delete-account');
    expect(app.store.keeperData.canceled).toBeNull();
  });
});
