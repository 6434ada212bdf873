// Stripe mode (PAYMENT_PROVIDER=stripe): the checkout sends the keeper to Stripe Checkout and the
// payment is reported to the API by Stripe's webhook, maybe after the keeper is back. The API's
// answers are stated here (a Stripe account cannot be reached from the tests); the sandbox path
// runs against the real API in SubscriptionScreen.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart, Order } from '@contract/schemas/billing';
import { answer } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';
import { PurchaseLedger } from './purchaseLedger';

const SLOW = { timeout: 10_000 };

const line = {
  id: '5',
  kind: 'plan' as const,
  pet_id: 'pet-1',
  plan: 'premium_yearly' as const,
  quantity: 1,
  unit_amount_minor: 4990,
  proration_credit_minor: 0,
  amount_minor: 4990,
  description: 'Biscuit: Premium, yearly',
};
const cart: Cart = {
  lines: [line],
  promo: null,
  subtotal_minor: 4990,
  discount_minor: 0,
  tax_minor: 250,
  total_minor: 5240,
  currency: 'CAD',
  tax_inclusive: false,
  tax_rate_bp: 500,
};
const order = (status: Order['status']): Order => ({
  id: '41',
  number: 'PC-2026-000041',
  status,
  lines: [line],
  subtotal_minor: 4990,
  discount_minor: 0,
  tax_minor: 250,
  total_minor: 5240,
  currency: 'CAD',
  tax_inclusive: false,
  tax_rate_bp: 500,
  promo_code: null,
  kind: 'checkout',
  payment_provider: 'stripe',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-20T10:01:00.000Z' : null,
  refunded_at: null,
});
const base = {
  'GET /api/user': [200, { data: makeUser() }] as [number, unknown],
  'GET /api/notifications': [200, { data: [] }] as [number, unknown],
  'GET /api/keeper/pets': [200, { data: [makePet()] }] as [number, unknown],
};

describe('checkout with Stripe', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    window.sessionStorage.clear();
    window.localStorage.clear();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    process.env.GATSBY_PAYMENT_PROVIDER = 'stripe';
    server = await startTestHttpServer();
  });
  afterEach(async () => {
    delete process.env.GATSBY_PAYMENT_PROVIDER;
    await server.close();
  });

  it('leaves for the provider’s page with an Idempotency-Key and no card', async () => {
    const url = 'https://checkout.stripe.test/c/pay/cs_test_1';
    answer(server, {
      ...base,
      'GET /api/keeper/cart': [200, { data: cart }],
      'POST /api/keeper/checkout': [
        200,
        { data: { order: order('pending'), next_action: { type: 'redirect', url } } },
      ],
    });
    const app = renderApp('/my-pets/cart/', { server });
    const summary = await screen.findByRole('region', { name: 'Order summary' }, SLOW);
    expect(summary).toHaveTextContent('Tax (5%)CA$2.50');
    expect(within(summary).queryByRole('textbox', { name: 'Card number' })).toBeNull();
    fireEvent.click(
      within(summary).getByRole('button', { name: 'Continue to payment (CA$52.40)' }),
    );
    await waitFor(() => expect(app.assigned).toEqual([url]), SLOW);
    const checkout = server.requests.find((r) => r.url === '/api/keeper/checkout')!;
    expect(checkout.headers['idempotency-key']).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(JSON.parse(checkout.body.toString())).toEqual({});
    // This tab is paying for order 41: the purchase is reported when it shows paid here.
    expect(new PurchaseLedger().claim('41')).toBe(true);
  });

  it('follows the order back from the provider until the webhook has paid it, then reports it once', async () => {
    let asked = 0;
    answer(server, {
      ...base,
      'GET /api/keeper/cart': [200, { data: { ...cart, lines: [] } }],
      'GET /api/keeper/orders/41': () => {
        asked += 1;
        return [200, { data: order(asked < 2 ? 'pending' : 'paid') }];
      },
      'GET /api/keeper/subscriptions': [200, { data: [] }],
      'GET /api/billing/prices': [404],
    });
    new PurchaseLedger().expect('41');
    const app = renderApp('/my-pets/cart/?order=41&paid=1', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you! Your payment is complete' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('PC-2026-000041')).toBeInTheDocument();
    await waitFor(() => expect(app.events.filter((e) => e.event === 'purchase')).toHaveLength(1));
    expect(app.events.find((e) => e.event === 'purchase')!.params).toEqual({
      ecommerce: {
        transaction_id: 'PC-2026-000041',
        value: 52.4,
        currency: 'CAD',
        tax: 2.5,
        items: [
          {
            item_id: 'premium_yearly',
            item_name: 'PetCare Premium (yearly)',
            price: 49.9,
            quantity: 1,
          },
        ],
      },
    });
    // Paid after the page loaded: the user and the pets are asked for again.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/api/user').length).toBeGreaterThan(1),
    );
  });

  it('shows the cart again when the keeper came back without paying', async () => {
    answer(server, {
      ...base,
      'GET /api/keeper/cart': [200, { data: cart }],
      'GET /api/keeper/orders/41': [200, { data: order('pending') }],
    });
    const app = renderApp('/my-pets/cart/?order=41', { server });
    expect(
      await screen.findByText(
        'The payment was not completed, so nothing was charged. Your cart is unchanged.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Items' }, SLOW)).toHaveTextContent(
      'Biscuit: Premium, yearly',
    );
    expect(app.events.filter((e) => e.event === 'purchase')).toHaveLength(0);
  });
});
