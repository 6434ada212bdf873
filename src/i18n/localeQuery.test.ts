import en from './locales/en/common.json';
import jp from './locales/jp/common.json';
import { headTranslator, type LocaleQueryData } from './localeQuery';

const data: LocaleQueryData = {
  locales: {
    edges: [
      { node: { ns: 'common', language: 'en', data: JSON.stringify(en) } },
      { node: { ns: 'common', language: 'jp', data: JSON.stringify(jp) } },
    ],
  },
};

describe('headTranslator', () => {
  it('translates into the page language with interpolation', () => {
    expect(headTranslator(data, 'jp')('news.pageTitle', { page: 2 })).toBe('ニュース（2ページ目）');
    expect(headTranslator(data, 'en')('error.pageTitle', { code: 503 })).toBe('Error 503');
  });

  it('falls back to English for locales without UI strings', () => {
    expect(headTranslator(data, 'fr')('news.title')).toBe('News');
  });

  it('shows the key rather than crashing when data is missing', () => {
    expect(headTranslator(undefined, 'en')('news.title')).toBe('news.title');
  });
});
