// A visit's cost: an integer in the currency's minor unit (cents, pence) with an ISO 4217 code.
// How many minor units a major one has comes from Intl (JPY has none, USD two, BHD three), so the
// API and the screens agree without a table of our own.
import { formatMinorUnits } from '../money';
import type { PetsLanguage } from './species';

const CURRENCY_CODE = /^[A-Z]{3}$/;

let knownCurrencies: ReadonlySet<string> | null = null;

/** ISO 4217 codes the JavaScript runtime knows (Intl.supportedValuesOf, ES2022). */
function currencies(): ReadonlySet<string> {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies;
}

export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_CODE.test(value) && currencies().has(value);
}

/** Digits after the decimal point of the currency (2 for EUR and USD, 0 for JPY). */
export function currencyFractionDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** Minor units → the amount a person reads (1250 USD → 12.5; 1250 JPY → 1250). */
export function majorAmount(minor: number, currency: string): number {
  return minor / 10 ** currencyFractionDigits(currency);
}

/**
 * An amount as typed (in major units, e.g. 12.50) → minor units, or null when it has more
 * decimals than the currency has.
 */
export function minorAmount(major: number, currency: string): number | null {
  if (!Number.isFinite(major) || major < 0) return null;
  const minor = major * 10 ** currencyFractionDigits(currency);
  const whole = Math.round(minor);
  return Math.abs(minor - whole) < 1e-6 ? whole : null;
}

/** "$12.50", 「1,250円」, "€12.50" in the keeper's language (contract/money.ts). */
export function formatVisitCost(minor: number, currency: string, language: PetsLanguage): string {
  return formatMinorUnits(minor, currency, language === 'jp' ? 'ja-JP' : 'en-US');
}
