// Helpers of the commerce tests: billing countries, cart and checkout calls, the sandbox cards,
// and a second "instance" (its own connection pool on PostgreSQL) for the racing jobs.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Clock } from '../src/http/clock';
import type { BillingConfig } from '../src/billing/billingConfig';
import { OrderService } from '../src/billing/orderService';
import type { RenewalDeps } from '../src/billing/renewalJob';
import { SandboxProvider } from '../src/billing/sandboxProvider';
import { billingData, users } from '../src/db/schema';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/openDatabase';
import type { Mailer } from '../src/mail/mailer';
import { NotificationService } from '../src/notifications/notificationService';

export const CARDS = {
  success: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' },
  declined: { card_number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2030, cvc: '123' },
  confirm: { card_number: '4000 0025 0000 3155', exp_month: 12, exp_year: 2030, cvc: '123' },
};

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}`;
}

export async function setBillingCountry(db: Database, token: { userId: number }, country: string) {
  await db
    .insert(billingData)
    .values({
      userId: token.userId,
      fullName: 'Test Keeper',
      addressLine1: '1 Main Street',
      city: 'Somewhere',
      postalCode: '12345',
      country,
    })
    .onConflictDoUpdate({ target: billingData.userId, set: { country } });
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function addLine(call: Call, payload: Record<string, unknown>) {
  return call({ method: 'POST', url: '/api/keeper/cart/lines', payload });
}

export async function checkout(
  call: Call,
  payment: Record<string, unknown> | undefined,
  key = newKey(),
) {
  return call({
    method: 'POST',
    url: '/api/keeper/checkout',
    headers: { 'idempotency-key': key },
    payload: payment === undefined ? {} : { payment },
  });
}

/** Buys a plan for a pet with the success card; returns the paid order. */
export async function subscribe(call: Call, petId: string, plan = 'premium_monthly') {
  const added = await addLine(call, { kind: 'plan', pet_id: petId, plan });
  if (added.statusCode !== 200) throw new Error(`add line: ${added.body}`);
  const paid = await checkout(call, CARDS.success);
  if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.body}`);
  return paid.json().data.order as { id: string; number: string; total_minor: number };
}

/** What a second API instance would use: its own pool (PostgreSQL) and services. */
export async function secondInstance(
  database: DatabaseHandle,
  clock: Clock,
  config: BillingConfig,
): Promise<{ deps: RenewalDeps; close(): Promise<void> }> {
  let db = database.db;
  let close = async (): Promise<void> => undefined;
  if (database.driver === 'postgres') {
    const url = (database.pool.options as { connectionString: string }).connectionString;
    const second = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    db = second.db;
    close = () => second.close();
  }
  const mailer: Mailer = {
    transport: 'outbox',
    keepsOutbox: true,
    queue: async () => undefined,
    idle: async () => undefined,
    send: async () => undefined,
  };
  const provider = new SandboxProvider({ clock });
  const notifications = new NotificationService({
    db,
    clock,
    broadcaster: { trigger: async () => undefined },
  });
  const orders = new OrderService({
    db,
    clock,
    config,
    provider,
    mailer,
    issuer: { legal_name: 'PetCare', address: null, phone: null, registration_number: null },
  });
  return {
    deps: { db, clock, config, provider, orders, notifications, linkOrigin: 'http://x' },
    close,
  };
}
