import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Medication } from '@contract/schemas/medicationStock';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies, createTestRootStore } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

function makeMedication(overrides: Partial<Medication> = {}): Medication {
  return {
    id: 'm1',
    pet_id: 'pet-1',
    name: 'Eye drops',
    unit: 'drop',
    dose_per_day: 4,
    stock: 200,
    counted_at: '2026-06-01T09:00:00.000Z',
    refill_days: 7,
    notes: null,
    estimated_stock: 160,
    days_left: 40,
    refill_due: false,
    refill_at: '2026-07-14T09:00:00.000Z',
    reminded_at: null,
    created_at: '2026-06-01T09:00:00.000Z',
    ...overrides,
  };
}

const LOW = makeMedication({
  id: 'm2',
  name: 'Apoquel',
  unit: 'tablet',
  dose_per_day: 0.5,
  stock: 10,
  estimated_stock: 2.5,
  days_left: 5,
  refill_due: true,
  reminded_at: '2026-06-09T09:00:00.000Z',
});

describe('MedicationStockScreen (/pet-profile/medications)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const base = (medications: Medication[]) => ({
    'GET /api/user': [200, { data: makeUser() }] as [number, unknown],
    'GET /api/notifications': [200, { data: [] }] as [number, unknown],
    'GET /api/keeper/pets': [200, { data: [makePet()] }] as [number, unknown],
    'GET /api/keeper/pets/pet-1/medications': [200, { data: medications }] as [number, unknown],
  });

  it('is found in the pet profile’s menu after the visits, its page prefetched with the others', async () => {
    answer(server, base([]));
    const store = createTestRootStore(server, 'en', 1440);
    const prefetched: string[] = [];
    renderApp('/pet-profile/medications/', {
      server,
      store,
      prefetch: (path) => void prefetched.push(path),
    });
    const menu = await screen.findByRole('navigation', { name: 'Pet profile' }, SLOW);
    const targets = within(menu)
      .getAllByRole('link')
      // Links to other pages carry where the keeper came from (`?referrer=`).
      .map((link) => link.getAttribute('href')?.split('?')[0]);
    const here = targets.indexOf('/pet-profile/medications/');
    expect(targets.slice(here - 1, here + 2)).toEqual([
      '/pet-profile/visits/',
      '/pet-profile/medications/',
      '/photo-gallery/',
    ]);
    expect(within(menu).getByRole('link', { name: 'Medication stock' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The queue starts 1000 ms after mount.
    await waitFor(() => expect(prefetched).toContain('/pet-profile/medications/'), {
      timeout: 3000,
    });
  });

  it('shows the days left of each medication and warns about the one to refill', async () => {
    answer(server, base([LOW, makeMedication()]));
    renderApp('/pet-profile/medications/', { server });
    const low = await screen.findByRole('article', { name: 'Apoquel' }, SLOW);
    expect(low).toHaveTextContent('5 days left');
    expect(low).toHaveTextContent('Refill soon');
    expect(low).toHaveTextContent('About 2.5 tablets left');
    expect(low).toHaveTextContent('0.5 tablets a day');
    expect(low).toHaveTextContent(/Refill reminder sent on Jun 9, 2026/);
    const drops = screen.getByRole('article', { name: 'Eye drops' });
    expect(drops).toHaveTextContent('40 days left');
    expect(drops).not.toHaveTextContent('Refill soon');
    expect(drops).toHaveTextContent('About 160 drops left');
  });

  it('in Japanese, as a keeper reads it', async () => {
    answer(server, base([LOW]));
    renderApp('/jp/pet-profile/medications/', { server, locale: 'jp' });
    const low = await screen.findByRole('article', { name: 'Apoquel' }, SLOW);
    expect(low).toHaveTextContent('あと5日分');
    expect(low).toHaveTextContent('そろそろ補充');
    expect(low).toHaveTextContent('残り約2.5錠');
    expect(low).toHaveTextContent('1日0.5錠');
    expect(within(low).getByRole('button', { name: '補充する' })).toBeInTheDocument();
  });

  it('adds a medication, checking the amounts first', async () => {
    answer(server, {
      ...base([]),
      'POST /api/keeper/pets/pet-1/medications': (req) => [
        201,
        { data: makeMedication({ id: 'new', ...(jsonOf(req) as object) }) },
      ],
    });
    renderApp('/pet-profile/medications/', { server });
    expect(await screen.findByText(/No medications yet/, {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a medication' }));
    const dialog = await screen.findByRole('dialog', { name: 'New medication for Biscuit' }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Medication/ }), {
      target: { value: 'Eye drops' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Counted in' }), {
      target: { value: 'drop' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Dose per day/ }), {
      target: { value: 'four' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^In stock now/ }), {
      target: { value: '２００' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add medication' }));
    expect(
      await within(dialog).findByText('Enter a number, like 2 or 0.5.', {}, SLOW),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Dose per day/ }), {
      target: { value: '4' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add medication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      name: 'Eye drops',
      unit: 'drop',
      dose_per_day: 4,
      stock: 200,
      refill_days: 7,
      notes: null,
    });
  });

  it('records a refill as units bought, and shows the API’s refusal on the field', async () => {
    let refills = 0;
    answer(server, {
      ...base([LOW]),
      'POST /api/keeper/medications/m2/refill': (req) => {
        refills += 1;
        if (refills === 1) {
          return [
            422,
            {
              message: 'The stock may be at most 100000 units.',
              errors: { added: ['The stock may be at most 100000 units.'] },
              error_id: 'e1',
            },
          ];
        }
        return [200, { data: { ...LOW, ...(jsonOf(req) as object) } }];
      },
    });
    renderApp('/pet-profile/medications/', { server });
    const low = await screen.findByRole('article', { name: 'Apoquel' }, SLOW);
    fireEvent.click(within(low).getByRole('button', { name: 'Refill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refill Apoquel' }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount bought/ }), {
      target: { value: '99999' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save refill' }));
    expect(
      await within(dialog).findByText('The stock may be at most 100000 units.', {}, SLOW),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount bought/ }), {
      target: { value: '30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save refill' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const bodies = server.requests.filter((r) => r.method === 'POST').map((r) => jsonOf(r));
    expect(bodies).toEqual([{ added: 99999 }, { added: 30 }]);
  });
});
