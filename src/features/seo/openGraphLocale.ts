import { localeInfo, type Locale } from '@contract/locales';

/** The country assumed for a language without one, as Open Graph wants language_TERRITORY. */
const DEFAULT_TERRITORY: Record<string, string> = {
  en: 'US',
  ja: 'JP',
  fr: 'FR',
  es: 'ES',
  pt: 'PT',
};

/** 'en_GB' for en-gb, 'ja_JP' for jp, 'en_US' for en. */
export function openGraphLocale(locale: Locale): string {
  const [language = 'en', territory] = localeInfo(locale).bcp47.split('-');
  return `${language}_${territory ?? DEFAULT_TERRITORY[language] ?? language.toUpperCase()}`;
}
