import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export interface LocalizedPath {
  locale: Locale;
  /** The path without its locale prefix, always starting with '/'. */
  path: string;
}

/**
 * Splits a site path into its locale and the path inside that locale:
 * '/jp/news/' → { locale: 'jp', path: '/news/' }; '/news/' → { locale: 'en', path: '/news/' }.
 * Used where only the URL is known (the 404 page, the language switch).
 */
export function localeFromPath(pathname: string): LocalizedPath {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = clean.split('/')[1]?.toLowerCase() ?? '';
  const match = LOCALES.find((l) => l.prefix !== '' && l.prefix === first);
  if (!match) return { locale: DEFAULT_LOCALE, path: clean };
  const rest = clean.slice(first.length + 1);
  return { locale: match.code, path: rest === '' ? '/' : rest };
}
