// Amounts of the affiliate programme: integers in the minor unit of their currency (cents;
// JPY has none), shown in the UI language by the product's one money formatter.
import { currencyDigits, formatMinorUnits } from '@contract/money';

/** Digits after the point of the currency's minor unit: 2 for USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  return currencyDigits(currency);
}

/** 499 USD → "$4.99" (en), 780 JPY → 「780円」 (ja). */
export function formatMinor(amountMinor: number, currency: string, bcp47: string): string {
  return formatMinorUnits(amountMinor, currency, bcp47);
}

/** The number a person types for the major unit ("50", "50.5", "５０"): minor units, or null. */
export function parseMajor(text: string, currency: string): number | null {
  const normal = text
    .normalize('NFKC')
    .replace(/[\s,]/g, '')
    .replace(/^[^\d.]+/, '');
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  const [whole = '0', fraction = ''] = normal.split('.');
  const digits = minorDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the major number a form shows: 5000 USD → "50.00", 5000 JPY → "5000". */
export function majorInput(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}
