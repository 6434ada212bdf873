// What a page reports once it is shown: its title, the screen-reader announcement and the
// analytics page view (named by its route, never by the path's ids).
import { act, screen, waitFor } from '@testing-library/react';
import type { PatientSummary } from '@contract/schemas/vets';
import { answer, type ApiRoutes } from '../test/fakeApi';
import { makePet, makeUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../test/testHttpServer';
import { clearAllCookies } from '../test/testRootStore';
import { APP_ANNOUNCER_ID, setClientNavigated } from './RouteAnnouncer';

const announcer = () => document.getElementById(APP_ANNOUNCER_ID);

const patient: PatientSummary = {
  id: '41',
  name: 'Biscuit',
  species: 'dog',
  breed: 'Labrador Retriever',
  sex: 'male',
  birth_date: '2021-04-02',
  photo: null,
  keeper_name: 'Alex Morgan',
  scopes: ['profile'],
  shared_at: '2026-10-01T09:00:00.000Z',
};

describe('a page once shown', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    setClientNavigated(false);
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const keeper: ApiRoutes = {
    'GET /api/user': [200, { data: makeUser() }],
    'GET /api/notifications': [200, { data: [] }],
    'GET /api/keeper/pets': [200, { data: [makePet()] }],
    'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    'GET /api/account/billing-data': [200, { data: null }],
  };

  it('announces the page now shown after a client navigation, not the one before', async () => {
    answer(server, keeper);
    const app = renderApp('/settings/preferences/', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    // The document's first page is read by the screen reader itself.
    expect(announcer()).toHaveTextContent('');
    expect(document.title).toBe('Preferences | PetCare');

    setClientNavigated(true);
    act(() => {
      void app.history.navigate('/settings/personal-info/');
    });
    await waitFor(() =>
      expect(announcer()).toHaveTextContent(/^Navigated to Personal information$/),
    );
    expect(document.title).toBe('Personal information | PetCare');
    expect(announcer()).toHaveAttribute('aria-live', 'assertive');

    act(() => {
      void app.history.navigate('/settings/preferences/');
    });
    await waitFor(() => expect(announcer()).toHaveTextContent(/^Navigated to Preferences$/));
  });

  it('announces in Japanese on the Japanese pages', async () => {
    answer(server, keeper);
    const app = renderApp('/jp/settings/preferences/', { server, locale: 'jp' });
    await screen.findByRole('heading', { level: 1 });
    setClientNavigated(true);
    act(() => {
      void app.history.navigate('/jp/settings/personal-info/');
    });
    await waitFor(() => expect(announcer()).toHaveTextContent(/^個人情報に移動しました$/));
  });

  it("mutes Gatsby's own announcer while an app page is on screen", async () => {
    const gatsby = document.createElement('div');
    gatsby.id = 'gatsby-announcer';
    gatsby.setAttribute('aria-live', 'assertive');
    document.body.append(gatsby);
    answer(server, keeper);
    const app = renderApp('/settings/preferences/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Preferences' });
    expect(gatsby).toHaveAttribute('aria-live', 'off');
    app.unmount();
    expect(gatsby).toHaveAttribute('aria-live', 'assertive');
    gatsby.remove();
  });

  it('reports one page view per page, named by its route: no record id in it', async () => {
    answer(server, {
      ...keeper,
      'GET /api/user': [
        200,
        { data: makeUser({ roles: [{ name: 'vet', medical_entity_id: 3 }] }) },
      ],
      'GET /api/vet/clinic': [
        200,
        {
          data: { id: 3, name: 'Harbourside', address: null, city: null, phone: null, email: null },
        },
      ],
      'GET /api/vet/patients': [200, { data: [patient] }],
      'GET /api/vet/patients/41': [
        200,
        { data: { ...patient, keeper_email: 'alex@example.com', profile: makePet({ id: '41' }) } },
      ],
    });
    const app = renderApp('/vet/patients/41/', { server });
    await waitFor(() => expect(app.pageViews).toHaveLength(1));
    expect(app.pageViews[0]).toEqual({ path: '/vet/patients/41/', name: 'vet-patient' });
    act(() => {
      void app.history.navigate('/vet/patients/');
    });
    await waitFor(() => expect(app.pageViews).toHaveLength(2));
    expect(app.pageViews[1]).toEqual({ path: '/vet/patients/', name: 'vet-patients' });
  });
});
