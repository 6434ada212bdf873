import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { I18NEXT_OPTIONS } from './i18nextOptions';
import { intlLocale, withIntlLocale } from './intlLocale';
import { LOCALE_CODES } from '@contract/locales';
import { filesUnder } from './japaneseStyle/collectJapaneseTexts';

// The plugin's own wrapPageElement, as Gatsby runs it for every page (it ships CommonJS only).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement') as {
  wrapPageElement: (
    args: { element: ReactElement; props: object },
    options: object,
  ) => ReactElement | undefined;
};

const STRINGS = {
  en: {
    places_one: '{{count}} place',
    places_other: '{{count}} places',
    on: 'On {{date, datetime}}',
  },
  // Japanese has a single plural category: only `_other` (style guide).
  jp: { places_other: '{{count}}件', on: '{{date, datetime}}に公開' },
};

/** A page rendered the way Gatsby does: the plugin's wrapper, then the site's. */
function renderPage(page: ReactElement, language: 'en' | 'jp', adapt: boolean) {
  const props = {
    data: {
      locales: {
        edges: Object.entries(STRINGS).map(([lang, data]) => ({
          node: { ns: 'common', language: lang, data: JSON.stringify(data) },
        })),
      },
    },
    pageContext: {
      i18n: {
        language,
        languages: [...LOCALE_CODES],
        routed: language !== 'en',
        originalPath: '/care/',
        defaultLanguage: 'en',
        path: language === 'en' ? '/care/' : `/${language}/care/`,
      },
    },
    location: { pathname: '/care/', search: '' },
  };
  const wrapped = plugin.wrapPageElement(
    { element: page, props },
    { i18nextOptions: I18NEXT_OPTIONS, redirect: false },
  );
  return render(<>{adapt ? withIntlLocale(wrapped) : wrapped}</>);
}

function Places({ count }: { count: number }) {
  // The test's own keys, not the site's typed ones.
  const t = useTranslation().t as unknown as (key: string, values: object) => string;
  return (
    <p>
      {t('places', { count })} · {t('on', { date: new Date(Date.UTC(2026, 0, 20, 12)) })}
    </p>
  );
}

describe('intlLocale', () => {
  it('gives Intl the BCP 47 tag of our locale codes: ja for jp', () => {
    expect(intlLocale('jp')).toBe('ja');
    expect(intlLocale('es-us')).toBe('es-US');
    expect(intlLocale('en')).toBe('en');
    expect(intlLocale('de-CH')).toBe('de-CH');
    expect(new Intl.PluralRules(intlLocale('jp')).resolvedOptions().pluralCategories).toEqual([
      'other',
    ]);
  });

  it('makes i18next on a Japanese page choose plural forms and formats by ja', () => {
    renderPage(<Places count={1} />, 'jp', true);
    expect(screen.getByText(/^1件 · 2026\/1\/20に公開$/)).toBeInTheDocument();
  });

  it('is what makes the difference: with jp, i18next falls back to English for one item', () => {
    renderPage(<Places count={1} />, 'jp', false);
    expect(screen.getByText(/^1 place · /)).toBeInTheDocument();
  });

  it('leaves English pages as they were', () => {
    renderPage(<Places count={1} />, 'en', true);
    expect(screen.getByText(/^1 place · On 1\/20\/2026$/)).toBeInTheDocument();
  });

  it('is never bypassed: no source hands a locale code to Intl', () => {
    const root = path.resolve(__dirname, '../..');
    const offending = ['src', 'server/src']
      .flatMap((dir) => filesUnder(path.join(root, dir), (f) => /\.tsx?$/.test(f)))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /new Intl\.\w+\(\s*\[?\s*(locale|language|lng|i18n\.language|'jp')\s*[,\])]|\.toLocale\w*String\(\s*(locale|language|lng|'jp')\b/.test(
          readFileSync(file, 'utf8'),
        ),
      );
    expect(offending).toEqual([]);
  });
});
