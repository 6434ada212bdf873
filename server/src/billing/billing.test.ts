// Prices, subscriptions, the cart and checkout through the API on both databases: money is never
// lost or doubled (idempotent checkout, refunds, renewals by two instances at once), taxes and
// rounding per currency, and bad input of every kind refused with nothing changed.
import { and, count, eq } from 'drizzle-orm';
import {
  ADMIN,
  bearer,
  databaseFingerprint,
  expectErrorShape,
  login,
} from '../../test/authHelpers';
import {
  addLine,
  CARDS,
  checkout,
  newKey,
  secondInstance,
  setBillingCountry,
  subscribe,
  userIdOf,
} from '../../test/commerceHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { DAY } from '../http/clock';
import { mailOutbox, notifications, users } from '../db/schema';
import { orders, promoCodes, subscriptions } from './billingTables';
import { runRenewals } from './renewalJob';
import { RENEWAL_FAILED_TYPE, SUBSCRIPTION_ENDED_TYPE } from './subscriptionNotifications';
import { SANDBOX_CARDS } from './sandboxProvider';
import { petHasSubscription } from './subscriptionState';

jest.setTimeout(180_000);

let t: PetsTestServer;
let meId: number;
beforeAll(async () => {
  t = await createPetsTestServer();
  const me = (await t.me.call({ method: 'GET', url: '/api/user' })).json().data;
  meId = await userIdOf(t.server.database.db, me.email);
});
afterAll(() => t.close());

const db = () => t.server.database.db;
const cart = async (call = t.me.call) =>
  (await call({ method: 'GET', url: '/api/keeper/cart' })).json().data;
const emptyCart = async (call = t.me.call) => {
  for (const line of (await cart(call)).lines) {
    await call({ method: 'DELETE', url: `/api/keeper/cart/lines/${line.id}` });
  }
  await call({ method: 'DELETE', url: '/api/keeper/cart/promo' });
};

async function newPet(call = t.me.call, name = 'Bella') {
  const res = await call({
    method: 'POST',
    url: '/api/keeper/pets',
    payload: { name, species: 'cat' },
  });
  return res.json().data.id as string;
}

describe('prices', () => {
  it('answers a guest by language: USD without tax in English, JPY with 10 % included in Japanese', async () => {
    const en = await t.server.app.inject({ method: 'GET', url: '/api/billing/prices' });
    expect(en.json().data).toEqual({
      currency: 'USD',
      tax: { rate_bp: 0, inclusive: false, country: null },
      plans: [
        { code: 'premium_monthly', interval: 'month', amount_minor: 499 },
        { code: 'premium_yearly', interval: 'year', amount_minor: 4990 },
      ],
      items: [{ code: 'health_report', amount_minor: 1499 }],
    });
    const jp = await t.server.app.inject({
      method: 'GET',
      url: '/api/billing/prices',
      headers: { 'app-language': 'jp' },
    });
    expect(jp.json().data.currency).toBe('JPY');
    expect(jp.json().data.tax).toEqual({ rate_bp: 1000, inclusive: true, country: 'JP' });
    expect(jp.json().data.plans[0].amount_minor).toBe(780);
  });

  it('follows the keeper’s billing country: Germany pays euros with VAT included', async () => {
    const other = (await t.other.call({ method: 'GET', url: '/api/user' })).json().data;
    const otherId = await userIdOf(db(), other.email);
    await setBillingCountry(db(), { userId: otherId }, 'DE');
    const res = await t.other.call({ method: 'GET', url: '/api/billing/prices' });
    expect(res.json().data.currency).toBe('EUR');
    expect(res.json().data.tax).toEqual({ rate_bp: 1900, inclusive: true, country: 'DE' });
    await setBillingCountry(db(), { userId: otherId }, 'US');
  });
});

describe('cart and checkout', () => {
  afterEach(() => emptyCart());

  it('subscribes one pet: has_subscription follows on that pet and on the user, a receipt is mailed', async () => {
    const second = await newPet();
    const before = await db().select({ n: count() }).from(mailOutbox);
    const order = await subscribe(t.me.call, t.me.petId);
    expect(order.number).toMatch(/^PC-2026-\d{6}$/);
    const pets = (await t.me.call({ method: 'GET', url: '/api/keeper/pets' })).json().data;
    expect(pets.find((p: { id: string }) => p.id === t.me.petId).has_subscription).toBe(true);
    expect(pets.find((p: { id: string }) => p.id === second).has_subscription).toBe(false);
    expect(
      (await t.me.call({ method: 'GET', url: '/api/user' })).json().data.has_subscription,
    ).toBe(true);
    const subs = (await t.me.call({ method: 'GET', url: '/api/keeper/subscriptions' })).json().data;
    expect(subs.find((s: { pet_id: string }) => s.pet_id === t.me.petId)).toMatchObject({
      plan: 'premium_monthly',
      status: 'active',
      current_period_start: '2026-06-01T09:00:00.000Z',
      current_period_end: '2026-07-01T09:00:00.000Z',
      cancel_at_period_end: false,
      amount_minor: 499,
      currency: 'USD',
    });
    const after = await db().select({ n: count() }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your PetCare receipt ${order.number}`));
    expect(mail?.textBody).toContain('$4.99');
    // Buying the same plan again is refused.
    const again = await addLine(t.me.call, {
      kind: 'plan',
      pet_id: t.me.petId,
      plan: 'premium_monthly',
    });
    expectErrorShape(again, 422);
    expect(again.json().errors.plan).toEqual(['The pet already has this plan.']);
  });

  it('charges once for a double submit: the same key answers the first order', async () => {
    const pet = await newPet(t.me.call, 'Twice');
    await addLine(t.me.call, { kind: 'plan', pet_id: pet, plan: 'premium_yearly' });
    const key = newKey();
    const [a, b] = await Promise.all([
      checkout(t.me.call, CARDS.success, key),
      checkout(t.me.call, CARDS.success, key),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data.order.id).toBe(a.json().data.order.id);
    const c = await checkout(t.me.call, CARDS.success, key);
    expect(c.json().data.order).toEqual(a.json().data.order);
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('paid');
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.petId, Number(pet)));
    expect(sub?.plan).toBe('premium_yearly');
  });

  it('declines the declined card with a clear message and keeps the cart', async () => {
    const pet = await newPet(t.me.call, 'Declined');
    await addLine(t.me.call, { kind: 'plan', pet_id: pet, plan: 'premium_monthly' });
    const key = newKey();
    const res = await checkout(t.me.call, CARDS.declined, key);
    expectErrorShape(res, 422);
    expect(res.json().errors['payment.card_number']).toEqual([
      'Your card was declined. Please try another card.',
    ]);
    expect((await cart()).lines).toHaveLength(1);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.petId, Number(pet)));
    expect(sub).toBeUndefined();
    // The same key answers the same refusal; a new key with a good card pays.
    expect((await checkout(t.me.call, CARDS.success, key)).statusCode).toBe(422);
    expect((await checkout(t.me.call, CARDS.success)).json().data.order.status).toBe('paid');
  });

  it('asks for the extra confirmation step, then pays on confirm', async () => {
    const pet = await newPet(t.me.call, 'Confirm');
    await addLine(t.me.call, { kind: 'health_report', pet_id: pet, quantity: 2 });
    const res = await checkout(t.me.call, CARDS.confirm);
    expect(res.json().data.next_action).toEqual({ type: 'confirm' });
    expect(res.json().data.order.status).toBe('requires_confirmation');
    const orderId = res.json().data.order.id;
    // Not someone else's to confirm.
    const foreign = await t.other.call({
      method: 'POST',
      url: `/api/keeper/orders/${orderId}/confirm`,
    });
    expectErrorShape(foreign, 404);
    const confirmed = await t.me.call({
      method: 'POST',
      url: `/api/keeper/orders/${orderId}/confirm`,
    });
    expect(confirmed.json().data).toMatchObject({
      order: { status: 'paid' },
      next_action: { type: 'none' },
    });
    const twice = await t.me.call({ method: 'POST', url: `/api/keeper/orders/${orderId}/confirm` });
    expect(twice.json().data.order.paid_at).toBe(confirmed.json().data.order.paid_at);
  });

  it('refuses an unknown card on the card field, an empty cart and a missing key', async () => {
    const empty = await checkout(t.me.call, CARDS.success);
    expectErrorShape(empty, 422);
    expect(empty.json().errors.cart).toBeDefined();
    await addLine(t.me.call, { kind: 'health_report', pet_id: t.other.petId });
    const noKey = await t.me.call({
      method: 'POST',
      url: '/api/keeper/checkout',
      payload: { payment: CARDS.success },
    });
    expectErrorShape(noKey, 422);
    expect(noKey.json().errors.idempotency_key).toBeDefined();
    const pet = await newPet(t.me.call, 'Unknown card');
    await addLine(t.me.call, { kind: 'health_report', pet_id: pet });
    const unknown = await checkout(t.me.call, {
      ...CARDS.success,
      card_number: '5555 5555 5555 4444',
    });
    expectErrorShape(unknown, 422);
    expect(unknown.json().errors['payment.card_number']).toBeDefined();
  });

  it('leaves everything unchanged on bad input: quantities, client prices, currency, someone else’s pet or order', async () => {
    const pet = await newPet(t.me.call, 'Bad input');
    await addLine(t.me.call, { kind: 'health_report', pet_id: pet });
    const lineId = (await cart()).lines[0].id;
    const otherOrder = await subscribe(t.other.call, t.other.petId);
    const before = await databaseFingerprint(db());
    const attempts = [
      { method: 'PUT', url: `/api/keeper/cart/lines/${lineId}`, payload: { quantity: -1 } },
      { method: 'PUT', url: `/api/keeper/cart/lines/${lineId}`, payload: { quantity: 1.5 } },
      { method: 'PUT', url: `/api/keeper/cart/lines/${lineId}`, payload: { quantity: 6 } },
      { method: 'PUT', url: `/api/keeper/cart/lines/${lineId}`, payload: { quantity: '2' } },
      {
        method: 'POST',
        url: '/api/keeper/cart/lines',
        payload: { kind: 'health_report', pet_id: pet, quantity: 0 },
      },
      {
        method: 'POST',
        url: '/api/keeper/cart/lines',
        payload: { kind: 'health_report', pet_id: pet, unit_amount_minor: 1 },
      },
      {
        method: 'POST',
        url: '/api/keeper/cart/lines',
        payload: { kind: 'plan', pet_id: pet, plan: 'premium_monthly', quantity: 2 },
      },
      {
        method: 'POST',
        url: '/api/keeper/cart/lines',
        payload: { kind: 'plan', pet_id: pet, plan: 'gold' },
      },
      { method: 'POST', url: '/api/keeper/cart/lines', payload: { kind: 'plan', pet_id: pet } },
      {
        method: 'POST',
        url: '/api/keeper/checkout',
        headers: { 'idempotency-key': newKey() },
        payload: { payment: CARDS.success, total_minor: 1 },
      },
      {
        method: 'POST',
        url: '/api/keeper/checkout',
        headers: { 'idempotency-key': newKey() },
        payload: { payment: CARDS.success, currency: 'JPY' },
      },
      { method: 'PUT', url: '/api/keeper/cart/promo', payload: { code: 'NOPE-NOT-A-CODE' } },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.me.call({
        ...attempt,
        payload: attempt.payload as Record<string, unknown>,
      });
      expect([attempt.url, attempt.payload, res.statusCode]).toEqual([
        attempt.url,
        attempt.payload,
        422,
      ]);
      expectErrorShape(res, 422);
    }
    const notMine = [
      {
        method: 'POST',
        url: '/api/keeper/cart/lines',
        payload: { kind: 'health_report', pet_id: t.other.petId },
      },
      {
        method: 'POST',
        url: '/api/keeper/cart/lines',
        payload: { kind: 'health_report', pet_id: 'abc' },
      },
      { method: 'GET', url: `/api/keeper/orders/${otherOrder.id}` },
      { method: 'POST', url: `/api/keeper/subscriptions/${t.other.petId}/cancel` },
      { method: 'PUT', url: '/api/keeper/cart/lines/999999', payload: { quantity: 2 } },
      { method: 'DELETE', url: '/api/keeper/cart/lines/999999' },
    ] as const;
    for (const attempt of notMine) {
      const res = await t.me.call({ ...attempt } as Parameters<typeof t.me.call>[0]);
      expectErrorShape(res, 404);
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});

describe('tax and rounding per currency', () => {
  afterEach(() => emptyCart());

  it('Japan: yen without minor unit, 10 % included, tax = total − round(total / 1.1)', async () => {
    await setBillingCountry(db(), { userId: meId }, 'JP');
    const pet = await newPet(t.me.call, 'Yen');
    await addLine(t.me.call, { kind: 'health_report', pet_id: pet, quantity: 3 });
    await addLine(t.me.call, { kind: 'plan', pet_id: pet, plan: 'premium_monthly' });
    const data = await cart();
    // A health report for a pet that is getting a plan is still priced: 3 × 2200 + 780.
    expect(data).toMatchObject({
      currency: 'JPY',
      subtotal_minor: 7380,
      discount_minor: 0,
      tax_minor: 671, // 7380 − round(6709.09)
      total_minor: 7380,
      tax_inclusive: true,
      tax_rate_bp: 1000,
    });
  });

  it('Canada: 5 % added at checkout, rounded half up per order', async () => {
    await setBillingCountry(db(), { userId: meId }, 'CA');
    const pet = await newPet(t.me.call, 'Maple');
    await addLine(t.me.call, { kind: 'health_report', pet_id: pet, quantity: 3 });
    const data = await cart();
    // 3 × 1999 = 5997; 5 % = 299.85 → 300.
    expect(data).toMatchObject({
      currency: 'CAD',
      subtotal_minor: 5997,
      tax_minor: 300,
      total_minor: 6297,
      tax_inclusive: false,
    });
    const paid = await checkout(t.me.call, CARDS.success);
    expect(paid.json().data.order).toMatchObject({
      total_minor: 6297,
      tax_minor: 300,
      currency: 'CAD',
    });
    await setBillingCountry(db(), { userId: meId }, 'US');
  });
});

describe('promo codes', () => {
  beforeAll(async () => {
    await db()
      .insert(promoCodes)
      .values([
        { code: 'TEN', percentOff: 10 },
        { code: 'OLD', percentOff: 50, expiresAt: new Date('2026-01-01T00:00:00Z') },
        { code: 'YEN500', amountOffMinor: 500, currency: 'JPY' },
      ]);
  });
  afterEach(() => emptyCart());

  it('applies a percentage once per keeper; expired, unknown, used and other-currency codes get a clear message', async () => {
    const pet = await newPet(t.me.call, 'Promo');
    await addLine(t.me.call, { kind: 'health_report', pet_id: pet });
    const applied = await t.me.call({
      method: 'PUT',
      url: '/api/keeper/cart/promo',
      payload: { code: 'ten' },
    });
    expect(applied.json().data).toMatchObject({
      promo: { code: 'TEN', percent_off: 10, amount_off_minor: null },
      subtotal_minor: 1499,
      discount_minor: 150, // 149.9 → 150
      total_minor: 1349,
    });
    expect((await checkout(t.me.call, CARDS.success)).json().data.order.promo_code).toBe('TEN');
    const promo = (code: string) =>
      t.me.call({ method: 'PUT', url: '/api/keeper/cart/promo', payload: { code } });
    expect((await promo('TEN')).json().errors.code).toEqual([
      'You have already used this promo code.',
    ]);
    expect((await promo('OLD')).json().errors.code).toEqual(['This promo code has expired.']);
    expect((await promo('MISSING1')).json().errors.code).toEqual([
      'This promo code does not exist.',
    ]);
    expect((await promo('YEN500')).json().errors.code).toEqual([
      'This promo code is only valid for orders in JPY.',
    ]);
  });
});

describe('plan changes', () => {
  afterEach(() => emptyCart());

  it('tells when each plan line renews: a downgrade at the current period end, a one-off item never', async () => {
    const pet = await newPet(t.me.call, 'Downgrade');
    await subscribe(t.me.call, pet, 'premium_yearly');
    await addLine(t.me.call, { kind: 'plan', pet_id: pet, plan: 'premium_monthly' });
    const other = await newPet(t.me.call, 'Report');
    await addLine(t.me.call, { kind: 'health_report', pet_id: other, quantity: 1 });
    const { lines } = await cart();
    expect(lines).toMatchObject([
      // Nothing today; the yearly period runs out, then the monthly price is charged.
      {
        kind: 'plan',
        amount_minor: 0,
        renewal: { renews_at: '2027-06-01T09:00:00.000Z', amount_minor: 499 },
      },
      { kind: 'health_report', renewal: null },
    ]);
  });

  it('prorates an upgrade (credit for the unused days, half up) and cancels/resumes at period end', async () => {
    const pet = await newPet(t.me.call, 'Upgrade');
    await subscribe(t.me.call, pet, 'premium_monthly');
    // 15 of the period's 30 days left: 499 / 2 = 249.5, rounded half up.
    await db()
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date('2026-05-17T09:00:00Z'),
        currentPeriodEnd: new Date('2026-06-16T09:00:00Z'),
      })
      .where(eq(subscriptions.petId, Number(pet)));
    try {
      const res = await addLine(t.me.call, { kind: 'plan', pet_id: pet, plan: 'premium_yearly' });
      const line = res.json().data.lines[0];
      expect(line).toMatchObject({
        unit_amount_minor: 4990,
        proration_credit_minor: 250,
        amount_minor: 4740,
        // Paid now, the yearly period starts now and renews at the full yearly price.
        renewal: { renews_at: '2027-06-01T09:00:00.000Z', amount_minor: 4990 },
      });
      await checkout(t.me.call, CARDS.success);
      const cancel = await t.me.call({
        method: 'POST',
        url: `/api/keeper/subscriptions/${pet}/cancel`,
      });
      expect(cancel.json().data).toMatchObject({
        plan: 'premium_yearly',
        cancel_at_period_end: true,
        current_period_end: '2027-06-01T09:00:00.000Z',
      });
      expectErrorShape(
        await t.me.call({ method: 'POST', url: `/api/keeper/subscriptions/${pet}/cancel` }),
        422,
      );
      const resume = await t.me.call({
        method: 'POST',
        url: `/api/keeper/subscriptions/${pet}/resume`,
      });
      expect(resume.json().data.cancel_at_period_end).toBe(false);
    } finally {
      t.clock.set(new Date('2026-06-01T09:00:00Z'));
    }
  });
});

describe('refunds', () => {
  it('an admin refund ends the subscription; a keeper cannot refund; a refund happens once', async () => {
    const pet = await newPet(t.me.call, 'Refund');
    const order = await subscribe(t.me.call, pet);
    const keeperTry = await t.me.call({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
    });
    expectErrorShape(keeperTry, 403);
    const admin = await login(t.server.app, ADMIN);
    const refund = () =>
      t.server.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refund`,
        headers: bearer(admin),
      });
    const res = await refund();
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refunded_at: '2026-06-01T09:00:00.000Z',
    });
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.petId, Number(pet)));
    expect(sub).toMatchObject({ plan: 'free', status: 'canceled' });
    const pets = (await t.me.call({ method: 'GET', url: '/api/keeper/pets' })).json().data;
    expect(pets.find((p: { id: string }) => p.id === pet).has_subscription).toBe(false);
    expectErrorShape(await refund(), 422);
    const missing = await t.server.app.inject({
      method: 'POST',
      url: '/api/admin/orders/999999/refund',
      headers: bearer(admin),
    });
    expectErrorShape(missing, 404);
  });
});

describe('renewals', () => {
  const renewalsOf = (petId: string) =>
    db()
      .select()
      .from(orders)
      .where(and(eq(orders.kind, 'renewal'), eq(orders.userId, meId)))
      .then((rows) => rows.filter((row) => row.lines[0]?.pet_id === petId));

  it('renews each due subscription once when two instances run the job at the same moment', async () => {
    const pets = [await newPet(t.me.call, 'Renew A'), await newPet(t.me.call, 'Renew B')];
    for (const pet of pets) await subscribe(t.me.call, pet);
    const second = await secondInstance(t.server.database, t.clock, t.server.config.billing);
    const first = await secondInstance(t.server.database, t.clock, t.server.config.billing);
    t.clock.set(new Date('2026-07-01T10:00:00Z'));
    try {
      await Promise.all([
        runRenewals(first.deps),
        runRenewals(second.deps),
        runRenewals(first.deps),
      ]);
      for (const pet of pets) {
        const renewals = await renewalsOf(pet);
        expect(renewals).toHaveLength(1);
        expect(renewals[0]).toMatchObject({ status: 'paid', totalMinor: 499 });
        const [sub] = await db()
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.petId, Number(pet)));
        expect(sub?.currentPeriodEnd?.toISOString()).toBe('2026-08-01T09:00:00.000Z');
      }
      expect(await runRenewals(first.deps)).toBe(0);
    } finally {
      t.clock.set(new Date('2026-06-01T09:00:00Z'));
      await first.close();
      await second.close();
    }
  });

  it('a failed renewal moves the pet to past_due with a notification, then to free after the grace period', async () => {
    const pet = await newPet(t.me.call, 'Grace');
    await subscribe(t.me.call, pet);
    await db()
      .update(subscriptions)
      .set({ renewalCard: SANDBOX_CARDS.declined })
      .where(eq(subscriptions.petId, Number(pet)));
    const instance = await secondInstance(t.server.database, t.clock, t.server.config.billing);
    const typed = async (type: string) =>
      (
        await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, meId), eq(notifications.type, type)))
      ).length;
    const failedBefore = await typed(RENEWAL_FAILED_TYPE);
    const endedBefore = await typed(SUBSCRIPTION_ENDED_TYPE);
    try {
      t.clock.set(new Date('2026-07-01T09:30:00Z'));
      await runRenewals(instance.deps);
      let [sub] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.petId, Number(pet)));
      expect(sub).toMatchObject({ status: 'past_due', plan: 'premium_monthly' });
      expect(sub?.graceUntil?.toISOString()).toBe('2026-07-08T09:00:00.000Z');
      expect(await typed(RENEWAL_FAILED_TYPE)).toBe(failedBefore + 1);
      expect((await renewalsOf(pet))[0]?.status).toBe('failed');
      // In grace the pet keeps premium (the keeper's token has expired by now: read it directly).
      expect(await petHasSubscription(db(), Number(pet))).toBe(true);
      await runRenewals(instance.deps);
      expect(await renewalsOf(pet)).toHaveLength(1);
      t.clock.set(new Date(new Date('2026-07-08T09:00:00Z').getTime() + DAY));
      await runRenewals(instance.deps);
      [sub] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.petId, Number(pet)));
      expect(sub).toMatchObject({ status: 'free', plan: 'free' });
      expect(await typed(SUBSCRIPTION_ENDED_TYPE)).toBe(endedBefore + 1);
      expect(await petHasSubscription(db(), Number(pet))).toBe(false);
    } finally {
      t.clock.set(new Date('2026-06-01T09:00:00Z'));
      await instance.close();
    }
  });
});

describe('orders', () => {
  it('lists the keeper’s receipts only, with sequential numbers', async () => {
    const list = (await t.me.call({ method: 'GET', url: '/api/keeper/orders' })).json().data as {
      number: string;
      status: string;
    }[];
    const numbers = list.map((o) => Number(o.number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    const otherList = (await t.other.call({ method: 'GET', url: '/api/keeper/orders' })).json()
      .data as { id: string }[];
    expect(
      otherList.every((o) => !list.some((mine) => (mine as unknown as { id: string }).id === o.id)),
    ).toBe(true);
    const [u] = await db().select().from(users).where(eq(users.id, meId));
    expect(u).toBeDefined();
  });
});
