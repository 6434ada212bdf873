import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, type ApiRoutes } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const LIST = [
  {
    id: 'n3',
    type: 'pet-reminder',
    data: {
      title: 'Biscuit is due a vaccination',
      body: 'Book a visit this week.',
      action_url: '/settings/preferences/',
    },
    read_at: null,
    created_at: minutesAgo(5),
  },
  {
    id: 'n2',
    type: 'tip',
    data: { title: 'A care tip', body: 'Brush teeth daily.', action_url: null },
    read_at: null,
    created_at: minutesAgo(120),
  },
  {
    id: 'n1',
    type: 'welcome',
    data: { title: 'Welcome to PetCare', body: 'Glad you are here.', action_url: null },
    read_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
  },
];

describe('NotificationBell', () => {
  let server: TestHttpServer;
  const routes = (overrides: ApiRoutes = {}): ApiRoutes => ({
    'GET /api/user': [200, { data: makeUser() }],
    'GET /api/notifications': [200, { data: LIST, meta: { unread_count: 2 } }],
    'GET /api/keeper/pets': [200, { data: [] }],
    'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    'GET /api/account/personal-info': [200, { data: makeUser() }],
    'PUT /api/notifications/mark-as-read': [204],
    'PUT /api/notifications/mark-as-read/n2': [
      200,
      { data: { ...LIST[1], read_at: minutesAgo(0) } },
    ],
    'PUT /api/notifications/mark-as-read/n3': [
      200,
      { data: { ...LIST[0], read_at: minutesAgo(0) } },
    ],
    ...overrides,
  });

  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const puts = () =>
    server.requests.filter((r) => r.method === 'PUT').map((r) => `${r.method} ${r.url}`);

  it('shows the unread count and lists the notifications newest first, unread ones marked', async () => {
    answer(server, routes());
    renderApp('/settings/personal-info/', { server });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Unread: Biscuit is due a vaccinationBook a visit this week.5 minutes ago',
      'Unread: A care tipBrush teeth daily.2 hours ago',
      'Welcome to PetCareGlad you are here.Nov 20',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('marks one read when it is opened, and follows its link in the app', async () => {
    answer(server, routes());
    renderApp('/settings/personal-info/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const link = screen.getByRole('link', { name: /Biscuit is due a vaccination/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/settings\/preferences\//));
    fireEvent.click(link);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    // The panel closes as the app link (Gatsby's Link) takes the user there.
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The count drops at once; the request reaches the test server a moment later.
    await waitFor(() => expect(puts()).toEqual(['PUT /api/notifications/mark-as-read/n3']));
  });

  it('marks one without a link read when clicked, and all read with the button', async () => {
    answer(server, routes());
    renderApp('/settings/personal-info/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(screen.getByRole('button', { name: /A care tip/ }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: /A care tip/ }).textContent).not.toContain('Unread');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() =>
      expect(puts()).toEqual([
        'PUT /api/notifications/mark-as-read/n2',
        'PUT /api/notifications/mark-as-read',
      ]),
    );
  });

  it('puts the count back and shows the error when marking all fails', async () => {
    answer(
      server,
      routes({
        'PUT /api/notifications/mark-as-read': [
          500,
          { message: 'Server Error', errors: {}, error_id: 'e1' },
        ],
      }),
    );
    renderApp('/settings/personal-info/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('has an empty state', async () => {
    answer(
      server,
      routes({ 'GET /api/notifications': [200, { data: [], meta: { unread_count: 0 } }] }),
    );
    renderApp('/settings/personal-info/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(screen.getByText(/No notifications yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('speaks Japanese in the account header', async () => {
    answer(server, routes());
    renderApp('/jp/settings/personal-info/', { server, locale: 'jp' });
    fireEvent.click(await screen.findByRole('button', { name: 'お知らせ（未読2件）' }));
    expect(screen.getByRole('button', { name: 'すべて既読にする' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Biscuit is due a vaccination/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jp\/settings\/preferences\//),
    );
  });

  it('is in the site header of the signed-in app pages with the default layout', async () => {
    answer(
      server,
      routes({
        'GET /api/dev/outbox': [200, { data: [] }],
        'GET /api/dev/sms-outbox': [200, { data: [] }],
      }),
    );
    renderApp('/dev/outbox/', { server });
    const header = await screen.findByRole('banner');
    expect(
      await within(header).findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeVisible();
  });

  it('is not shown to visitors who are not signed in', async () => {
    clearAllCookies();
    answer(server, routes());
    renderApp('/auth/login/', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
