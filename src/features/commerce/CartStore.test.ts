// The commerce stores against the product's own API (its sandbox payment provider): prices,
// the cart, promo codes, checkout with its idempotency key, confirmation, plans and their effect
// on the user and the pets.
import type { Order, SandboxCard } from '@contract/schemas/billing';
import { ApiError } from '../../http/ApiError';
import { commerceKeeper, productStore } from '../../test/commerceKeeper';
import {
  PRODUCT_SERVER_HOOK_MS,
  startProductServer,
  type ProductServer,
} from '../../test/productServer';
import { clearAllCookies } from '../../test/testRootStore';
import { CheckoutAttempt } from './CheckoutAttempt';
import { PurchaseLedger, type LedgerStorage } from './purchaseLedger';

jest.setTimeout(60_000);

const card = (number: string): SandboxCard => ({
  card_number: number,
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
});
const SUCCESS = card('4242 4242 4242 4242');
const DECLINED = card('4000 0000 0000 0002');
const CONFIRM = card('4000 0025 0000 3155');

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('commerce stores against the product API', () => {
  let server: ProductServer;
  beforeAll(async () => {
    server = await startProductServer();
  }, PRODUCT_SERVER_HOOK_MS);
  afterAll(() => server.stop());
  afterEach(clearAllCookies);

  it('lists each pet on the free plan with the prices in the keeper’s currency', async () => {
    const keeper = await commerceKeeper(server);
    const store = productStore(server, keeper);
    await store.subscriptions.load();
    const [kuma] = keeper.pets;
    expect(store.subscriptions.of(kuma!.id)).toMatchObject({ plan: 'free', status: 'free' });
    expect(store.subscriptions.prices).toMatchObject({
      currency: 'USD',
      tax: { inclusive: false, rate_bp: 0 },
      plans: [
        { code: 'premium_monthly', amount_minor: 499 },
        { code: 'premium_yearly', amount_minor: 4990 },
      ],
    });

    const japanese = await commerceKeeper(server, { language: 'jp' });
    const jpStore = productStore(server, japanese, { locale: 'jp' });
    await jpStore.subscriptions.load();
    expect(jpStore.subscriptions.prices).toMatchObject({
      currency: 'JPY',
      tax: { inclusive: true, rate_bp: 1000, country: 'JP' },
    });
  });

  it('prices the cart on the server: lines, quantities, promo codes and their refusals', async () => {
    const keeper = await commerceKeeper(server, {
      pets: [
        { name: 'Kuma', species: 'dog' },
        { name: 'Sora', species: 'cat' },
      ],
    });
    const [kuma, sora] = keeper.pets;
    const { cart } = productStore(server, keeper);
    await cart.add({ kind: 'plan', pet_id: kuma!.id, plan: 'premium_monthly' });
    await cart.add({ kind: 'health_report', pet_id: sora!.id, quantity: 1 });
    const reports = cart.cart!.lines.find((l) => l.kind === 'health_report')!;
    await cart.setQuantity(reports.id, 3);
    expect(cart.count).toBe(4);
    expect(cart.cart).toMatchObject({ subtotal_minor: 499 + 3 * 1499, currency: 'USD' });

    const expired = await rejection(cart.applyPromo('SUMMER2025'));
    expect(expired.errors.code).toEqual(['This promo code has expired.']);
    const unknown = await rejection(cart.applyPromo('NOPE123'));
    expect(unknown.errors.code).toEqual(['This promo code does not exist.']);
    const yen = await rejection(cart.applyPromo('NIHON500'));
    expect(yen.errors.code).toEqual(['This promo code is only valid for orders in JPY.']);

    await cart.applyPromo('welcome10');
    expect(cart.cart!.promo).toMatchObject({ code: 'WELCOME10', percent_off: 10 });
    expect(cart.cart!.discount_minor).toBe(Math.round((499 + 3 * 1499) / 10));
    await cart.clearPromo();
    expect(cart.cart!.discount_minor).toBe(0);
    await cart.remove(reports.id);
    expect(cart.count).toBe(1);
  });

  it('puts a decline on the card field, then charges once per attempt however often it is sent', async () => {
    const keeper = await commerceKeeper(server);
    const [kuma] = keeper.pets;
    const store = productStore(server, keeper);
    // As the navigation pipeline does on a page load.
    await store.auth.fetchUser();
    await store.pets.fetchOnce();
    expect(store.auth.user?.has_subscription).toBe(false);
    const { cart } = store;
    await cart.add({ kind: 'plan', pet_id: kuma!.id, plan: 'premium_monthly' });

    const declined = await rejection(cart.checkout(DECLINED));
    expect(declined.status).toBe(422);
    expect(declined.errors['payment.card_number']).toEqual([
      'Your card was declined. Please try another card.',
    ]);
    expect(cart.isEmpty).toBe(false);

    // A double click: the second press joins the first.
    const [first, second] = await Promise.all([cart.checkout(SUCCESS), cart.checkout(SUCCESS)]);
    expect(second).toBe(first);
    expect(first.kind).toBe('paid');
    const orders = await keeper.call<{ data: Order[] }>('GET', 'keeper/orders');
    // The declined attempt is no receipt.
    expect(orders.data.map((o) => o.status)).toEqual(['paid']);
    expect(cart.isEmpty).toBe(true);

    // The payment changed the user and the pet without a reload.
    expect(store.auth.user?.has_subscription).toBe(true);
    expect(store.pets.byId(kuma!.id)?.has_subscription).toBe(true);
    expect(store.subscriptions.of(kuma!.id)).toMatchObject({
      plan: 'premium_monthly',
      status: 'active',
    });
  });

  it('sends a retry after a lost answer with the same Idempotency-Key: one charge', async () => {
    const keeper = await commerceKeeper(server);
    const [kuma] = keeper.pets;
    const keys: string[] = [];
    let dropNext = true;
    // The API receives and answers the first checkout, but the answer never arrives.
    const flaky: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('/keeper/checkout')) {
        keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
        if (dropNext) {
          dropNext = false;
          throw new TypeError('network connection lost');
        }
      }
      return response;
    };
    const store = productStore(server, keeper, { fetch: flaky });
    await store.auth.fetchUser();
    await store.cart.add({ kind: 'plan', pet_id: kuma!.id, plan: 'premium_yearly' });
    const lost = await rejection(store.cart.checkout(SUCCESS));
    expect(lost.status).toBe(0);
    const retried = await store.cart.checkout(SUCCESS);
    expect(retried.kind).toBe('paid');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orders = await keeper.call<{ data: Order[] }>('GET', 'keeper/orders');
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ status: 'paid', id: retried.order.id });
  });

  it('asks for the confirmation step, pays after it, then cancels at period end and resumes', async () => {
    const keeper = await commerceKeeper(server);
    const [kuma] = keeper.pets;
    const store = productStore(server, keeper);
    await store.cart.add({ kind: 'plan', pet_id: kuma!.id, plan: 'premium_monthly' });
    const asked = await store.cart.checkout(CONFIRM);
    expect(asked.kind).toBe('confirm');
    expect(asked.order.status).toBe('requires_confirmation');
    const paid = await store.cart.confirm(asked.order.id);
    expect(paid).toMatchObject({ kind: 'paid', order: { id: asked.order.id, status: 'paid' } });

    const cancelled = await store.subscriptions.cancel(kuma!.id);
    expect(cancelled).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const resumed = await store.subscriptions.resume(kuma!.id);
    expect(resumed).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(store.subscriptions.of(kuma!.id).cancel_at_period_end).toBe(false);
  });
});

describe('CheckoutAttempt', () => {
  it('keeps one key per attempt until the API answers it', () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `k${++n}`);
    expect(attempt.keyFor('cart+card')).toBe('checkout-k1');
    expect(attempt.keyFor('cart+card')).toBe('checkout-k1');
    expect(attempt.keyFor('cart+other card')).toBe('checkout-k2');
    attempt.close();
    expect(attempt.keyFor('cart+other card')).toBe('checkout-k3');
  });
});

describe('PurchaseLedger', () => {
  const memory = (): Pick<Storage, 'getItem' | 'setItem'> => {
    const items = new Map<string, string>();
    return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
  };

  it('reports an order this tab paid for once, in any tab, after any reload', () => {
    const storage: LedgerStorage = { session: memory(), local: memory() };
    const ledger = new PurchaseLedger(storage);
    expect(ledger.claim('7')).toBe(false);
    ledger.expect('7');
    expect(ledger.claim('7')).toBe(true);
    expect(ledger.claim('7')).toBe(false);
    // A reload: a new ledger over the same storage.
    const reloaded = new PurchaseLedger(storage);
    reloaded.expect('7');
    expect(reloaded.claim('7')).toBe(false);
  });

  it('still reports once while storage is blocked', () => {
    const ledger = new PurchaseLedger({ session: null, local: null });
    ledger.expect('8');
    expect(ledger.claim('8')).toBe(true);
    expect(ledger.claim('8')).toBe(false);
  });
});
