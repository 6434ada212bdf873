import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE } from '@contract/locales';

/**
 * What gatsby-plugin-react-i18next passes to i18next on every page (gatsby-config.ts); tests that
 * go through the plugin use the same.
 */
export const I18NEXT_OPTIONS = {
  // Without it codes such as es-us silently fall back to English (STACK.md).
  lowerCaseLng: true,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  returnNull: false,
  interpolation: { escapeValue: false },
} satisfies InitOptions;
