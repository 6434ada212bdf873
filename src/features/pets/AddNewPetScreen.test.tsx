import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';
import { GUEST_PET_KEY } from './guestPetDraft';

const SLOW = { timeout: 8000 };

describe('AddNewPetScreen (/my-pets/add-new-pet)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    window.localStorage.clear();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('keeps what a guest describes in the browser and leads them to an account', async () => {
    answer(server, {});
    renderApp('/my-pets/add-new-pet/', { server });
    fireEvent.click(await screen.findByRole('radio', { name: 'Dog' }, SLOW));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Biscuit' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'I know roughly how old' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Years' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('radio', { name: 'pounds' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight (optional)' }), {
      target: { value: '22' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Biscuit is ready to be saved' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/Dog · about 5 years · 22 lb/)).toBeInTheDocument();
    const draft = JSON.parse(window.localStorage.getItem(GUEST_PET_KEY)!);
    expect(draft).toMatchObject({
      species: 'dog',
      name: 'Biscuit',
      birth_date_is_estimate: true,
      weight_grams: 9979,
      unit: 'lb',
    });
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/register\/\?redirect=%2Fdashboard%2F/),
    );
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/login\/\?redirect=%2Fdashboard%2F/),
    );
    // Nothing was sent anywhere.
    expect(server.requests.filter((r) => r.url.includes('keeper/pets'))).toEqual([]);
  });

  it('asks for a species and a name first', async () => {
    answer(server, {});
    renderApp('/my-pets/add-new-pet/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, SLOW));
    expect(await screen.findByText('Choose a species.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(window.localStorage.getItem(GUEST_PET_KEY)).toBeNull();
  });

  it("saves a signed-in keeper's pet at once and opens the dashboard", async () => {
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    const created = makePet({ id: 'new', name: 'Mochi', species: 'rabbit' });
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'POST /api/keeper/pets': [201, { data: created }],
      'GET /api/keeper/pets/new/dashboard': [404, { message: 'Not found.' }],
    });
    const app = renderApp('/my-pets/add-new-pet/', { server });
    const form = await screen.findByRole('group', { name: 'Species' }, SLOW);
    fireEvent.click(within(form).getByRole('radio', { name: 'Rabbit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Mochi' } });
    fireEvent.click(screen.getByRole('radio', { name: "I don't know" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my pet' }));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/'), SLOW);
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      name: 'Mochi',
      species: 'rabbit',
      birth_date: null,
      birth_date_is_estimate: false,
      weight_kg: null,
    });
    expect(app.store.currentPet.id).toBe('new');
  });
});
