import { DEFAULT_LOCALE } from '@contract/locales';
import type common from './locales/en/common.json';

/**
 * The shape of every page's `locales` query: the UI strings of the page language and of English,
 * which gatsby-plugin-react-i18next feeds to i18next (English is the fallback for the locales
 * without UI strings). The templates' page queries read it through a fragment of
 * pageLocalesFragments.ts (`...CommonLocales` or `...AllLocales`); the app shell names the
 * namespaces it loads.
 */
export interface LocaleQueryData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the common namespace, e.g. 'error.title'. */
export type UiKey = Leaves<typeof common>;

export type HeadTranslate<K extends string = UiKey> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator for Gatsby's Head export, which renders outside wrapPageElement and so outside the
 * plugin's I18nextProvider. It reads the same query data; a second i18next instance here would add
 * another copy of i18next to every page's JavaScript, so this is a plain lookup with {{value}}
 * interpolation and the same English fallback. `ns` picks the namespace (the app pages use 'app').
 */
export function headTranslator<K extends string = UiKey>(
  data: LocaleQueryData | undefined,
  language: string,
  ns = 'common',
): HeadTranslate<K> {
  const byLanguage = new Map<string, unknown>();
  for (const { node } of data?.locales.edges ?? []) {
    if (node.ns === ns) byLanguage.set(node.language, JSON.parse(node.data));
  }
  return (key, values = {}) => {
    const text =
      lookup(byLanguage.get(language), key) ?? lookup(byLanguage.get(DEFAULT_LOCALE), key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
