import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '@contract/locales';
import enApp from '../i18n/locales/en/app.json';
import en from '../i18n/locales/en/common.json';
import jpApp from '../i18n/locales/jp/app.json';
import jp from '../i18n/locales/jp/common.json';
import { adaptToIntlLocale } from '../i18n/intlLocale';
import { ColorModeProvider } from '../ui/colorMode/ColorModeProvider';
import { ColorModeStore } from '../ui/colorMode/ColorModeStore';
import { system } from '../ui/system';

interface ProviderOptions {
  locale?: Locale;
  colorModeStore?: ColorModeStore;
}

/**
 * A component inside what a page gives it: Chakra, colour mode and i18next with our real UI
 * strings in the given locale (English fallback, as gatsby-plugin-react-i18next sets it up).
 */
export function withProviders(
  ui: ReactElement,
  { locale = 'en', colorModeStore }: ProviderOptions = {},
): ReactElement {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { en: { common: en, app: enApp }, jp: { common: jp, app: jpApp } },
    lng: locale,
    fallbackLng: 'en',
    defaultNS: 'common',
    lowerCaseLng: true,
    initImmediate: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  // As on the site (gatsby-browser): plural rules and formats in `ja` for `jp`.
  adaptToIntlLocale(i18n);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider store={colorModeStore ?? new ColorModeStore()}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

/** Renders a component the way a page does (withProviders). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult {
  return render(withProviders(ui, options));
}
