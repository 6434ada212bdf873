// Commerce settings: price and tax tables (overridable as JSON), the payment provider, the grace
// period of a failed renewal and the affiliate programme's figures. README: settings table and
// server/src/billing/README.md (the tables and why they are as they are).
import type { PaidPlanCode } from '@contract/schemas/billing';

export interface CurrencyPrices {
  premium_monthly: number;
  premium_yearly: number;
  health_report: number;
}

export interface TaxRule {
  rate_bp: number;
  inclusive: boolean;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the stripe library sends its calls; tests point it at a local endpoint. */
  apiUrl: string | null;
}

export interface BillingConfig {
  provider: 'sandbox' | 'stripe';
  stripe: StripeConfig | null;
  prices: Readonly<Record<string, CurrencyPrices>>;
  taxes: Readonly<Record<string, TaxRule>>;
  graceDays: number;
  refundWindowDays: number;
  commissionBp: number;
  /** Discount a buyer gets with an affiliate's code. */
  affiliateCodeDiscountPercent: number;
}

/** Minor units per major unit; every currency of the price table needs an entry. */
export const MINOR_DIGITS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  AUD: 2,
  CAD: 2,
};

export const DEFAULT_PRICES: Readonly<Record<string, CurrencyPrices>> = {
  USD: { premium_monthly: 499, premium_yearly: 4990, health_report: 1499 },
  EUR: { premium_monthly: 499, premium_yearly: 4990, health_report: 1499 },
  GBP: { premium_monthly: 449, premium_yearly: 4490, health_report: 1299 },
  JPY: { premium_monthly: 780, premium_yearly: 7800, health_report: 2200 },
  AUD: { premium_monthly: 799, premium_yearly: 7990, health_report: 2299 },
  CAD: { premium_monthly: 649, premium_yearly: 6490, health_report: 1999 },
};

const EU_VAT_BP: Readonly<Record<string, number>> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2200, ES: 2100,
  FI: 2550, FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
  LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 1900, SE: 2500, SI: 2200, SK: 2300,
}; // prettier-ignore

/** Standard rates; inclusive where prices are shown with tax (EU, UK, JP, AU), not in US, CA. */
export const DEFAULT_TAXES: Readonly<Record<string, TaxRule>> = {
  ...Object.fromEntries(
    Object.entries(EU_VAT_BP).map(([country, rate]) => [
      country,
      { rate_bp: rate, inclusive: true },
    ]),
  ),
  GB: { rate_bp: 2000, inclusive: true },
  JP: { rate_bp: 1000, inclusive: true },
  AU: { rate_bp: 1000, inclusive: true },
  US: { rate_bp: 0, inclusive: false },
  CA: { rate_bp: 500, inclusive: false },
};

/** Billing country → currency. The EU pays in euros (non-euro members too: one EU price list). */
export function currencyOfCountry(country: string): string {
  if (country in EU_VAT_BP) return 'EUR';
  const table: Record<string, string> = { GB: 'GBP', JP: 'JPY', AU: 'AUD', CA: 'CAD' };
  return table[country] ?? 'USD';
}

export const PLAN_MONTHS: Readonly<Record<PaidPlanCode, number>> = {
  premium_monthly: 1,
  premium_yearly: 12,
};

export class BillingConfigError extends Error {
  override name = 'BillingConfigError';
}

type Env = Record<string, string | undefined>;

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function parseJson(env: Env, name: string): unknown {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BillingConfigError(`${name} must be JSON.`);
  }
}

function parsePrices(env: Env): Record<string, CurrencyPrices> {
  const value = parseJson(env, 'PRICE_TABLE_JSON');
  if (value === undefined) return { ...DEFAULT_PRICES };
  if (typeof value !== 'object' || value === null) {
    throw new BillingConfigError('PRICE_TABLE_JSON must be an object keyed by currency.');
  }
  const prices: Record<string, CurrencyPrices> = { ...DEFAULT_PRICES };
  for (const [currency, entry] of Object.entries(value)) {
    const e = entry as Partial<CurrencyPrices> | null;
    if (
      !(currency in MINOR_DIGITS) ||
      !e ||
      !isWholeNumber(e.premium_monthly) ||
      !isWholeNumber(e.premium_yearly) ||
      !isWholeNumber(e.health_report)
    ) {
      throw new BillingConfigError(
        `PRICE_TABLE_JSON.${currency}: a supported currency (${Object.keys(MINOR_DIGITS).join(', ')}) with whole minor-unit premium_monthly, premium_yearly and health_report.`,
      );
    }
    prices[currency] = {
      premium_monthly: e.premium_monthly,
      premium_yearly: e.premium_yearly,
      health_report: e.health_report,
    };
  }
  return prices;
}

function parseTaxes(env: Env): Record<string, TaxRule> {
  const value = parseJson(env, 'TAX_TABLE_JSON');
  if (value === undefined) return { ...DEFAULT_TAXES };
  if (typeof value !== 'object' || value === null) {
    throw new BillingConfigError('TAX_TABLE_JSON must be an object keyed by country.');
  }
  const taxes: Record<string, TaxRule> = { ...DEFAULT_TAXES };
  for (const [country, entry] of Object.entries(value)) {
    const e = entry as Partial<TaxRule> | null;
    if (
      !/^[A-Z]{2}$/.test(country) ||
      !e ||
      !isWholeNumber(e.rate_bp) ||
      e.rate_bp > 10_000 ||
      typeof e.inclusive !== 'boolean'
    ) {
      throw new BillingConfigError(
        `TAX_TABLE_JSON.${country}: {"rate_bp": 0–10000, "inclusive": true|false} under a country code.`,
      );
    }
    taxes[country] = { rate_bp: e.rate_bp, inclusive: e.inclusive };
  }
  return taxes;
}

function parseWhole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new BillingConfigError(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

export function readBillingConfig(env: Env): BillingConfig {
  const provider = (env.PAYMENT_PROVIDER?.trim().toLowerCase() || 'sandbox') as string;
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new BillingConfigError(`PAYMENT_PROVIDER must be sandbox or stripe, got "${provider}".`);
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (provider === 'stripe' && (!secretKey || !webhookSecret)) {
    throw new BillingConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  return {
    provider,
    stripe:
      secretKey && webhookSecret
        ? { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL?.trim() || null }
        : null,
    prices: parsePrices(env),
    taxes: parseTaxes(env),
    graceDays: parseWhole(env, 'SUBSCRIPTION_GRACE_DAYS', 7, 0, 60),
    refundWindowDays: parseWhole(env, 'REFUND_WINDOW_DAYS', 14, 0, 365),
    commissionBp: parseWhole(env, 'AFFILIATE_COMMISSION_BP', 2000, 0, 10_000),
    affiliateCodeDiscountPercent: parseWhole(env, 'AFFILIATE_CODE_DISCOUNT_PERCENT', 10, 0, 100),
  };
}

export const BILLING_CONFIG_VARIABLES = [
  {
    name: 'PAYMENT_PROVIDER',
    default: 'sandbox',
    description:
      'sandbox: the embedded test provider (cards 4242 4242 4242 4242 succeeds, 4000 0000 0000 ' +
      '0002 is declined, 4000 0025 0000 3155 asks for confirmation); stripe: Stripe Checkout.',
  },
  {
    name: 'STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description:
      'Stripe API key and the signing secret of the webhook endpoint /api/payments/stripe/webhook.',
  },
  {
    name: 'STRIPE_API_URL',
    default: '(unset: api.stripe.com)',
    description: 'Base URL the stripe library calls (tests point it at a local endpoint).',
  },
  {
    name: 'PRICE_TABLE_JSON',
    default: '(built-in table)',
    description:
      'Prices per currency in minor units, e.g. {"EUR":{"premium_monthly":499,"premium_yearly":4990,"health_report":1499}}; ' +
      'listed currencies replace the built-in ones (server/src/billing/README.md).',
  },
  {
    name: 'TAX_TABLE_JSON',
    default: '(built-in table)',
    description:
      'Tax per billing country, e.g. {"DE":{"rate_bp":1900,"inclusive":true}}; listed countries replace the built-in rates.',
  },
  {
    name: 'SUBSCRIPTION_GRACE_DAYS',
    default: '7',
    description: 'Days a pet keeps premium (past_due) after a failed renewal before it goes free.',
  },
  {
    name: 'REFUND_WINDOW_DAYS',
    default: '14',
    description: 'Days an order can be refunded; affiliate commissions stay pending until then.',
  },
  {
    name: 'AFFILIATE_COMMISSION_BP',
    default: '2000',
    description:
      'Affiliate commission in basis points of a referred order, net of tax (2000 = 20 %).',
  },
  {
    name: 'AFFILIATE_CODE_DISCOUNT_PERCENT',
    default: '10',
    description: 'Discount a buyer gets when entering an affiliate code as promo code.',
  },
] as const;
