// Integer money maths in minor units. Every division rounds half up (away from zero for the
// non-negative amounts used here), once, at the end: no floating point touches an amount.
import { intlLocale } from '@contract/intlLocale';
import { formatMajor } from '@contract/money';
import type { Language } from '@contract/preferences';

/** round(numerator / denominator), half up, for numerator ≥ 0 and denominator > 0. */
export function divideHalfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

export interface TaxedTotal {
  /** What the keeper pays. */
  total: number;
  tax: number;
}

/**
 * Tax on an order's taxable amount (after discounts). Exclusive: added on top. Inclusive: the
 * amount already holds it, tax = amount − round(amount / (1 + rate)).
 */
export function applyTax(taxable: number, rateBp: number, inclusive: boolean): TaxedTotal {
  if (inclusive) {
    const net = divideHalfUp(taxable * 10_000, 10_000 + rateBp);
    return { total: taxable, tax: taxable - net };
  }
  const tax = divideHalfUp(taxable * rateBp, 10_000);
  return { total: taxable + tax, tax };
}

/** Credit for the unused part of a paid period, never more than what was paid. */
export function prorationCredit(
  paid: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = periodEnd.getTime() - now.getTime();
  if (length <= 0 || left <= 0) return 0;
  return Math.min(paid, divideHalfUp(paid * Math.min(left, length), length));
}

/** The same calendar day `months` later (31 January + 1 month → 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Amount in major units for display in mails, in the keeper's language (JPY has no minor unit). */
export function formatMoney(
  amountMinor: number,
  currency: string,
  digits: number,
  language: Language,
): string {
  // One formatter for every screen and mail: yen in Japanese are 「780円」 (contract/money.ts).
  return formatMajor(amountMinor / 10 ** digits, currency, intlLocale(language));
}

/** A day as mails and notifications write it ("November 27, 2026", 「2026年11月27日」), in UTC. */
export function formatLongDate(date: Date, language: Language): string {
  return date.toLocaleDateString(intlLocale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
