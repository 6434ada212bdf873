import { LOCALE_CODES, SYSTEM_LOCALES, type Locale } from './locales';

/** The same page in another locale (for the language switch and, later, hreflang links). */
export interface LocaleAlternate {
  locale: Locale;
  path: string;
}

/** The alternates the language switch offers: the system locales, in the site's locale order. */
export function systemAlternates(alternates: readonly LocaleAlternate[]): LocaleAlternate[] {
  return alternates
    .filter((a) => SYSTEM_LOCALES.includes(a.locale))
    .sort((a, b) => LOCALE_CODES.indexOf(a.locale) - LOCALE_CODES.indexOf(b.locale));
}
