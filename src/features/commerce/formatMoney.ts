import { formatMinorUnits } from '@contract/money';

/**
 * An amount in minor units, in the UI language's way of writing that currency: "$4.99" in
 * English, 「780円」 in Japanese (yen have no minor unit; contract/money.ts). `bcp47` is the page's
 * tag (`ja` for our `jp`, see src/i18n/intlLocale.ts).
 */
export function formatMoney(minor: number, currency: string, bcp47: string): string {
  return formatMinorUnits(minor, currency, bcp47);
}

/** Basis points as a percentage the reader knows: 1000 → "10%", 725 → "7.25%". */
export function formatRate(rateBp: number, bcp47: string): string {
  return new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}
