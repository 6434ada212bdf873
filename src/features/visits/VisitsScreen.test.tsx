import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, jsonOf } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeFileRef, makePdfRef, makeVisit } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

describe('VisitsScreen (/pet-profile/visits)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const base = (visits: unknown[]) => ({
    'GET /api/user': [200, { data: makeUser() }] as [number, unknown],
    'GET /api/notifications': [200, { data: [] }] as [number, unknown],
    'GET /api/keeper/pets': [200, { data: [makePet()] }] as [number, unknown],
    'GET /api/keeper/pets/pet-1/visits': [200, { data: visits }] as [number, unknown],
  });

  it('lists visits with their cost in their currency and their files', async () => {
    answer(server, {
      ...base([
        makeVisit({
          id: 'v2',
          reason: 'Limping',
          cost_minor: 12500,
          currency: 'JPY',
          diagnosis: 'Sprain',
          attachments: [makePdfRef(), makeFileRef({ name: 'x-ray.jpg' })],
        }),
        makeVisit(),
      ]),
    });
    renderApp('/pet-profile/visits/', { server });
    const limping = await screen.findByRole('article', { name: 'Limping' }, SLOW);
    expect(limping).toHaveTextContent('¥12,500');
    expect(limping).toHaveTextContent('Sprain');
    const pdf = within(limping).getByRole('link', { name: /blood-panel\.pdf/ });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('href', expect.stringContaining('signature='));
    expect(within(limping).getByText('120 kB · 2 pages')).toBeInTheDocument();
    fireEvent.click(within(limping).getByRole('button', { name: 'View x-ray.jpg' }));
    expect(await screen.findByRole('dialog', { name: 'x-ray.jpg' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Annual check-up' })).toHaveTextContent('$65.00');
  });

  it('adds a visit with a cost typed in yen, as minor units', async () => {
    answer(server, {
      ...base([]),
      'POST /api/keeper/pets/pet-1/visits': (req) => [
        201,
        { data: makeVisit({ id: 'new', ...(jsonOf(req) as object) }) },
      ],
    });
    renderApp('/pet-profile/visits/?new=1', { server });
    const dialog = await screen.findByRole('dialog', { name: 'New vet visit for Biscuit' }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Vaccination' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Currency' }), {
      target: { value: 'JPY' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cost (optional)' }), {
      target: { value: '8.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add visit' }));
    expect(
      await within(dialog).findByText(
        'Enter an amount in this currency, like 12.50 (yen have no decimals).',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cost (optional)' }), {
      target: { value: '8,500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add visit' }));
    expect(await screen.findByRole('article', { name: 'Vaccination' }, SLOW)).toHaveTextContent(
      '¥8,500',
    );
    const body = jsonOf(server.requests.find((r) => r.method === 'POST')) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      reason: 'Vaccination',
      cost_minor: 8500,
      currency: 'JPY',
      clinic: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
