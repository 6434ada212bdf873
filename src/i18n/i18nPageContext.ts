import { localeFromPath } from '@contract/localeFromPath';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@contract/locales';

/**
 * The context gatsby-plugin-react-i18next expects on a page. Pages that carry it are left alone
 * by the plugin (otherwise it would copy every page into every locale, STACK.md).
 */
export interface I18nPageContext {
  language: Locale;
  i18n: {
    language: Locale;
    languages: Locale[];
    defaultLanguage: Locale;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
}

export function i18nPageContext(locale: Locale, pagePath: string): I18nPageContext {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...LOCALE_CODES],
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: false,
      routed: locale !== DEFAULT_LOCALE,
      originalPath: localeFromPath(pagePath).path,
      path: pagePath,
    },
  };
}
