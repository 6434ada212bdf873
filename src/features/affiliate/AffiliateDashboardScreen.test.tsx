import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  makeProgramme,
  makePromoPack,
  makeReferral,
  makeRules,
  makeStats,
  makeStatus,
} from '../../test/affiliateFixtures';
import { answer, type ApiRoutes } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };
const AFFILIATE = makeUser({
  has_accepted_affiliate_program_rules: true,
  affiliate: { status: 'accepted', has_accepted_rules: true },
});

describe('the affiliate’s pages (dashboard layout, behind the rules guard)', () => {
  let server: TestHttpServer;
  let copied: string[];
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
    copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  afterEach(() => server.close());

  function signedIn(routes: ApiRoutes = {}) {
    answer(server, {
      'GET /api/user': [200, { data: AFFILIATE }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/affiliate/me': [200, { data: makeStatus('accepted') }],
      'GET /api/affiliate/programme': [200, { data: makeProgramme() }],
      'GET /api/affiliate/stats': [200, { data: makeStats() }],
      'GET /api/affiliate/referrals': [
        200,
        {
          data: [
            makeReferral({
              id: '9',
              converted: false,
              commission_minor: 0,
              commission_status: null,
              currency: null,
            }),
            makeReferral(),
          ],
        },
      ],
      ...routes,
    });
  }

  it('dashboard: the link and code to copy, figures per day, week or month, balances, referrals', async () => {
    signedIn();
    renderApp('/affiliate-program/dashboard/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate dashboard' }, SLOW),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Affiliate programme' });
    expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The sidebar's item for the programme leads here.
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: 'Affiliate programme',
      }),
    ).toHaveAttribute('aria-current', 'page');

    const link = await screen.findByRole('region', { name: 'Your referral link' }, SLOW);
    expect(link).toHaveTextContent('http://localhost:8000/?ref=ALEXPETS');
    fireEvent.click(within(link).getByRole('button', { name: 'Copy link' }));
    expect(await within(link).findAllByText('Copied to the clipboard.')).toHaveLength(1);
    fireEvent.click(within(link).getByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(copied).toEqual(['http://localhost:8000/?ref=ALEXPETS', 'ALEXPETS']),
    );

    const performance = screen.getByRole('region', { name: 'Performance' });
    const figure = (name: string) =>
      within(performance).getByText(name, { selector: 'dt' }).parentElement!;
    await within(performance).findByText('Clicks', { selector: 'dt' }, SLOW);
    expect(figure('Clicks')).toHaveTextContent('9');
    expect(figure('Sign-ups')).toHaveTextContent('2');
    expect(figure('Conversions')).toHaveTextContent('2');
    expect(figure('Earnings')).toHaveTextContent('$10.98');
    expect(figure('Pending')).toHaveTextContent('$1.00');
    expect(figure('Payable')).toHaveTextContent('$9.98');
    expect(figure('Paid')).toHaveTextContent('$19.96');
    expect(
      within(performance).getByRole('img', { name: /^Chart from Nov 26 to Nov 28: 9 clicks/ }),
    ).toBeInTheDocument();
    const table = within(performance).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Nov 28111$1.00');

    expect(
      server.requests.filter((r) => r.url.startsWith('/api/affiliate/stats')).map((r) => r.url),
    ).toEqual(['/api/affiliate/stats?period=day']);
    fireEvent.click(within(performance).getByRole('button', { name: 'Week' }));
    expect(within(performance).getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(server.requests.map((r) => r.url)).toContain('/api/affiliate/stats?period=week'),
    );

    const referrals = screen.getByRole('region', { name: 'Recent referrals' });
    const rows = within(referrals).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('No. 2');
    expect(rows[1]).toHaveTextContent('Not yet—');
    expect(rows[2]).toHaveTextContent('No. 1');
    expect(rows[2]).toHaveTextContent('Nov 20, 2026');
    expect(rows[2]).toHaveTextContent('$9.98 Pending');
  });

  it('program rules: the current version, and when it was accepted', async () => {
    signedIn({ 'GET /api/affiliate/rules': [200, { data: makeRules() }] });
    renderApp('/affiliate-program/program-rules/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programme rules' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Version 2026-11 · You accepted this version on October 1, 2026.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not allowed' })).toBeInTheDocument();
  });

  it('promo packs: the list, then a pack’s banners to download and texts to copy', async () => {
    signedIn({
      'GET /api/affiliate/promo-packs': [
        200,
        {
          data: [
            {
              slug: 'health-records',
              title: 'Health records in one place',
              description: 'Weights, vaccinations, vet visits and reminders.',
              banner_count: 3,
            },
          ],
        },
      ],
      'GET /api/affiliate/promo-packs/health-records': [200, { data: makePromoPack() }],
    });
    const app = renderApp('/affiliate-program/promo-pack/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promo packs' }, SLOW),
    ).toBeVisible();
    expect(
      await screen.findByText('3 banners and texts in English and Japanese', {}, SLOW),
    ).toBeVisible();
    const open = screen.getByRole('link', {
      name: 'Open the “Health records in one place” pack',
    });
    expect(open.getAttribute('href')).toMatch(
      /^\/affiliate-program\/promo-pack\/health-records\/\?referrer=/,
    );
    act(() => {
      void app.history.navigate('/affiliate-program/promo-pack/health-records/');
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health records in one place' }, SLOW),
    ).toBeVisible();
    expect(app.currentPath()).toBe('/affiliate-program/promo-pack/health-records/');
    const banner = screen.getByRole('img', {
      name: 'Health records in one place banner, 300×250 pixels',
    });
    expect(banner).toHaveAttribute('src', makePromoPack().banners[0]!.url);
    const download = screen.getByRole('link', { name: 'Download 300×250 PNG' });
    expect(download).toHaveAttribute('download', 'petcare-health-records-rectangle.png');

    const texts = screen.getByRole('region', { name: 'Ready-to-post texts' });
    const headings = within(texts).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['English', '日本語']);
    expect(headings[1]).toHaveAttribute('lang', 'ja');
    fireEvent.click(
      within(texts).getByRole('button', { name: 'Copy the X (Twitter) text (日本語)' }),
    );
    await waitFor(() =>
      expect(copied).toEqual(['ワクチンの時期をもう忘れない。http://localhost:8000/?ref=ALEXPETS']),
    );
  });

  it('a pack slug that cannot be one is a fatal 404', async () => {
    signedIn();
    renderApp('/affiliate-program/promo-pack/Not_A_Slug/', { server });
    expect(await screen.findByRole('heading', { level: 1, name: '404!' }, SLOW)).toBeVisible();
    expect(server.requests.some((r) => r.url.includes('Not_A_Slug'))).toBe(false);
  });

  it('sends a keeper who is not an affiliate from the dashboard to the join page', async () => {
    answer(server, {
      'GET /api/user': [
        200,
        { data: makeUser({ affiliate: { status: 'none', has_accepted_rules: false } }) },
      ],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/affiliate/me': [200, { data: makeStatus('none') }],
      'GET /api/affiliate/programme': [200, { data: makeProgramme() }],
    });
    const app = renderApp('/affiliate-program/dashboard/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Become a PetCare partner' }, SLOW),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe('/affiliate-program/join/');
    expect(server.requests.some((r) => r.url.startsWith('/api/affiliate/stats'))).toBe(false);
  });

  it('follows a decision that arrives as a notification', async () => {
    let status = makeStatus('pending');
    answer(server, {
      'GET /api/user': [
        200,
        { data: makeUser({ affiliate: { status: 'pending', has_accepted_rules: false } }) },
      ],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/affiliate/me': () => [200, { data: status }],
      'GET /api/affiliate/programme': [200, { data: makeProgramme() }],
      'GET /api/affiliate/rules': [200, { data: makeRules() }],
    });
    const app = renderApp('/affiliate-program/join/', { server });
    expect(
      await screen.findByRole('heading', { name: 'Your application is being reviewed' }, SLOW),
    ).toBeInTheDocument();
    status = makeStatus('accepted', {
      rules: {
        current_version: '2026-11',
        accepted_version: null,
        accepted_at: null,
        has_accepted_current: false,
      },
    });
    act(() =>
      app.store.notifications.add({
        id: 'n1',
        type: 'affiliate_application',
        data: {
          title: 'Welcome to the PetCare affiliate programme',
          action_url: '/affiliate-program/join',
        },
        read_at: null,
      }),
    );
    expect(
      await screen.findByRole('region', { name: 'Welcome aboard! One last step' }, SLOW),
    ).toBeInTheDocument();
    expect(app.store.auth.user?.affiliate?.status).toBe('accepted');
  });
});
