// An amount in a currency's minor unit (JPY has none: 2,200円 is 2200) in the page's language.
import { formatMinorUnits } from '@contract/money';

/** "$14.99", 「2,200円」, "14,99 €" — exact: the minor units are divided once, by a power of ten. */
export function formatPrice(amountMinor: number, currency: string, bcp47: string): string {
  return formatMinorUnits(amountMinor, currency, bcp47);
}
