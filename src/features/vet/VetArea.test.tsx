import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Patient, PatientSummary } from '@contract/schemas/vets';
import { readCookie } from '../../http/cookies';
import { answer, jsonOf, type ApiRoutes } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeVisit } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };
const CLINIC = 'Harbourside Veterinary Clinic';

/** Dr. Rivera: a vet at Harbourside (clinic 3) who keeps a cat too. */
const vetUser = makeUser({
  name: 'Sam Rivera',
  roles: [
    { name: 'vet', medical_entity_id: 3, medical_entity_name: CLINIC },
    { name: 'pet-keeper', medical_entity_id: null },
  ],
});

const summary: PatientSummary = {
  id: '41',
  name: 'Biscuit',
  species: 'dog',
  breed: 'Labrador Retriever',
  sex: 'male',
  birth_date: '2021-04-02',
  photo: null,
  keeper_name: 'Alex Morgan',
  scopes: ['profile', 'visits', 'results'],
  shared_at: '2026-10-01T09:00:00.000Z',
};

const patient: Patient = {
  ...summary,
  keeper_email: 'alex@example.com',
  profile: makePet({
    id: '41',
    name: 'Biscuit',
    breed: 'Labrador Retriever',
    allergies: ['Chicken'],
    weight_kg: null,
    weight_measured_on: null,
  }),
};

const actAsVet = () =>
  (document.cookie = `selected-user-role=${encodeURIComponent(
    JSON.stringify({ name: 'vet', medical_entity_id: 3 }),
  )}; Path=/`);

describe('the vet area', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const routes: ApiRoutes = {
    'GET /api/user': [200, { data: vetUser }],
    'GET /api/notifications': [200, { data: [] }],
    'GET /api/keeper/pets': [200, { data: [makePet({ id: 'cat-1', name: 'Pepper' })] }],
    'GET /api/account/preferences': [200, { data: { language: 'en', weight_unit: 'kg' } }],
    'GET /api/vet/clinic': [
      200,
      {
        data: { id: 3, name: CLINIC, address: null, city: null, phone: null, email: null },
      },
    ],
    'GET /api/vet/patients': [200, { data: [summary] }],
    // The vet menu counts the keepers' questions waiting for the clinic.
    'GET /api/vet/questions': [200, { data: [] }],
  };

  it('switches from the keeper’s app to the vet area in the account menu', async () => {
    answer(server, { ...routes });
    const app = renderApp('/settings/preferences/', { server });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Sam Rivera' }, SLOW),
    );
    const roles = screen.getByRole('list', { name: 'Acting as' });
    // Step 7 of the pipeline chose the keeper role.
    expect(within(roles).getByRole('button', { name: 'Pet keeper' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(roles).getByRole('button', { name: `Vet at ${CLINIC}` }));

    await waitFor(() => expect(app.currentPath()).toBe('/vet/patients/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared pets' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Pets their keepers share with Harbourside/),
    ).toBeInTheDocument();
    expect(JSON.parse(readCookie(document.cookie, 'selected-user-role') ?? 'null')).toEqual({
      name: 'vet',
      medical_entity_id: 3,
    });
    // The list is asked for with the clinic's id (after the menu's question count, maybe).
    await waitFor(() => {
      const list = server.requests.filter((r) => r.url.startsWith('/api/vet/patients'));
      expect(list.at(-1)?.headers['x-medical-entity-id']).toBe('3');
    });
    expect(
      screen.getByText('You are now acting as: Vet at Harbourside Veterinary Clinic.'),
    ).toBeInTheDocument();
    // The vet layout's own menu leads back to the list.
    expect(screen.getByRole('link', { name: 'Shared pets' })).toHaveAttribute(
      'href',
      '/vet/patients/',
    );
  });

  it('lists and searches the clinic’s shared pets', async () => {
    actAsVet();
    answer(server, {
      ...routes,
      'GET /api/vet/patients': (request) => [
        200,
        { data: request.url.includes('search=zzz') ? [] : [summary] },
      ],
    });
    renderApp('/vet/patients/', { server });
    const link = await screen.findByRole('link', { name: 'Biscuit' }, SLOW);
    expect(link).toHaveAttribute('href', '/vet/patients/41/');
    expect(screen.getByText(/Keeper: Alex Morgan/)).toBeInTheDocument();
    expect(screen.getByText('1 pet shared with your clinic.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search shared pets' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('0 pets found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Biscuit' })).toBeNull();
  });

  it('shows what is shared of a pet and adds a visit note to its records', async () => {
    actAsVet();
    answer(server, {
      ...routes,
      'GET /api/vet/patients/41': [200, { data: patient }],
      'GET /api/vet/patients/41/visits': [200, { data: [] }],
      'GET /api/vet/patients/41/documents': [200, { data: [] }],
      'POST /api/vet/patients/41/visits': [
        201,
        {
          data: makeVisit({
            id: 'v9',
            reason: 'Limping after walks',
            clinic: CLINIC,
            vet_name: 'Sam Rivera',
            added_by: { clinic_id: 3, clinic_name: CLINIC, vet_name: 'Sam Rivera' },
          }),
        },
      ],
    });
    renderApp('/vet/patients/41/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Biscuit' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'alex@example.com' })).toHaveAttribute(
      'href',
      'mailto:alex@example.com',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Chicken')).toBeInTheDocument();
    const weight = screen.getByRole('region', { name: 'Weight history' });
    expect(
      within(weight).getByText("Biscuit's keeper has not shared this with your clinic."),
    ).toBeInTheDocument();
    // Nothing unshared is even asked for.
    expect(server.requests.some((r) => r.url.includes('/weights'))).toBe(false);

    const visits = screen.getByRole('region', { name: 'Visits' });
    expect(
      await within(visits).findByText('No visits recorded yet.', {}, SLOW),
    ).toBeInTheDocument();
    fireEvent.click(within(visits).getByRole('button', { name: 'Add a visit note' }));
    fireEvent.change(within(visits).getByRole('textbox', { name: 'Reason for the visit' }), {
      target: { value: 'Limping after walks' },
    });
    fireEvent.change(within(visits).getByRole('textbox', { name: /Findings/ }), {
      target: { value: 'Mild strain.' },
    });
    fireEvent.click(within(visits).getByRole('button', { name: 'Save the visit note' }));
    expect(
      await screen.findByText(
        "The visit note is in Biscuit's records. The keeper has been notified.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.headers['x-medical-entity-id']).toBe('3');
    expect(jsonOf(post)).toEqual({
      visited_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reason: 'Limping after walks',
      diagnosis: 'Mild strain.',
      treatment: null,
      notes: null,
    });
    expect(within(visits).getByText(`Added by ${CLINIC} (Sam Rivera)`)).toBeInTheDocument();
  });

  it('says in words when the pet is no longer shared with the clinic', async () => {
    actAsVet();
    answer(server, {
      ...routes,
      'GET /api/vet/patients/41': [
        404,
        { message: 'Patient not found.', errors: {}, error_id: 'e-404' },
      ],
    });
    renderApp('/vet/patients/41/', { server });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This pet is not shared with your clinic' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All shared pets' })).toHaveAttribute(
      'href',
      '/vet/patients/',
    );
    // Not an error toast: the page says it.
    expect(screen.queryByText('Patient not found.')).toBeNull();
  });

  it('is for the vet role: a user acting as a keeper gets the 403 page', async () => {
    answer(server, { ...routes });
    const app = renderApp('/vet/patients/', { server });
    // The error pages are the site's, not the app's: record where the guard sent the visitor.
    const visited: string[] = [];
    app.history.listen(({ location }) => void visited.push(location.pathname));
    await waitFor(() => expect(visited).toContain('/error/403/'), SLOW);
    expect(server.requests.some((r) => r.url.startsWith('/api/vet/'))).toBe(false);
  });
});
