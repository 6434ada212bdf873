// The site's sitemaps: one per locale (/sitemap.xml for English, /jp/sitemap.xml, /fr/sitemap.xml
// …) listing only that locale's prebuilt public pages, with their hreflang alternates, and an
// index at /sitemap-index.xml. gatsby-node writes them after the build from the page plans.
import { LOCALE_CODES, localePath, type Locale } from '@contract/locales';
import { hreflangLinks, type LocaleAlternate } from '../../i18n/alternates';
import { absoluteUrl } from './siteUrl';

export interface SitemapPage {
  path: string;
  locale: Locale;
  /** ISO date-time of the last content change, when known. */
  lastmod?: string;
  alternates: readonly LocaleAlternate[];
}

export interface SitemapFile {
  locale: Locale;
  /** Site path of the file: /sitemap.xml, /jp/sitemap.xml … */
  path: string;
  urlCount: number;
  xml: string;
}

export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

export function sitemapPath(locale: Locale): string {
  return localePath(locale, '/sitemap.xml');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlEntry(page: SitemapPage, siteUrl: string): string {
  const lines = [`<loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc>`];
  if (page.lastmod) lines.push(`<lastmod>${escapeXml(page.lastmod)}</lastmod>`);
  for (const link of hreflangLinks(page.alternates)) {
    lines.push(
      `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(
        absoluteUrl(siteUrl, link.path),
      )}"/>`,
    );
  }
  return `<url>${lines.join('')}</url>`;
}

/** One sitemap per locale, every locale included (a locale without pages gets an empty one). */
export function buildSitemaps(pages: readonly SitemapPage[], siteUrl: string): SitemapFile[] {
  return LOCALE_CODES.map((locale) => {
    const own = pages
      .filter((p) => p.locale === locale)
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const unique = own.filter((p, i) => i === 0 || own[i - 1]!.path !== p.path);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...unique.map((p) => urlEntry(p, siteUrl)),
      '</urlset>',
      '',
    ].join('\n');
    return { locale, path: sitemapPath(locale), urlCount: unique.length, xml };
  });
}

/** The index of the locale sitemaps that list at least one page. */
export function buildSitemapIndex(files: readonly SitemapFile[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files
      .filter((f) => f.urlCount > 0)
      .map((f) => `<sitemap><loc>${escapeXml(absoluteUrl(siteUrl, f.path))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
