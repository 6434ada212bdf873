import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };
const pet = makePet({
  id: 'b',
  name: 'Biscuit',
  medications: [
    { name: 'Apoquel', dose: '5.4 mg', frequency: 'twice a day', started_on: null, ends_on: null },
  ],
});

describe('InformationScreen (/information)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    window.localStorage.clear();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it("puts the API's 422 messages on their fields, nested ones included", async () => {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [pet] }],
      'PUT /api/keeper/pets/b': [
        422,
        {
          message: 'The microchip number must be 9 to 15 digits.',
          errors: {
            microchip_number: ['The microchip number must be 9 to 15 digits.'],
            'medications.0.dose': ['The dose may not be longer than 120 characters.'],
          },
          error_id: 'e2',
        },
      ],
    });
    renderApp('/information/', { server });
    const chip = await screen.findByRole('textbox', { name: /Microchip number/ }, SLOW);
    fireEvent.change(chip, { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findAllByText('The microchip number must be 9 to 15 digits.', {}, SLOW),
    ).not.toHaveLength(0);
    await waitFor(() => expect(chip).toHaveAttribute('aria-invalid', 'true'));
    const dose = screen.getByRole('textbox', { name: /Dose/ });
    expect(dose).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The dose may not be longer than 120 characters.')).toBeInTheDocument();
    // Editing the field takes its server message away.
    fireEvent.change(chip, { target: { value: '392141000123456' } });
    expect(chip).not.toHaveAttribute('aria-invalid');
  });

  it('saves the whole profile: lists, rows, insurance and clinic', async () => {
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [pet] }],
      'PUT /api/keeper/pets/b': (req) => [200, { data: { ...pet, ...(jsonOf(req) as object) } }],
    });
    renderApp('/information/', { server });
    const allergies = await screen.findByRole('textbox', { name: /Allergies/ }, SLOW);
    fireEvent.change(allergies, { target: { value: 'Chicken\nGrass pollen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a vaccination' }));
    const vaccinations = screen.getByRole('region', { name: 'Health' });
    fireEvent.change(within(vaccinations).getByRole('textbox', { name: 'Vaccine' }), {
      target: { value: 'DHPP' },
    });
    fireEvent.change(within(vaccinations).getByLabelText('Given on'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Insurer' }), {
      target: { value: 'Anicom' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText("Biscuit's information has been saved.", {}, SLOW),
    ).toBeInTheDocument();
    const body = jsonOf(server.requests.find((r) => r.method === 'PUT')) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Biscuit',
      allergies: ['Chicken', 'Grass pollen'],
      medications: [
        {
          name: 'Apoquel',
          dose: '5.4 mg',
          frequency: 'twice a day',
          started_on: null,
          ends_on: null,
        },
      ],
      vaccinations: [
        {
          name: 'DHPP',
          given_on: '2026-03-01',
          next_due_on: null,
          batch_number: null,
          notes: null,
        },
      ],
      insurance: { provider: 'Anicom', policy_number: null, phone: null },
      home_clinic: null,
      birth_date: '2021-04-02',
    });
    expect(body).not.toHaveProperty('weight_kg');
  });
});
