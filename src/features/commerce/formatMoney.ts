import { majorAmount } from '@contract/pets/visitCost';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units, in the UI language's way of writing that currency: "$4.99" in
 * English, "￥780" in Japanese (yen have no minor unit). `bcp47` is the page's tag (`ja` for our
 * `jp`, see src/i18n/intlLocale.ts).
 */
export function formatMoney(minor: number, currency: string, bcp47: string): string {
  const key = `${bcp47}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(majorAmount(minor, currency));
}

/** Basis points as a percentage the reader knows: 1000 → "10%", 725 → "7.25%". */
export function formatRate(rateBp: number, bcp47: string): string {
  return new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}
