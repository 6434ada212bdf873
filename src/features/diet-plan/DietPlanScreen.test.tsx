import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeDashboard, makeDietPlan, makeWeightEntry } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

describe('DietPlanScreen (/diet-and-healthy-plan)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('shows the daily needs and the food amount, saves the inputs, and follows a new weight', async () => {
    let plans = 0;
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/keeper/pets/pet-1/diet-plan': () => {
        plans += 1;
        return [200, { data: makeDietPlan() }];
      },
      'PUT /api/keeper/pets/pet-1/diet-plan': (req) => [
        200,
        { data: makeDietPlan({ ...(jsonOf(req) as object) }) },
      ],
      'POST /api/keeper/pets/pet-1/weights': [201, { data: makeWeightEntry({ id: 'w9' }) }],
      'GET /api/keeper/pets/pet-1/dashboard': [200, { data: makeDashboard() }],
    });
    renderApp('/diet-and-healthy-plan/', { server });
    const result = await screen.findByRole('region', { name: 'Daily needs' }, SLOW);
    expect(result).toHaveTextContent('605 kcal a day');
    expect(result).toHaveTextContent('× 1.6 (neutered adult)');
    expect(result).toHaveTextContent('173 g a day · 86 g a meal (2 meals)');
    expect(result).toHaveTextContent('Based on 9.5 kg, measured on Sep 28, 2026.');

    const inputs = screen.getByRole('region', { name: 'About your pet' });
    fireEvent.click(within(inputs).getByRole('radio', { name: '7: overweight' }));
    expect(inputs).toHaveTextContent('7 — overweight.');
    fireEvent.change(within(inputs).getByRole('textbox', { name: 'kcal per 100 g' }), {
      target: { value: '３８０' },
    });
    fireEvent.click(within(inputs).getByRole('button', { name: 'Update the plan' }));
    expect(await screen.findByText('The plan has been updated.', {}, SLOW)).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'PUT'))).toMatchObject({
      activity: 'normal',
      body_condition_score: 7,
      food_kcal_per_100g: 380,
      target_weight_kg: null,
      meals_per_day: 2,
      pregnant_or_lactating: false,
    });

    fireEvent.click(within(result).getByRole('button', { name: 'Update the weight' }));
    const dialog = await screen.findByRole('dialog', { name: "Add Biscuit's weight" }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight' }), {
      target: { value: '9.2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save weight' }));
    await waitFor(() => expect(plans).toBe(2), SLOW);
  });

  it('gives rabbits the published guidance instead of figures', async () => {
    const mochi = makePet({ id: 'r', name: 'Mochi', species: 'rabbit', sex: 'female' });
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [mochi] }],
      'GET /api/keeper/pets/r/diet-plan': [
        200,
        {
          data: makeDietPlan({
            computed: {
              ...makeDietPlan().computed,
              species_supported: false,
              guidance_key: 'species_not_covered',
              daily_kcal: null,
              rabbit_pellet_grams: { min: 40, max: 50 },
            },
          }),
        },
      ],
    });
    renderApp('/diet-and-healthy-plan/', { server });
    const guidance = await screen.findByRole('region', { name: 'Feeding Mochi' }, SLOW);
    expect(guidance).toHaveTextContent('Hay and grass should make up 85–90% of the diet');
    expect(guidance).toHaveTextContent('Pellets: about 40–50 g a day');
    expect(screen.queryByText(/kcal a day/)).toBeNull();
    expect(screen.getByRole('link', { name: /Hay & grass/ })).toHaveAttribute('target', '_blank');
  });
});
