// The cost of a visit as typed into the form, and the currencies offered.
import { currencyFractionDigits, isCurrencyCode, minorAmount } from '@contract/pets/visitCost';

/** The ones most keepers pay in, first in the list; every other ISO 4217 code follows. */
const COMMON = ['JPY', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'CHF', 'KRW', 'CNY'];

export interface CurrencyOption {
  value: string;
  label: string;
}

/** "JPY — Japanese Yen" in the page's language, common currencies first. */
export function currencyOptions(bcp47: string): CurrencyOption[] {
  const names = new Intl.DisplayNames(bcp47, { type: 'currency' });
  const all = Intl.supportedValuesOf('currency');
  const rest = all.filter((code) => !COMMON.includes(code));
  return [...COMMON.filter((code) => all.includes(code)), ...rest].map((code) => ({
    value: code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

/**
 * A typed amount in major units ("12.50", "1,250", "１２５０", "12,5") → minor units, or null
 * when it is not an amount of this currency (a fraction the currency does not have: JPY has
 * none). Commas followed by three digits group thousands; a comma before one or two final
 * digits is a decimal comma.
 */
export function parseCost(text: string, currency: string): number | null {
  if (!isCurrencyCode(currency)) return null;
  let value = text.normalize('NFKC').replace(/[\s¥$€£]/g, '');
  if (value === '') return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  return minorAmount(Number(value), currency);
}

/** The amount of a stored cost as the form shows it ("12.5" → "12.50"; yen whole). */
export function costInputValue(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
