import { fireEvent, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { makeProgramme, makeStatus } from '../../test/affiliateFixtures';
import { answer, type ApiRoutes } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

describe('HowItWorksScreen (/affiliate-program/join/how-it-works)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
    jest.mocked(navigate).mockClear();
  });
  afterEach(() => server.close());

  function signedIn(routes: ApiRoutes) {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/affiliate/programme': [
        200,
        { data: makeProgramme({ commission_bp: 2500, refund_window_days: 21 }) },
      ],
      ...routes,
    });
  }

  it('explains each step with the configured figures, and "Become a partner" leads to the form', async () => {
    signedIn({ 'GET /api/affiliate/me': [200, { data: makeStatus('none') }] });
    const app = renderApp('/affiliate-program/join/how-it-works/', { server });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'How the affiliate programme works' },
        SLOW,
      ),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Affiliate programme pages' });
    expect(within(pages).getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('heading', { name: 'They subscribe or buy' }, SLOW);
    const steps = screen.getAllByRole('listitem');
    const text = (title: string) =>
      steps.find((step) => within(step).queryByRole('heading', { name: new RegExp(title) }))
        ?.textContent;
    expect(text('They subscribe or buy')).toContain('You earn 25% of every payment');
    expect(text('They subscribe or buy')).toContain('get 10% off');
    expect(text('You get paid')).toContain('the 21-day refund window');
    expect(text('You get paid')).toContain('(at least $50.00)');
    expect(text('They create an account')).toContain('within 30 days of the click');

    fireEvent.click(screen.getByRole('button', { name: 'Become a partner' }));
    expect(app.events).toContainEqual({
      event: 'btn_click_partner_join',
      params: { placement: 'how_it_works' },
    });
    expect(app.currentPath()).toBe('/affiliate-program/join/#apply');
  });

  it('offers an affiliate their dashboard instead', async () => {
    signedIn({ 'GET /api/affiliate/me': [200, { data: makeStatus('accepted') }] });
    renderApp('/affiliate-program/join/how-it-works/', { server });
    expect(
      await screen.findByRole('link', { name: 'Open your affiliate dashboard' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a partner' })).toBeNull();
  });
});
