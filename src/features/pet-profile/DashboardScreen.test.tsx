import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf, type ApiRoutes } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeDashboard, makeReminder, makeWeightEntry } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

/** The machine running the tests may be busy: wait for network-driven screens a little longer. */
const SLOW = { timeout: 8000 };

const biscuit = makePet({ id: 'b', name: 'Biscuit', weight_kg: 9.979 });
const miso = makePet({
  id: 'm',
  name: 'Miso',
  species: 'cat',
  breed: 'Scottish Fold',
  weight_kg: 4.2,
});

describe('DashboardScreen', () => {
  let server: TestHttpServer;
  let consoleError: jest.SpyInstance;
  const routes = (unit: 'kg' | 'lb', more: ApiRoutes = {}) =>
    answer(server, {
      'GET /api/user': [
        200,
        { data: makeUser({ preferences: { language: 'en', weight_unit: unit } }) },
      ],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [biscuit, miso] }],
      'GET /api/keeper/pets/b/dashboard': [200, { data: makeDashboard(biscuit) }],
      'GET /api/keeper/pets/m/dashboard': [
        200,
        {
          data: makeDashboard(miso, {
            weights: [makeWeightEntry({ id: 'mw', weight_kg: 4.2 })],
            upcoming_reminders: [],
            recent_visits: [],
          }),
        },
      ],
      ...more,
    });

  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
    // jsdom has no canvas: chart.js says so on the console; the table below the chart is tested.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    consoleError.mockRestore();
    await server.close();
  });

  it("shows the current pet's latest weight and history in the keeper's unit", async () => {
    routes('lb');
    renderApp('/dashboard/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Biscuit' }, SLOW),
    ).toBeInTheDocument();
    const weight = await screen.findByRole('region', { name: 'Weight' }, SLOW);
    expect(await within(weight).findByText(/^22 lb/, {}, SLOW)).toBeInTheDocument();
    fireEvent.click(within(weight).getByText('Show the weights as a table'));
    const rows = within(weight)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DateWeight (lb)Actions',
      'Sep 28, 202622Delete',
      'Jun 1, 202620.1Delete',
    ]);
    expect(screen.getByRole('region', { name: 'Reminders' })).toHaveTextContent('Rabies booster');
    expect(screen.getByRole('region', { name: 'Recent vet visits' })).toHaveTextContent(
      'Annual check-up',
    );
  });

  it('adds a weight typed in pounds as kilograms, and the dashboard is fetched again', async () => {
    routes('lb', {
      'POST /api/keeper/pets/b/weights': (req) => [
        201,
        { data: makeWeightEntry({ id: 'w9', ...(jsonOf(req) as object) }) },
      ],
    });
    const app = renderApp('/dashboard/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Add weight' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: "Add Biscuit's weight" }, SLOW);
    expect(app.store.petProfile.openAddWeightModal).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight' }), {
      target: { value: '23.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText('Biscuit weighs 23.5 lb.', {}, SLOW)).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(jsonOf(post)).toMatchObject({ weight_kg: 10.659, note: null });
    expect((jsonOf(post) as { measured_on: string }).measured_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/api/keeper/pets/b/dashboard')).toHaveLength(
        2,
      ),
    );
    expect(app.store.petProfile.lastWeightUpdate?.petId).toBe('b');
  });

  it('says which day a back-dated weight was recorded for, not that the pet weighs it', async () => {
    routes('lb', {
      'POST /api/keeper/pets/b/weights': (req) => [
        201,
        { data: makeWeightEntry({ id: 'w9', ...(jsonOf(req) as object) }) },
      ],
    });
    renderApp('/dashboard/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Add weight' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: "Add Biscuit's weight" }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight' }), {
      target: { value: '19.8' },
    });
    fireEvent.change(within(dialog).getByLabelText('Date weighed'), {
      target: { value: '2026-03-02' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save weight' }));
    expect(
      await screen.findByText('Recorded 19.8 lb for Biscuit on Mar 2, 2026.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Biscuit weighs/)).not.toBeInTheDocument();
  });

  it('refuses a weight it cannot read before sending anything', async () => {
    routes('kg');
    renderApp('/dashboard/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Add weight' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight' }), {
      target: { value: 'about ten' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save weight' }));
    expect(
      await within(dialog).findByText('Enter a weight, like 12.5.', {}, SLOW),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('follows the pet chosen in the switcher, and remembers it in the cookie', async () => {
    routes('kg');
    renderApp('/dashboard/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Biscuit' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Current pet: Biscuit. Switch pet' }));
    fireEvent.click(screen.getByRole('button', { name: /Miso/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miso' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^4\.2 kg/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reminders' })).toHaveTextContent(
      'Nothing coming up.',
    );
    expect(JSON.parse(readCookie(document.cookie, 'current-pet-context')!)).toEqual({
      id: 'm',
      name: 'Miso',
    });
  });

  it('marks a reminder done and shows the next ones', async () => {
    let done = false;
    routes('kg', {
      'PUT /api/keeper/reminders/r1': (req) => {
        done = (jsonOf(req) as { done: boolean }).done;
        return [200, { data: makeReminder({ done_at: '2026-11-23T10:00:00.000Z' }) }];
      },
    });
    renderApp('/dashboard/', { server });
    const reminders = await screen.findByRole('region', { name: 'Reminders' }, SLOW);
    fireEvent.click(
      await within(reminders).findByRole('button', { name: 'Mark Rabies booster done' }, SLOW),
    );
    expect(await screen.findByText('Rabies booster is done.', {}, SLOW)).toBeInTheDocument();
    expect(done).toBe(true);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/api/keeper/pets/b/dashboard')).toHaveLength(
        2,
      ),
    );
  });

  it('invites a keeper without a pet to add one', async () => {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
    });
    renderApp('/dashboard/', { server });
    expect(
      await screen.findByRole('heading', { name: 'Add your first pet' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a pet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/my-pets\/create\//),
    );
    await act(async () => undefined);
  });
});
