import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  localeInfo,
  SYSTEM_LOCALES,
  type Locale,
} from '@contract/locales';

/** The same page in another locale (for the language switch and hreflang links). */
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

export interface HreflangLink {
  /** BCP 47 tag, or x-default for the page shown when no language matches. */
  hreflang: string;
  path: string;
}

/**
 * The hreflang links of a page: one per locale it exists in (itself included), in the site's
 * locale order, plus x-default → the English version when there is one. A page alone in its
 * language gets none: hreflang only makes sense between versions.
 */
export function hreflangLinks(alternates: readonly LocaleAlternate[]): HreflangLink[] {
  const unique = LOCALE_CODES.flatMap((code) => {
    const alternate = alternates.find((a) => a.locale === code);
    return alternate ? [alternate] : [];
  });
  if (unique.length < 2) return [];
  const links = unique.map((a) => ({ hreflang: localeInfo(a.locale).bcp47, path: a.path }));
  const english = unique.find((a) => a.locale === DEFAULT_LOCALE);
  return english ? [...links, { hreflang: 'x-default', path: english.path }] : links;
}
