import type { i18n as I18next } from 'i18next';
import { isValidElement, type ReactNode } from 'react';
import { intlLocale } from '@contract/intlLocale';

export { intlLocale };

interface LanguageAwareServices {
  pluralResolver?: { getRule: (code: string, options?: object) => unknown };
  interpolator?: {
    format: (value: unknown, format: unknown, lng: string, options: object) => unknown;
  };
}

const adapted = new WeakSet<object>();

/**
 * i18next hands its language code as is to Intl.PluralRules (the `_one` / `_other` choice) and to
 * the Intl formatters of `{{value, number}}`-style interpolation. This makes one instance give
 * them `intlLocale(code)` instead: `ja` for our `jp`. Idempotent.
 */
export function adaptToIntlLocale(instance: I18next): I18next {
  // i18next's types leave these internals out; their shape is that of i18next 22.
  const services = instance.services as unknown as LanguageAwareServices | undefined;
  const { pluralResolver, interpolator } = services ?? {};
  if (pluralResolver && !adapted.has(pluralResolver)) {
    const getRule = pluralResolver.getRule.bind(pluralResolver);
    pluralResolver.getRule = (code, options) => getRule(intlLocale(code), options);
    adapted.add(pluralResolver);
  }
  if (interpolator && !adapted.has(interpolator)) {
    const format = interpolator.format.bind(interpolator);
    interpolator.format = (value, spec, lng, options) =>
      format(value, spec, intlLocale(lng), options);
    adapted.add(interpolator);
  }
  return instance;
}

function isI18next(value: unknown): value is I18next {
  return typeof value === 'object' && value !== null && 'services' in value && 't' in value;
}

/**
 * For gatsby-browser and gatsby-ssr: gatsby-plugin-react-i18next creates each page's i18next
 * instance inside its own wrapPageElement and offers no hook, but hands it to the
 * `<I18nextProvider i18n={…}>` element that reaches the site's wrapPageElement (the site's runs
 * after every plugin's). Adapts that instance before anything renders with it.
 */
export function withIntlLocale(element: ReactNode): ReactNode {
  if (isValidElement<{ i18n?: unknown }>(element) && isI18next(element.props.i18n)) {
    adaptToIntlLocale(element.props.i18n);
  }
  return element;
}
