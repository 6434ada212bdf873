// Subscriptions (one row per pet that ever had a plan; no row = free), the cart, promo codes,
// orders with their receipt numbers, health-report credits and the Stripe events already handled.
// Amounts are integers in the currency's minor unit.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  CART_LINE_KINDS,
  ORDER_STATUSES,
  PLAN_CODES,
  SUBSCRIPTION_STATUSES,
  type CartLine,
  type CartLineKind,
  type OrderStatus,
  type PaidPlanCode,
  type PlanCode,
  type SubscriptionStatus,
} from '@contract/schemas/billing';
import { at, createdAt, id, parentRef, textIn, timestamps } from '../db/columns';
import { pets, users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    petId: integer('pet_id')
      .notNull()
      .unique()
      .references(() => pets.id, { onDelete: 'cascade' }),
    userId: parentRef('user_id', () => users.id),
    plan: text('plan').$type<PlanCode>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    nextPlan: text('next_plan').$type<PaidPlanCode>(),
    graceUntil: at('grace_until'),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    /** Sandbox: the card the renewals are charged on (its outcome is what the card number says). */
    renewalCard: text('renewal_card'),
    /** Stripe: customer and payment method saved by Checkout, for off-session renewals. */
    providerCustomer: text('provider_customer'),
    providerPaymentMethod: text('provider_payment_method'),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_user_idx').on(t.userId),
    textIn('subscriptions_plan_check', 'plan', PLAN_CODES),
    textIn('subscriptions_status_check', 'status', SUBSCRIPTION_STATUSES),
  ],
);

export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCode: text('promo_code'),
  ...timestamps,
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: parentRef('user_id', () => carts.userId),
    kind: text('kind').$type<CartLineKind>().notNull(),
    petId: parentRef('pet_id', () => pets.id),
    plan: text('plan').$type<PaidPlanCode>(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per pet and kind: adding again replaces the plan or raises the quantity.
    unique('cart_lines_pet_kind_unique').on(t.userId, t.petId, t.kind),
    textIn('cart_lines_kind_check', 'kind', CART_LINE_KINDS),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

/** Codes marketing hands out. Affiliate codes are not here: they live with the affiliates. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off'),
  amountOffMinor: integer('amount_off_minor'),
  /** An amount off is in one currency; a percentage works in any (null). */
  currency: text('currency'),
  expiresAt: at('expires_at'),
  createdAt: createdAt(),
});

/** A code is used once per keeper: the paid order that used it. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    userId: parentRef('user_id', () => users.id),
    code: text('code').notNull(),
    orderId: integer('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Gapless receipt numbers per year: PC-2026-000001. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull().unique(),
    /**
     * The buyer; null once the keeper's account is erased: receipts are kept as tax law asks,
     * without anyone's name, e-mail or address (server/src/keeper-data/README.md).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'checkout' | 'renewal'>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Checkout: the client's Idempotency-Key; renewal: subscription and period. */
    idempotencyKey: text('idempotency_key').notNull(),
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxInclusive: boolean('tax_inclusive').notNull(),
    taxCountry: text('tax_country'),
    promoCode: text('promo_code'),
    /** The affiliate whose code was used or who referred the keeper (commission). */
    affiliateUserId: integer('affiliate_user_id'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    nextAction: jsonb('next_action').$type<{ type: string; url?: string }>(),
    failureMessage: text('failure_message'),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    ...timestamps,
  },
  (t) => [
    unique('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_provider_ref_idx').on(t.providerRef),
    textIn('orders_status_check', 'status', ORDER_STATUSES),
    textIn('orders_kind_check', 'kind', ['checkout', 'renewal']),
    check('orders_amounts_check', sql`${t.totalMinor} >= 0 and ${t.taxMinor} >= 0`),
  ],
);

/** Health reports bought for a pet and not used yet (the AI report feature spends them). */
export const healthReportCredits = pgTable(
  'health_report_credits',
  {
    petId: integer('pet_id')
      .primaryKey()
      .references(() => pets.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
  },
  (t) => [check('health_report_credits_available_check', sql`${t.available} >= 0`)],
);

/** Stripe events handled: a replayed event finds its id here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const billingPersonalData = personalDataLines([
  // Commerce.
  {
    table: 'subscriptions',
    export: [{ section: 'subscriptions', via: 'user_id', deletion: 'subscriptions' }],
    erasure: CASCADE,
  },
  { table: 'carts', export: [{ section: 'cart', via: 'user_id' }], erasure: CASCADE },
  {
    table: 'cart_lines',
    export: [
      {
        section: 'cart_lines',
        via: 'user_id',
        deletion: { notListed: 'a cart not bought yet: nothing of value is lost with it' },
      },
    ],
    erasure: CASCADE,
  },
  {
    table: 'promo_redemptions',
    export: [{ section: 'promo_redemptions', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'health_report_credits',
    export: [
      {
        section: 'health_report_credits',
        via: 'pet_id',
        deletion: {
          notListed: 'unused reports bought for the pet; their order stays among the receipts kept',
        },
      },
    ],
    erasure: CASCADE,
  },
  {
    table: 'orders',
    export: [{ section: 'orders', via: 'user_id', omit: ['affiliate_user_id'] }],
    erasure: [
      {
        how: 'anonymised',
        why:
          'receipts are kept as tax law requires: user_id becomes null, pet names leave the ' +
          'line descriptions; they never held a name, e-mail or address',
      },
      {
        how: 'detached',
        column: 'affiliate_user_id',
        why: 'orders of other keepers the erased affiliate referred stay theirs, unattributed',
      },
    ],
  },
]);
