import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeFileRef } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

describe('CreatePetScreen (/my-pets/create)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('checks each step before the next, saves the pet, sends its photo, then opens the dashboard', async () => {
    const created = makePet({ id: 'c1', name: 'Kuro', species: 'cat', photo: null });
    answer(server, {
      'GET /api/user': [
        200,
        { data: makeUser({ preferences: { language: 'en', weight_unit: 'lb' } }) },
      ],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'POST /api/keeper/pets': [201, { data: created }],
      'POST /api/keeper/pets/c1/photo': [200, { data: { ...created, photo: makeFileRef() } }],
      'GET /api/keeper/pets/c1/dashboard': [404, { message: 'Not found.' }],
    });
    const app = renderApp('/my-pets/create/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }, SLOW));
    expect(await screen.findByText('Choose a species.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who is your pet?' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Cat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Kuro' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const body = await screen.findByRole('heading', { level: 2, name: 'Age and body' }, SLOW);
    await waitFor(() => expect(body).toHaveFocus());

    fireEvent.change(screen.getByRole('textbox', { name: 'Weight (optional)' }), {
      target: { value: '9.5' },
    });
    const breed = screen.getByRole('combobox', { name: 'Breed (optional)' });
    fireEvent.focus(breed);
    fireEvent.change(breed, { target: { value: 'スコティッシュ' } });
    fireEvent.keyDown(breed, { key: 'ArrowDown' });
    fireEvent.keyDown(breed, { key: 'Enter' });
    expect(breed).toHaveValue('Scottish Fold');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Health' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Photo' }, SLOW);

    const photo = new File([new Uint8Array(2048)], 'kuro.jpg', { type: 'image/jpeg' });
    const input = document.querySelector<HTMLInputElement>('[data-file-input="pet-photo"]')!;
    fireEvent.change(input, { target: { files: [photo] } });
    expect(screen.getByText('kuro.jpg')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Kuro' }));

    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/'), SLOW);
    const create = jsonOf(
      server.requests.find((r) => r.url === '/api/keeper/pets' && r.method === 'POST'),
    );
    expect(create).toMatchObject({
      name: 'Kuro',
      species: 'cat',
      sex: 'female',
      breed: 'Scottish Fold',
      breed_code: 'scottish_fold',
      weight_kg: 4.309,
    });
    const upload = server.requests.find((r) => r.url === '/api/keeper/pets/c1/photo')!;
    expect(upload.body.toString('latin1')).toContain('filename="kuro.jpg"');
    expect(app.store.currentPet.pet?.photo).not.toBeNull();
  });

  it('takes the keeper back to the step of a field the API refused', async () => {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'POST /api/keeper/pets': [
        422,
        {
          message: 'The name has already been taken.',
          errors: { name: ['You already have a pet called Kuro.'] },
          error_id: 'e1',
        },
      ],
    });
    renderApp('/my-pets/create/', { server });
    fireEvent.click(await screen.findByRole('radio', { name: 'Cat' }, SLOW));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Kuro' } });
    for (const step of ['Age and body', 'Health', 'Photo']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { level: 2, name: step }, SLOW);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save Kuro' }));
    expect(
      await screen.findByText('You already have a pet called Kuro.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who is your pet?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});
