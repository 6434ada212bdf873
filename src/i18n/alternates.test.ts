import { hreflangLinks, systemAlternates } from './alternates';

describe('hreflangLinks', () => {
  it('links every version in locale order with BCP 47 tags, plus x-default → English', () => {
    expect(
      hreflangLinks([
        { locale: 'fr', path: '/fr/news/a/' },
        { locale: 'jp', path: '/jp/news/b/' },
        { locale: 'en', path: '/news/c/' },
        { locale: 'en-gb', path: '/en-gb/news/c/' },
      ]),
    ).toEqual([
      { hreflang: 'en', path: '/news/c/' },
      { hreflang: 'en-GB', path: '/en-gb/news/c/' },
      { hreflang: 'ja', path: '/jp/news/b/' },
      { hreflang: 'fr', path: '/fr/news/a/' },
      { hreflang: 'x-default', path: '/news/c/' },
    ]);
  });

  it('has no x-default without an English version and nothing for a page alone', () => {
    expect(
      hreflangLinks([
        { locale: 'fr', path: '/fr/a/' },
        { locale: 'es', path: '/es/a/' },
      ]).map((l) => l.hreflang),
    ).toEqual(['fr', 'es']);
    expect(hreflangLinks([{ locale: 'en', path: '/a/' }])).toEqual([]);
  });
});

describe('systemAlternates', () => {
  it('keeps the system locales only', () => {
    expect(
      systemAlternates([
        { locale: 'fr', path: '/fr/' },
        { locale: 'jp', path: '/jp/' },
        { locale: 'en', path: '/' },
      ]).map((a) => a.locale),
    ).toEqual(['en', 'jp']);
  });
});
