import { buildSitemapIndex, buildSitemaps, sitemapPath, type SitemapPage } from './sitemap';

const SITE = 'https://petcare.example';

const pages: SitemapPage[] = [
  {
    path: '/news/walks/',
    locale: 'en',
    lastmod: '2026-03-01T09:00:00.000Z',
    alternates: [
      { locale: 'en', path: '/news/walks/' },
      { locale: 'fr', path: '/fr/news/promenades/' },
    ],
  },
  {
    path: '/',
    locale: 'en',
    alternates: [
      { locale: 'en', path: '/' },
      { locale: 'jp', path: '/jp/' },
    ],
  },
  {
    path: '/jp/',
    locale: 'jp',
    alternates: [
      { locale: 'en', path: '/' },
      { locale: 'jp', path: '/jp/' },
    ],
  },
  { path: '/fr/news/promenades/', locale: 'fr', alternates: [] },
  { path: '/care/a&b/', locale: 'en', alternates: [] },
];

describe('buildSitemaps', () => {
  const files = buildSitemaps(pages, SITE);
  const file = (path: string) => files.find((f) => f.path === path)!;

  it('writes one sitemap per locale, English at the root', () => {
    expect(files).toHaveLength(14);
    expect(sitemapPath('en')).toBe('/sitemap.xml');
    expect(sitemapPath('jp')).toBe('/jp/sitemap.xml');
    expect(files.map((f) => f.path)).toContain('/es-ar/sitemap.xml');
  });

  it("lists only the locale's own pages, sorted, with absolute escaped URLs", () => {
    const en = file('/sitemap.xml');
    const locs = [...en.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://petcare.example/',
      'https://petcare.example/care/a&amp;b/',
      'https://petcare.example/news/walks/',
    ]);
    expect(en.urlCount).toBe(3);
    expect(file('/jp/sitemap.xml').xml).toContain('<loc>https://petcare.example/jp/</loc>');
    expect(file('/jp/sitemap.xml').xml).not.toContain('/news/walks/');
    expect(file('/fr/sitemap.xml').urlCount).toBe(1);
  });

  it('adds lastmod and hreflang alternates with x-default → English', () => {
    const en = file('/sitemap.xml').xml;
    expect(en).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(en).toContain(
      '<url><loc>https://petcare.example/news/walks/</loc><lastmod>2026-03-01T09:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://petcare.example/news/walks/"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://petcare.example/fr/news/promenades/"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://petcare.example/news/walks/"/></url>',
    );
    expect(file('/jp/sitemap.xml').xml).toContain(
      'hreflang="ja" href="https://petcare.example/jp/"',
    );
  });

  it('writes a valid empty sitemap for a locale without pages', () => {
    const empty = file('/pt/sitemap.xml');
    expect(empty.urlCount).toBe(0);
    expect(empty.xml).toContain('<urlset');
    expect(empty.xml).not.toContain('<url>');
  });

  it('lists each path once', () => {
    const twice = buildSitemaps([pages[1]!, pages[1]!], SITE);
    expect(twice[0]!.urlCount).toBe(1);
  });
});

describe('buildSitemapIndex', () => {
  it('lists the locale sitemaps that have pages', () => {
    const index = buildSitemapIndex(buildSitemaps(pages, SITE), SITE);
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://petcare.example/sitemap.xml',
      'https://petcare.example/jp/sitemap.xml',
      'https://petcare.example/fr/sitemap.xml',
    ]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});
