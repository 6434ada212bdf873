// The locales of spec.md section 2, shared by the site and the API (contract/README.md).
// Only the system locales have a translated app UI; the others exist for news content.

export const LOCALE_CODES = [
  'en',
  'es-us',
  'pt-br',
  'es-mx',
  'en-gb',
  'en-ca',
  'fr-ca',
  'jp',
  'en-au',
  'fr',
  'pt',
  'es',
  'es-ar',
  'en-sg',
] as const;

export type Locale = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const SYSTEM_LOCALES: readonly Locale[] = ['en', 'jp'];

export interface LocaleInfo {
  code: Locale;
  /** URL prefix without slashes; empty for English. */
  prefix: string;
  /** BCP 47 tag for the html lang attribute and hreflang (jp is our code, ja is the language). */
  bcp47: string;
  /** Name of the locale in its own language, for the language switch. */
  nativeName: string;
  system: boolean;
}

const NATIVE_NAMES: Record<Locale, [bcp47: string, nativeName: string]> = {
  en: ['en', 'English'],
  'es-us': ['es-US', 'Español (EE. UU.)'],
  'pt-br': ['pt-BR', 'Português (Brasil)'],
  'es-mx': ['es-MX', 'Español (México)'],
  'en-gb': ['en-GB', 'English (UK)'],
  'en-ca': ['en-CA', 'English (Canada)'],
  'fr-ca': ['fr-CA', 'Français (Canada)'],
  jp: ['ja', '日本語'],
  'en-au': ['en-AU', 'English (Australia)'],
  fr: ['fr', 'Français'],
  pt: ['pt', 'Português'],
  es: ['es', 'Español'],
  'es-ar': ['es-AR', 'Español (Argentina)'],
  'en-sg': ['en-SG', 'English (Singapore)'],
};

export const LOCALES: readonly LocaleInfo[] = LOCALE_CODES.map((code) => ({
  code,
  prefix: code === DEFAULT_LOCALE ? '' : code,
  bcp47: NATIVE_NAMES[code][0],
  nativeName: NATIVE_NAMES[code][1],
  system: SYSTEM_LOCALES.includes(code),
}));

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = LOCALES.find((l) => l.code === code);
  if (!info) throw new Error(`Unknown locale: ${code}`);
  return info;
}

/** Prefixes a site path with the locale: localePath('fr', '/news/') === '/fr/news/'. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? clean : `/${locale}${clean === '/' ? '/' : clean}`;
}
