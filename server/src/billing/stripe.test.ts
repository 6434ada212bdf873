// Stripe Checkout through the one payment-provider interface, against a local endpoint standing in
// for api.stripe.com (no network), and the webhook with signatures the stripe library generates:
// forged, replayed and out-of-order events change nothing; a payment is applied once.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import {
  bearer,
  databaseFingerprint,
  expectErrorShape,
  registerKeeper,
} from '../../test/authHelpers';
import { addLine, checkout, newKey } from '../../test/commerceHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { ManualClock } from '../http/clock';
import { mailOutbox } from '../db/schema';
import { orders, subscriptions } from './billingTables';

jest.setTimeout(180_000);

const WEBHOOK_SECRET = 'whsec_petcare_test_secret';

interface Seen {
  path: string;
  body: string;
  idempotencyKey: string | undefined;
}

let fake: Server;
const seen: Seen[] = [];
let sessions = 0;
let server: TestServer;
let token: string;
let petId: string;
/** The order of the first checkout (the seed has orders of its own). */
let firstOrderId: string;
const stripe = new Stripe('sk_test_petcare');

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await read(request);
    const key = request.headers['idempotency-key'];
    seen.push({
      path: request.url ?? '',
      body,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/checkout/sessions') {
      sessions += 1;
      response.end(
        JSON.stringify({
          id: `cs_test_${sessions}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/cs_test_${sessions}`,
        }),
      );
      return;
    }
    response.end(JSON.stringify({ id: 're_test_1', object: 'refund', status: 'succeeded' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  server = await createTestServer({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_petcare',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    app: { clock: new ManualClock(new Date()) },
  });
  const keeper = await registerKeeper(server.app, { pet: { name: 'Stripey', species: 'cat' } });
  token = keeper.token;
  const pets = await server.app.inject({
    method: 'GET',
    url: '/api/keeper/pets',
    headers: bearer(token),
  });
  petId = pets.json().data[0].id;
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => fake.close(resolve));
});

const call = (options: InjectOptions) =>
  server.app.inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });

function event(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-27',
    created: 1,
    data: { object },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return server.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

async function orderRow(id: string) {
  const [row] = await server.database.db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(id)));
  return row!;
}

const session = (sessionId: string, orderId: string, extra: Record<string, unknown> = {}) => ({
  id: sessionId,
  object: 'checkout.session',
  payment_status: 'paid',
  amount_total: 499,
  metadata: { order_id: orderId },
  payment_intent: 'pi_test_1',
  customer: 'cus_test_1',
  ...extra,
});

describe('Stripe Checkout', () => {
  it('answers a redirect to the Checkout Session, once per Idempotency-Key', async () => {
    await addLine(call, { kind: 'plan', pet_id: petId, plan: 'premium_monthly' });
    const key = newKey();
    const first = await checkout(call, undefined, key);
    expect(first.json().data.next_action).toEqual({
      type: 'redirect',
      url: 'https://checkout.stripe.test/pay/cs_test_1',
    });
    expect(first.json().data.order.status).toBe('pending');
    firstOrderId = first.json().data.order.id;
    const replay = await checkout(call, undefined, key);
    expect(replay.json().data).toEqual(first.json().data);
    const created = seen.filter((s) => s.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toContain('[unit_amount]=499');
    expect(created[0]!.idempotencyKey).toMatch(/^checkout-\d+-/);
    // Stripe sends the keeper back to the site they paid from (light-my-request's Host).
    const form = new URLSearchParams(created[0]!.body);
    expect(form.get('success_url')).toBe(
      `http://localhost:80/my-pets/cart?order=${firstOrderId}&paid=1`,
    );
    expect(form.get('cancel_url')).toBe(`http://localhost:80/my-pets/cart?order=${firstOrderId}`);
  });

  it('refuses a forged event and applies a genuine one once; replays and late expiries change nothing', async () => {
    const id = firstOrderId;
    const completed = event(
      'evt_completed_1',
      'checkout.session.completed',
      session('cs_test_1', id),
    );

    const before = await databaseFingerprint(server.database.db);
    const forged = await deliver(completed, 'whsec_someone_else');
    expectErrorShape(forged, 400);
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: completed,
    });
    expectErrorShape(unsigned, 400);
    const altered = completed.replace('"amount_total":499', '"amount_total":1');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: completed,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: altered,
    });
    expectErrorShape(res, 400);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);

    const mails = async () =>
      (await server.database.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const mailsBefore = await mails();
    expect((await deliver(completed)).statusCode).toBe(200);
    const paid = await orderRow(id);
    expect(paid).toMatchObject({ status: 'paid', providerRef: 'pi_test_1' });
    const [sub] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.petId, Number(petId)));
    expect(sub).toMatchObject({
      status: 'active',
      plan: 'premium_monthly',
      providerCustomer: 'cus_test_1',
    });
    expect(await mails()).toBe(mailsBefore + 1);

    const afterPaid = await databaseFingerprint(server.database.db);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await databaseFingerprint(server.database.db)).toEqual(afterPaid);
    const late = event(
      'evt_expired_1',
      'checkout.session.expired',
      session('cs_test_1', id, { payment_status: 'unpaid' }),
    );
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await orderRow(id)).status).toBe('paid');
    expect(await mails()).toBe(mailsBefore + 1);
  });

  it('an expiry then a payment (delivered out of order) ends paid: money taken is never lost', async () => {
    const res = await addLine(call, { kind: 'health_report', pet_id: petId });
    expect(res.statusCode).toBe(422); // subscribed pets have reports included
    const other = await registerKeeper(server.app, { pet: { name: 'Second', species: 'dog' } });
    const otherCall = (options: InjectOptions) =>
      server.app.inject({
        ...options,
        headers: { ...bearer(other.token), ...(options.headers ?? {}) },
      });
    const pets = (await otherCall({ method: 'GET', url: '/api/keeper/pets' })).json().data;
    await addLine(otherCall, { kind: 'health_report', pet_id: pets[0].id });
    const started = await checkout(otherCall, undefined);
    const id = started.json().data.order.id as string;
    const sessionId = started.json().data.next_action.url.split('/').pop() as string;
    const amount = started.json().data.order.total_minor as number;
    await deliver(
      event(
        'evt_expired_2',
        'checkout.session.expired',
        session(sessionId, id, { payment_status: 'unpaid', amount_total: amount }),
      ),
    );
    expect((await orderRow(id)).status).toBe('failed');
    await deliver(
      event(
        'evt_completed_2',
        'checkout.session.completed',
        session(sessionId, id, { amount_total: amount, payment_intent: 'pi_test_2' }),
      ),
    );
    expect((await orderRow(id)).status).toBe('paid');
  });
});
