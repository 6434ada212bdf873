import { localeFromPath } from './localeFromPath';
import { localeInfo, localePath } from './locales';

describe('localeFromPath', () => {
  it('reads English from unprefixed paths', () => {
    expect(localeFromPath('/')).toEqual({ locale: 'en', path: '/' });
    expect(localeFromPath('/news/some-post/')).toEqual({ locale: 'en', path: '/news/some-post/' });
  });

  it('reads the locale prefix and returns the rest of the path', () => {
    expect(localeFromPath('/jp/')).toEqual({ locale: 'jp', path: '/' });
    expect(localeFromPath('/jp')).toEqual({ locale: 'jp', path: '/' });
    expect(localeFromPath('/es-us/news/page/2/')).toEqual({
      locale: 'es-us',
      path: '/news/page/2/',
    });
    expect(localeFromPath('/FR/news/')).toEqual({ locale: 'fr', path: '/news/' });
  });

  it('does not mistake a path that only starts like a locale for a prefix', () => {
    expect(localeFromPath('/french-bulldogs/')).toEqual({
      locale: 'en',
      path: '/french-bulldogs/',
    });
    expect(localeFromPath('/ja/news/')).toEqual({ locale: 'en', path: '/ja/news/' });
  });

  it('round-trips with localePath', () => {
    for (const locale of ['en', 'jp', 'pt-br'] as const) {
      const path = localePath(locale, '/error/404/');
      expect(localeFromPath(path)).toEqual({ locale, path: '/error/404/' });
    }
  });

  it('maps jp to the ja language tag', () => {
    expect(localeInfo('jp').bcp47).toBe('ja');
  });
});
