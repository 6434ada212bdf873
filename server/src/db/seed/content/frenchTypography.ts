// French spacing before high punctuation and inside guillemets. France uses a non-breaking space
// before : and a narrow one before ; ? !; Quebec (OQLF usage) keeps the space before : only.

export type FrenchLocale = 'fr' | 'fr-ca';

export function typeset(text: string, locale: FrenchLocale): string {
  return text
    .replace(/ ([;?!])/g, locale === 'fr' ? '\u202f$1' : '$1')
    .replace(/ :/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ °C/g, '\u00a0°C');
}
