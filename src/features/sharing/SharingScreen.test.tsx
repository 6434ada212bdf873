import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Clinic, PetShare } from '@contract/schemas/vets';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeDocument, makeVisit } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

const harbourside: Clinic = {
  id: 3,
  name: 'Harbourside Veterinary Clinic',
  address: '12 Harbour Road',
  city: 'Port Town',
  phone: '+44 20 7946 0321',
  email: null,
};
const sakura: Clinic = {
  id: 7,
  name: 'Sakura Animal Hospital',
  address: '2-3-1 Jingumae',
  city: 'Tokyo',
  phone: null,
  email: null,
};

function shareWith(clinic: Clinic, scopes: PetShare['scopes']): PetShare {
  return {
    clinic,
    scopes,
    shared_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-10-01T09:00:00.000Z',
  };
}

describe('SharingScreen (/pet-profile/sharing)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('shares the pet with a clinic found by search, with the chosen scopes', async () => {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/keeper/pets/pet-1/shares': [200, { data: [] }],
      'GET /api/clinics': (request) => [
        200,
        { data: request.url.includes('search=sakura') ? [sakura] : [harbourside, sakura] },
      ],
      'PUT /api/keeper/pets/pet-1/shares/7': [201, { data: shareWith(sakura, ['profile']) }],
      'GET /api/keeper/pets/pet-1': [
        200,
        {
          data: makePet({
            home_clinic: { name: sakura.name, phone: null, address: null, email: null },
          }),
        },
      ],
    });
    renderApp('/pet-profile/sharing/', { server });
    expect(
      await screen.findByText('Biscuit is not shared with any clinic yet.', {}, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 clinics found.', {}, SLOW)).toBeInTheDocument();

    // Nothing chosen yet: the form says what is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Share Biscuit' }));
    expect(await screen.findByText('Choose the clinic to share with.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find your clinic' }), {
      target: { value: 'sakura' },
    });
    expect(await screen.findByText('1 clinic found.', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Sakura Animal Hospital/ }));
    const scopes = screen.getByRole('group', { name: 'What the clinic may see of Biscuit' });
    // What a clinic usually needs is ticked; the keeper narrows it to the profile.
    for (const name of ['Weight history', 'Visits', 'Results and referrals']) {
      fireEvent.click(within(scopes).getByRole('checkbox', { name: new RegExp(name) }));
    }
    expect(within(scopes).getByRole('checkbox', { name: /^Profile/ })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: "Also make it Biscuit's home clinic" }),
    ).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Share Biscuit' }));

    expect(
      await screen.findByText('Biscuit is now shared with Sakura Animal Hospital.', {}, SLOW),
    ).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(jsonOf(put)).toEqual({ scopes: ['profile'], set_as_home_clinic: true });
    const card = await screen.findByRole('article', { name: 'Sakura Animal Hospital' });
    expect(within(card).getByText('Profile')).toBeInTheDocument();
    // The pet was read again for its new home clinic.
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.method === 'GET' && r.url === '/api/keeper/pets/pet-1'),
      ).toBe(true),
    );
  });

  it('changes what a clinic sees, and stops sharing after confirmation', async () => {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/keeper/pets/pet-1/shares': [
        200,
        { data: [shareWith(harbourside, ['profile', 'visits'])] },
      ],
      'GET /api/clinics': [200, { data: [harbourside] }],
      'PUT /api/keeper/pets/pet-1/shares/3': [
        200,
        { data: shareWith(harbourside, ['profile', 'visits', 'triage_threads']) },
      ],
      'DELETE /api/keeper/pets/pet-1/shares/3': [204],
    });
    renderApp('/pet-profile/sharing/', { server });
    const card = await screen.findByRole('article', { name: harbourside.name }, SLOW);
    expect(within(card).getByText('Harbourside Veterinary Clinic can see:')).toBeInTheDocument();
    // A clinic already shared with is not offered again.
    expect(
      await screen.findByText(/Biscuit is already shared with the clinics found/, {}, SLOW),
    ).toBeInTheDocument();

    fireEvent.click(
      within(card).getByRole('button', {
        name: 'Change what they see: Harbourside Veterinary Clinic',
      }),
    );
    fireEvent.click(within(card).getByRole('checkbox', { name: /Symptom-checker conversations/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Harbourside Veterinary Clinic now sees what you chose.', {}, SLOW),
    ).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'PUT'))).toEqual({
      scopes: ['profile', 'visits', 'triage_threads'],
    });

    fireEvent.click(
      screen.getByRole('button', { name: 'Stop sharing with Harbourside Veterinary Clinic' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Stop sharing with Harbourside Veterinary Clinic?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await screen.findByText(
        "Harbourside Veterinary Clinic can no longer see Biscuit's records.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Biscuit is not shared with any clinic yet.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it("marks what a clinic added on the pet's pages, and offers no edit for it", async () => {
    const addedBy = {
      clinic_id: 3,
      clinic_name: harbourside.name,
      vet_name: 'Dr. Sam Rivera',
    };
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet(), makePet({ id: 'pet-2', name: 'Miso' })] }],
      'GET /api/keeper/pets/pet-2/documents': [
        200,
        {
          data: [
            makeDocument({
              kind: 'referral',
              title: 'Letter to the orthopaedic team',
              added_by: addedBy,
            }),
          ],
        },
      ],
      'GET /api/keeper/pets/pet-2/visits': [
        200,
        { data: [makeVisit({ reason: 'Phone follow-up', added_by: addedBy })] },
      ],
    });
    // A notification's link names the pet: it becomes the current one.
    const app = renderApp('/results-and-referrals/?pet=pet-2', { server });
    expect(await screen.findByText('Letter to the orthopaedic team', {}, SLOW)).toBeInTheDocument();
    expect(app.store.currentPet.id).toBe('pet-2');
    expect(
      screen.getByText('Added by Harbourside Veterinary Clinic (Dr. Sam Rivera)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Change/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Delete Letter to the orthopaedic team' }),
    ).toBeInTheDocument();

    app.history.navigate('/pet-profile/visits/');
    expect(await screen.findByText('Phone follow-up', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Added by Harbourside Veterinary Clinic (Dr. Sam Rivera)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
