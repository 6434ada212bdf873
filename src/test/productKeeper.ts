// A keeper of the product server (src/test/productServer.ts) for web tests that talk to the real
// API: registered, with a pet, and, when a test needs it, a Premium plan or bought health reports
// paid through the sandbox checkout with its success card (as a keeper would pay).
import type { ProductServer } from './productServer';

export interface ProductKeeper {
  token: string;
  userId: string;
  petId: string;
  /** A JSON call to the API as this keeper; throws on an unexpected status. */
  call: <T = unknown>(method: string, path: string, body?: unknown, status?: number) => Promise<T>;
}

const SUCCESS_CARD = {
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
};

export async function keeperWithPet(
  server: ProductServer,
  pet: Record<string, unknown> = { name: 'Biscuit', species: 'dog' },
): Promise<ProductKeeper> {
  const { token, userId } = await server.register();
  const call = async <T>(method: string, path: string, body?: unknown, status?: number) => {
    const res = await fetch(`${server.origin}/api/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(path === 'keeper/checkout'
          ? { 'Idempotency-Key': `test-${Date.now()}-${Math.random()}` }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (status !== undefined ? res.status !== status : !res.ok) {
      throw new Error(`${method} ${path}: ${res.status} ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const created = await call<{ data: { id: string } }>('POST', 'keeper/pets', pet, 201);
  return { token, userId, petId: created.data.id, call };
}

async function checkout(keeper: ProductKeeper, line: Record<string, unknown>): Promise<void> {
  await keeper.call('POST', 'keeper/cart/lines', line);
  await keeper.call('POST', 'keeper/checkout', { payment: SUCCESS_CARD });
}

/** The pet goes Premium (monthly), paid in the sandbox. */
export function subscribePet(keeper: ProductKeeper, petId = keeper.petId): Promise<void> {
  return checkout(keeper, { kind: 'plan', pet_id: petId, plan: 'premium_monthly' });
}

/** Health reports bought for a pet without Premium, paid in the sandbox. */
export function buyReports(keeper: ProductKeeper, quantity = 1, petId = keeper.petId) {
  return checkout(keeper, { kind: 'health_report', pet_id: petId, quantity });
}
