// The one way the product writes an amount of money for a reader, on the site, in the app and in
// the API's mails and documents. Intl writes yen in Japanese as 「￥780」, but Japanese price tags,
// receipts and the style guide (src/i18n/locales/jp/README.md) write 「780円」: in a Japanese text
// the yen sign gives way to 円 after the number. Other currencies keep Intl's form in every
// language ("$4.99", "US$4.99"), and yen in English stay "¥780".

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

/** Digits after the point of the currency's minor unit: 2 for USD and EUR, 0 for JPY. */
export function currencyDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in major units (780 yen, 4.99 dollars) as the reader's language writes it. `bcp47` is
 * a language tag for Intl (`ja`, never our locale code `jp`: see contract/intlLocale.ts).
 */
export function formatMajor(amount: number, currency: string, bcp47: string): string {
  const format = currencyFormat(bcp47, currency);
  if (currency !== 'JPY' || !/^ja(-|$)/i.test(bcp47)) return format.format(amount);
  const number = format
    .formatToParts(amount)
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('')
    .trim();
  return `${number}円`;
}

/** An amount in minor units (cents; yen have none): 499 USD → "$4.99", 780 JPY → 「780円」 (ja). */
export function formatMinorUnits(amountMinor: number, currency: string, bcp47: string): string {
  return formatMajor(amountMinor / 10 ** currencyDigits(currency), currency, bcp47);
}
