// English words left in a Japanese text (the API's messages, the app's UI strings): every run of
// Latin letters that is not a name, a brand or a technical term a Japanese reader knows as such
// (PetCare, PayPal, IBAN, URL…), and not an example or a code the reader types (`例：/news/a-b/`,
// `#0f6e5a`, `MM/YY`). Shared by the server's catalogue test and the app's style test.

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
  // Doses and amounts of medicines (medication stock).
  'ml',
  'mg',
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
  'HTML',
  'EU',
  'Esc',
  'Enter',
  'Shift',
  'RER',
  'oz',
  'TikTok',
  'YouTube',
  'Twitter',
  'Facebook',
  'Vimeo',
  'Web',
  'https',
]);

/** A code, path, address or example typed as is: Latin text with . / # _ : - ( ) or @ in it. */
const TYPED_AS_IS = /[\x21-\x7e]*[./#_:()@-][\x21-\x7e]*/g;

export function untranslatedEnglish(text: string): string[] {
  const withoutValues = text
    .replace(/\{\{\w+\}\}|\{\w+\}/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(TYPED_AS_IS, (run) => {
      // A sentence's own full stop or comma does not make a word a code.
      const core = run.replace(/[.,]+$/, '');
      return /[A-Za-z0-9].*[./#_:()@-]|[./#_:()@-].*[A-Za-z0-9]/.test(core) ? '' : run;
    });
  return [...withoutValues.matchAll(/[A-Za-z]+/g)]
    .map((match) => match[0])
    .filter((word) => !LATIN_ALLOWED.has(word));
}
