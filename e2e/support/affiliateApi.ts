// The affiliate journey's calls to the real API: the admin's decision (taken through the API, so
// the journey stays with the affiliate; the admin's screen has its own tests) and a purchase
// through the cart and the sandbox checkout.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

export const ADMIN = { email: 'admin@petcare.local', password: 'petcare-admin-2026' };
/** The sandbox's card that pays (server/src/billing/README.md). */
export const SUCCESS_CARD = {
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/** The seeded admin accepts the pending application of the keeper with this e-mail. */
export async function acceptApplication(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const pending = await data<{ id: string; user: { email: string } }[]>(
    await request.get('/api/admin/affiliate-applications?status=pending', {
      headers: bearer(token),
    }),
  );
  const application = pending.find((a) => a.user.email === email);
  expect(application, `a pending application of ${email}`).toBeDefined();
  await data(
    await request.post(`/api/admin/affiliate-applications/${application!.id}/accept`, {
      headers: bearer(token),
    }),
  );
}

/** A keeper buys Premium (monthly) for a new pet: cart line, then checkout with the success card. */
export async function buyPremium(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; total_minor: number; currency: string }> {
  const pet = await data<{ id: string }>(
    await request.post('/api/keeper/pets', {
      headers: bearer(token),
      data: { name: 'Pepper', species: 'cat' },
    }),
    201,
  );
  await data(
    await request.post('/api/keeper/cart/lines', {
      headers: bearer(token),
      data: { kind: 'plan', pet_id: pet.id, plan: 'premium_monthly' },
    }),
  );
  const paid = await data<{
    order: { id: string; status: string; total_minor: number; currency: string };
  }>(
    await request.post('/api/keeper/checkout', {
      headers: { ...bearer(token), 'Idempotency-Key': `affiliate-journey-${Date.now()}` },
      data: { payment: SUCCESS_CARD },
    }),
  );
  expect(paid.order.status).toBe('paid');
  return paid.order;
}
