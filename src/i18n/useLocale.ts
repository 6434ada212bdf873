import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeInfo,
  SYSTEM_LOCALES,
  type Locale,
} from '@contract/locales';

export interface PageLocale {
  /** The locale of the page (its content and URL). */
  locale: Locale;
  /** BCP 47 tag of the page language, for lang attributes and Intl formatters. */
  bcp47: string;
  /**
   * lang attribute for elements showing UI strings: only the system locales have UI strings, so
   * on the other locales' pages they are English and must say so to screen readers.
   */
  uiLang: string | undefined;
}

/** The current page's locale, as set by gatsby-plugin-react-i18next from the page context. */
export function useLocale(): PageLocale {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return {
    locale,
    bcp47: localeInfo(locale).bcp47,
    uiLang: SYSTEM_LOCALES.includes(locale) ? undefined : localeInfo(DEFAULT_LOCALE).bcp47,
  };
}
