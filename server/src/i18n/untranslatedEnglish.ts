// English words left in a Japanese text: every run of Latin letters that is not a name, a brand
// or a technical term a Japanese reader sees as such (PetCare, PayPal, IBAN, URL…).

/** Latin words a Japanese text may keep: brands, codes and technical terms. */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  'PetCare',
  'PayPal',
  'Instagram',
  'X',
  'VAT',
  'kcal',
  'g',
  'Stripe',
  'Google',
  'Apple',
  'LINE',
  'IBAN',
  'BIC',
  'SWIFT',
  'URL',
  'JSON',
  'API',
  'ID',
  'UUID',
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
  'HEIC',
  'SMS',
  'AI',
  'Webhook',
  'Idempotency',
  'Key',
  'private',
  'presence',
  'JPY',
  'EUR',
  'USD',
  'T',
  'kg',
  'lb',
  'cm',
  'MB',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'FAQ',
  'OGP',
  'CSV',
  'ZIP',
]);

export function untranslatedEnglish(text: string): string[] {
  const withoutValues = text.replace(/\{\{\w+\}\}/g, '');
  return [...withoutValues.matchAll(/[A-Za-z]+/g)]
    .map((match) => match[0])
    .filter((word) => !LATIN_ALLOWED.has(word));
}
