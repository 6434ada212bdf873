// Who pays what: the keeper's currency and tax rule (billing country, else the language), the
// price list, and the priced cart (lines, promo, tax, total). Everything is priced here on the
// server from the configured tables; nothing a client sends is taken as a price.
import type { Language } from '@contract/preferences';
import type { Cart, CartLine, CartPromo, PaidPlanCode, PriceList } from '@contract/schemas/billing';
import { applyTax, divideHalfUp } from './money';
import { currencyOfCountry, type BillingConfig, type CurrencyPrices } from './billingConfig';

export interface Region {
  currency: string;
  country: string | null;
  rateBp: number;
  inclusive: boolean;
}

/** The billing country decides; without billing data, Japanese means Japan and else no country. */
export function regionOf(
  config: BillingConfig,
  country: string | null,
  language: Language,
): Region {
  const effective = country ?? (language === 'jp' ? 'JP' : null);
  const currency = effective !== null ? currencyOfCountry(effective) : 'USD';
  const rule = effective !== null ? config.taxes[effective] : undefined;
  return {
    currency: currency in config.prices ? currency : 'USD',
    country: effective,
    rateBp: rule?.rate_bp ?? 0,
    inclusive: rule?.inclusive ?? false,
  };
}

export function pricesOf(config: BillingConfig, region: Region): CurrencyPrices {
  const prices = config.prices[region.currency] ?? config.prices.USD;
  if (!prices) throw new Error(`no prices for ${region.currency}`);
  return prices;
}

export function priceList(config: BillingConfig, region: Region): PriceList {
  const prices = pricesOf(config, region);
  return {
    currency: region.currency,
    tax: { rate_bp: region.rateBp, inclusive: region.inclusive, country: region.country },
    plans: [
      { code: 'premium_monthly', interval: 'month', amount_minor: prices.premium_monthly },
      { code: 'premium_yearly', interval: 'year', amount_minor: prices.premium_yearly },
    ],
    items: [{ code: 'health_report', amount_minor: prices.health_report }],
  };
}

export function planPrice(prices: CurrencyPrices, plan: PaidPlanCode): number {
  return plan === 'premium_yearly' ? prices.premium_yearly : prices.premium_monthly;
}

/** A promo as it applies: a percentage, or an amount off in the cart's currency. */
export interface AppliedPromo extends CartPromo {
  /** The affiliate whose code this is (their commission, not a discount budget). */
  affiliateUserId: number | null;
}

/** Totals of priced lines: discount first, then tax on what is left. */
export function totalCart(lines: CartLine[], promo: AppliedPromo | null, region: Region): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.amount_minor, 0);
  let discount = 0;
  if (promo?.percent_off != null) discount = divideHalfUp(subtotal * promo.percent_off, 100);
  if (promo?.amount_off_minor != null) discount = promo.amount_off_minor;
  discount = Math.min(discount, subtotal);
  const { total, tax } = applyTax(subtotal - discount, region.rateBp, region.inclusive);
  return {
    lines,
    promo:
      promo === null
        ? null
        : {
            code: promo.code,
            percent_off: promo.percent_off,
            amount_off_minor: promo.amount_off_minor,
          },
    subtotal_minor: subtotal,
    discount_minor: discount,
    tax_minor: tax,
    total_minor: total,
    currency: region.currency,
    tax_inclusive: region.inclusive,
    tax_rate_bp: region.rateBp,
  };
}
