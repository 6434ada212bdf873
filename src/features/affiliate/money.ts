// Amounts of the affiliate programme: integers in the minor unit of their currency (cents;
// JPY has none), shown with Intl in the UI language.

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(bcp47: string, currency: string): Intl.NumberFormat {
  const key = `${bcp47}|${currency}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(bcp47, { style: 'currency', currency });
    formats.set(key, found);
  }
  return found;
}

/** Digits after the point of the currency's minor unit: 2 for USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 499 USD → "$4.99" (en), 780 JPY → "￥780" (ja). */
export function formatMinor(amountMinor: number, currency: string, bcp47: string): string {
  return currencyFormat(bcp47, currency).format(amountMinor / 10 ** minorDigits(currency));
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
