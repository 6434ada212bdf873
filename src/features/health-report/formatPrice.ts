// An amount in a currency's minor unit (JPY has none: ¥2,200 is 2200) in the page's language.

const formats = new Map<string, Intl.NumberFormat>();

function formatter(bcp47: string, currency: string): Intl.NumberFormat {
  const key = `${bcp47}:${currency}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(bcp47, { style: 'currency', currency });
    formats.set(key, found);
  }
  return found;
}

/** "$14.99", "¥2,200", "14,99 €" — exact: the minor units are divided once, by a power of ten. */
export function formatPrice(amountMinor: number, currency: string, bcp47: string): string {
  const format = formatter(bcp47, currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
