// Plans, subscriptions per pet, the cart, checkout and orders (server/src/billing/README.md). Every amount is
// an integer in the currency's minor unit (JPY has none: ¥1,200 is 1200). The server prices every
// order itself: request bodies carry no price, total, tax or currency (unknown property → 422).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, RequiredText, StringEnum } from './common';
import { HEALTH_REPORT_MAX_QUANTITY } from '../limits';

export const PLAN_CODES = ['free', 'premium_monthly', 'premium_yearly'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const PAID_PLAN_CODES = ['premium_monthly', 'premium_yearly'] as const;
export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number];
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const ORDER_STATUSES = [
  'pending',
  'requires_confirmation',
  'paid',
  'failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CART_LINE_KINDS = ['plan', 'health_report'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];
/** A health report line's quantity: one to five reports for a pet (contract/limits.ts). */
export { HEALTH_REPORT_MAX_QUANTITY };

/** ISO 4217 code. */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });
const Minor = (description?: string) =>
  Type.Integer(description === undefined ? {} : { description });
const Timestamp = Type.String({ format: 'date-time' });

export const TaxInfo = Type.Object(
  {
    rate_bp: Type.Integer({ minimum: 0, description: 'Basis points: 1900 is 19 %.' }),
    inclusive: Type.Boolean({ description: 'Prices include the tax (shown as "incl.").' }),
    country: Nullable(Type.String({ description: 'Billing country, else from the language.' })),
  },
  { title: 'TaxInfo' },
);
export type TaxInfo = Static<typeof TaxInfo>;

export const PriceList = Type.Object(
  {
    currency: CurrencyCode,
    tax: TaxInfo,
    plans: Type.Array(
      Type.Object({
        code: StringEnum(PAID_PLAN_CODES),
        interval: StringEnum(['month', 'year'] as const),
        amount_minor: Minor(),
      }),
    ),
    items: Type.Array(
      Type.Object({ code: StringEnum(['health_report'] as const), amount_minor: Minor() }),
    ),
  },
  { title: 'PriceList' },
);
export type PriceList = Static<typeof PriceList>;

export const Subscription = Type.Object(
  {
    pet_id: Type.String(),
    plan: StringEnum(PLAN_CODES),
    status: StringEnum(SUBSCRIPTION_STATUSES),
    current_period_start: Nullable(Timestamp),
    current_period_end: Nullable(Timestamp),
    cancel_at_period_end: Type.Boolean(),
    grace_until: Nullable(Timestamp),
    amount_minor: Nullable(Minor()),
    currency: Nullable(CurrencyCode),
    /** (commerce) A downgrade waiting for the period end, else null. */
    next_plan: Nullable(StringEnum(PAID_PLAN_CODES)),
  },
  { title: 'Subscription' },
);
export type Subscription = Static<typeof Subscription>;

/** (commerce) When a plan bought now charges next, and how much at today's price. */
export const PlanRenewal = Type.Object(
  {
    renews_at: Timestamp,
    amount_minor: Minor("The renewal charge at today's price (before any promo code)."),
  },
  { title: 'PlanRenewal' },
);
export type PlanRenewal = Static<typeof PlanRenewal>;

export const CartLine = Type.Object(
  {
    id: Type.String(),
    kind: StringEnum(CART_LINE_KINDS),
    pet_id: Type.String(),
    plan: Nullable(StringEnum(PAID_PLAN_CODES)),
    quantity: Type.Integer({ minimum: 1 }),
    unit_amount_minor: Minor(),
    proration_credit_minor: Minor('Credit for the unused days of the current plan.'),
    amount_minor: Minor('unit × quantity − credit'),
    description: Type.String(),
    /**
     * (commerce) A plan line: its first automatic renewal, for the confirmation before paying
     * (特定商取引法 §12の6); null for one-off items. Absent on orders made before it existed.
     */
    renewal: Type.Optional(Nullable(PlanRenewal)),
  },
  { title: 'CartLine' },
);
export type CartLine = Static<typeof CartLine>;

export const CartPromo = Type.Object({
  code: Type.String(),
  percent_off: Nullable(Type.Integer()),
  amount_off_minor: Nullable(Minor()),
});
export type CartPromo = Static<typeof CartPromo>;

/** The amounts of a priced cart, and of the order it becomes, in the currency's minor unit. */
const PricedTotals = {
  subtotal_minor: Minor(),
  discount_minor: Minor(),
  tax_minor: Minor(),
  total_minor: Minor(),
  currency: CurrencyCode,
  tax_inclusive: Type.Boolean(),
  /** (commerce) The tax rate applied, basis points. */
  tax_rate_bp: Type.Integer(),
};

export const Cart = Type.Object(
  {
    lines: Type.Array(CartLine),
    promo: Nullable(CartPromo),
    ...PricedTotals,
  },
  { title: 'Cart' },
);
export type Cart = Static<typeof Cart>;

/** (commerce) Who issues a receipt (server settings OPERATOR_*, INVOICE_REGISTRATION_NUMBER). */
export const ReceiptIssuer = Type.Object(
  {
    legal_name: Type.String({ description: 'The legal name, or PetCare when it is not set.' }),
    address: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    registration_number: Nullable(
      Type.String({ description: 'Japan: 適格請求書発行事業者登録番号, T and 13 digits.' }),
    ),
  },
  { title: 'ReceiptIssuer' },
);
export type ReceiptIssuer = Static<typeof ReceiptIssuer>;

export const Order = Type.Object(
  {
    id: Type.String(),
    number: Type.String({ description: 'Receipt number, sequential per year: PC-2026-000001.' }),
    status: StringEnum(ORDER_STATUSES),
    lines: Type.Array(CartLine),
    ...PricedTotals,
    promo_code: Nullable(Type.String()),
    /** (commerce) renewal: made by the renewal job, not the cart. */
    kind: StringEnum(['checkout', 'renewal'] as const),
    /** (commerce) How it was paid: a card through Stripe, or a sandbox test card. */
    payment_provider: StringEnum(['sandbox', 'stripe'] as const),
    created_at: Timestamp,
    paid_at: Nullable(Timestamp),
    refunded_at: Nullable(Timestamp),
    /** (commerce) On the keeper's single order (the receipt): who issues it. */
    issuer: Type.Optional(ReceiptIssuer),
  },
  { title: 'Order' },
);
export type Order = Static<typeof Order>;

export const NextAction = Type.Union(
  [
    Type.Object({ type: Type.Literal('none') }),
    Type.Object({ type: Type.Literal('confirm') }),
    Type.Object({ type: Type.Literal('redirect'), url: Type.String() }),
  ],
  { title: 'NextAction' },
);
export type NextAction = Static<typeof NextAction>;

export const CheckoutResult = Type.Object(
  { order: Order, next_action: NextAction },
  { title: 'CheckoutResult' },
);
export type CheckoutResult = Static<typeof CheckoutResult>;

// Requests. Closed objects: anything else (a price, a currency) is refused with 422.
export const AddCartLineBody = Type.Object(
  {
    kind: StringEnum(CART_LINE_KINDS),
    pet_id: Type.String({ minLength: 1, maxLength: 20 }),
    plan: Type.Optional(StringEnum(PAID_PLAN_CODES)),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: HEALTH_REPORT_MAX_QUANTITY })),
  },
  { additionalProperties: false },
);
export type AddCartLineBody = Static<typeof AddCartLineBody>;

export const UpdateCartLineBody = Type.Object(
  {
    quantity: Type.Integer({ minimum: 1, maximum: HEALTH_REPORT_MAX_QUANTITY }),
  },
  { additionalProperties: false },
);
export type UpdateCartLineBody = Static<typeof UpdateCartLineBody>;

export const PromoBody = Type.Object({ code: RequiredText(40) }, { additionalProperties: false });
export type PromoBody = Static<typeof PromoBody>;

export const SandboxCard = Type.Object(
  {
    card_number: Type.String({ minLength: 1, maxLength: 30 }),
    exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
    exp_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  },
  { additionalProperties: false },
);
export type SandboxCard = Static<typeof SandboxCard>;

export const CheckoutBody = Type.Object(
  { payment: Type.Optional(SandboxCard) },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

export const RefundBody = Type.Object(
  { reason: Type.Optional(RequiredText(500)) },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;

export const PriceListResponse = Type.Object({ data: PriceList });
export const SubscriptionList = Type.Object({ data: Type.Array(Subscription) });
export const SubscriptionResponse = Type.Object({ data: Subscription });
export const CartResponse = Type.Object({ data: Cart });
export const CheckoutResponse = Type.Object({ data: CheckoutResult });
export const OrderResponse = Type.Object({ data: Order });
export const OrderList = Type.Object({ data: Type.Array(Order) });
