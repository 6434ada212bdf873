import { fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@contract/schemas/auth';
import { makeProgramme, makeRules, makeStatus } from '../../test/affiliateFixtures';
import { answer, jsonOf, type ApiRoutes } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

describe('JoinScreen (/affiliate-program/join, join-affiliate layout)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  function signedIn(routes: ApiRoutes, user: User = makeUser()) {
    answer(server, {
      'GET /api/user': [200, { data: user }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/affiliate/programme': [200, { data: makeProgramme() }],
      ...routes,
    });
  }

  it('states the programme’s terms, tracks "Become a partner", checks and sends the application', async () => {
    let status = makeStatus('none');
    signedIn({
      'GET /api/affiliate/me': () => [200, { data: status }],
      'POST /api/affiliate/applications': () => {
        status = makeStatus('pending');
        return [201, { data: status }];
      },
    });
    const app = renderApp('/affiliate-program/join/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Become a PetCare partner' }, SLOW),
    ).toBeInTheDocument();
    // The layout: the programme's header, its two pages, the bell and the menus; no sidebar.
    expect(document.querySelector('[data-layout="join-affiliate"]')).not.toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Affiliate programme pages' });
    expect(within(pages).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Account menu for Aiko Tanaka' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    // The terms come from the API's configuration.
    const terms = await screen.findByText('20%', {}, SLOW);
    expect(terms.closest('div')).toHaveTextContent('Commission');
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Become a partner' }, SLOW));
    expect(app.events).toContainEqual({
      event: 'btn_click_partner_join',
      params: { placement: 'join' },
    });
    const form = screen.getByRole('form', { name: 'Affiliate application' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your application' })).toHaveFocus();

    // Nothing filled in: what is missing is said on the fields, and nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Send my application' }));
    expect(
      await within(form).findByText(
        'Choose at least one channel, or write one under other channels.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Tell us a little about your audience.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Website or profile link/), {
      target: { value: 'not a site' },
    });
    fireEvent.blur(within(form).getByLabelText(/Website or profile link/));
    expect(
      await within(form).findByText('Enter a web address, for example instagram.com/yourname.'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Instagram' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Newsletter' }));
    fireEvent.change(within(form).getByLabelText(/Other channels/), {
      target: { value: 'LINE, dog park meet-ups' },
    });
    fireEvent.change(within(form).getByLabelText(/Website or profile link/), {
      target: { value: 'instagram.com/biscuit_and_miso' },
    });
    fireEvent.change(within(form).getByLabelText('Who is your audience?'), {
      target: { value: 'Dog keepers in Osaka, 4,000 followers' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send my application' }));
    expect(
      await screen.findByRole('heading', { name: 'Your application is being reviewed' }, SLOW),
    ).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      website: 'https://instagram.com/biscuit_and_miso',
      audience: 'Dog keepers in Osaka, 4,000 followers',
      channels: ['instagram', 'newsletter', 'LINE', 'dog park meet-ups'],
    });
    expect(screen.queryByRole('form', { name: 'Affiliate application' })).toBeNull();
    expect(app.store.auth.user?.affiliate).toEqual({
      status: 'pending',
      has_accepted_rules: false,
    });
  });

  it('puts the API’s refusal on the form', async () => {
    signedIn({
      'GET /api/affiliate/me': [200, { data: makeStatus('none') }],
      'POST /api/affiliate/applications': [
        422,
        {
          message: 'The given data was invalid.',
          errors: { audience: ['Tell us more.'], application: ['Already reviewed.'] },
          error_id: 'e1',
        },
      ],
    });
    renderApp('/affiliate-program/join/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Become a partner' }, SLOW));
    const form = screen.getByRole('form', { name: 'Affiliate application' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'YouTube' }));
    fireEvent.change(within(form).getByLabelText('Who is your audience?'), {
      target: { value: 'Cat keepers everywhere' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send my application' }));
    expect(await within(form).findByText('Tell us more.', {}, SLOW)).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Already reviewed.');
  });

  it('tells a declined keeper why, and lets them apply again', async () => {
    signedIn({
      'GET /api/affiliate/me': [
        200,
        { data: makeStatus('declined', { decline_reason: 'Audience too small for now.' }) },
      ],
    });
    const app = renderApp('/affiliate-program/join/', { server });
    expect(
      await screen.findByRole('heading', { name: 'Your application was not accepted' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Audience too small for now.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(app.events).toContainEqual({
      event: 'btn_click_partner_join',
      params: { placement: 'reapply' },
    });
    expect(screen.getByRole('form', { name: 'Affiliate application' })).toBeInTheDocument();
  });

  it('has an accepted keeper accept the rules, then opens the dashboard the guard let through', async () => {
    let status = makeStatus('accepted', {
      rules: {
        current_version: '2026-11',
        accepted_version: null,
        accepted_at: null,
        has_accepted_current: false,
      },
    });
    signedIn(
      {
        'GET /api/affiliate/me': () => [200, { data: status }],
        'GET /api/affiliate/rules': [200, { data: makeRules() }],
        'POST /api/affiliate/rules/accept': () => {
          status = makeStatus('accepted');
          return [200, { data: status }];
        },
        'GET /api/affiliate/stats': [
          200,
          {
            data: {
              series: [],
              totals: {
                clicks: 0,
                signups: 0,
                conversions: 0,
                earnings_minor: 0,
                pending_minor: 0,
                payable_minor: 0,
                paid_minor: 0,
              },
              currency: 'USD',
            },
          },
        ],
        'GET /api/affiliate/referrals': [200, { data: [] }],
      },
      makeUser({
        has_accepted_affiliate_program_rules: false,
        affiliate: { status: 'accepted', has_accepted_rules: false },
      }),
    );
    // The guard sends the affiliate from the dashboard to the join page's rules step.
    const app = renderApp('/affiliate-program/dashboard/', { server });
    const step = await screen.findByRole('region', { name: 'Welcome aboard! One last step' }, SLOW);
    expect(app.currentPath()).toBe(
      '/affiliate-program/join/?redirect=%2Faffiliate-program%2Fdashboard%2F#accept-rules',
    );
    expect(await within(step).findByText('Version 2026-11', {}, SLOW)).toBeInTheDocument();
    expect(within(step).getByRole('region', { name: 'Programme rules' })).toHaveTextContent(
      'Self-referrals, fake accounts and spam.',
    );
    fireEvent.click(within(step).getByRole('button', { name: 'Accept the rules' }));
    expect(
      await within(step).findByText('Please confirm that you accept the programme rules.'),
    ).toBeInTheDocument();
    fireEvent.click(
      within(step).getByRole('checkbox', {
        name: 'I have read the programme rules (version 2026-11) and accept them.',
      }),
    );
    fireEvent.click(within(step).getByRole('button', { name: 'Accept the rules' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate dashboard' }, SLOW),
    ).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.url === '/api/affiliate/rules/accept'))).toEqual({
      version: '2026-11',
    });
    expect(app.currentPath()).toBe('/affiliate-program/dashboard/');
    expect(screen.getByText('Thank you! Your affiliate dashboard is ready.')).toBeInTheDocument();
  });

  it('asks again when the rules changed since they were accepted', async () => {
    signedIn(
      {
        'GET /api/affiliate/me': [
          200,
          {
            data: makeStatus('accepted', {
              rules: {
                current_version: '2026-11',
                accepted_version: '2025-01',
                accepted_at: '2025-01-10T10:00:00.000Z',
                has_accepted_current: false,
              },
            }),
          },
        ],
        'GET /api/affiliate/rules': [200, { data: makeRules() }],
      },
      makeUser({ affiliate: { status: 'accepted', has_accepted_rules: false } }),
    );
    renderApp('/affiliate-program/promo-pack/', { server });
    expect(
      await screen.findByRole('region', { name: 'The programme rules have changed' }, SLOW),
    ).toBeInTheDocument();
  });

  it('is in Japanese on /jp/', async () => {
    signedIn({
      'GET /api/affiliate/me': [200, { data: makeStatus('none') }],
      'GET /api/affiliate/programme': [
        200,
        { data: makeProgramme({ currency: 'JPY', minimum_payout_minor: 5000 }) },
      ],
    });
    renderApp('/jp/affiliate-program/join/', { server, locale: 'jp' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'PetCareのパートナーになりませんか' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('5,000円', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('30日')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'パートナーになる' }, SLOW)).toBeVisible();
    expect(
      server.requests.find((r) => r.url === '/api/affiliate/programme')?.headers['app-language'],
    ).toBe('jp');
  });
});
