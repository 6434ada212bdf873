// The sitemaps, through gatsby-plugin-sitemap: one instance per locale writes that locale's
// prebuilt public pages, with lastmod and hreflang alternates, into the locale's folder (English
// at the root). Which pages a sitemap lists is decided by their plans (PagePlan.sitemap), which
// gatsby-node puts into each page's context; publishLocaleSitemaps (localeSitemaps.ts) then gives
// the files their addresses (/sitemap.xml, /jp/sitemap.xml …) and writes the index.
import type { PluginRef } from 'gatsby';
import { hreflangLinks, type LocaleAlternate } from '../../i18n/alternates';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '@contract/locales';
import type { SitemapEntry } from '../content';
import { sitemapPath } from './localeSitemaps';

/**
 * The protocol's maximum per file. A locale stays one file up to this size; beyond it the plugin
 * writes more files, and the index lists them all.
 */
export const SITEMAP_ENTRY_LIMIT = 50_000;

/** What the sitemap query returns for each page (SitePage node). */
export interface SitemapPageNode {
  path: string;
  matchPath: string | null;
  pageContext: {
    sitemap?: SitemapEntry;
    alternates?: readonly LocaleAlternate[];
  } | null;
}

interface SitemapQueryData {
  allSitePage: { nodes: readonly SitemapPageNode[] };
}

/** A page as the sitemap instance sees it after resolvePages. */
export interface SitemapPage {
  path: string;
  /** Client-only pages answer a pattern of paths (Gatsby matchPath). */
  clientOnly: boolean;
  /** Its plan asks for a sitemap entry (error pages, empty lists and duplicates do not). */
  listed: boolean;
  lastmod?: string;
  alternates: readonly LocaleAlternate[];
}

/** Why a page stays out of the sitemap: the `excludes` of every instance, read by filterPages. */
export const SITEMAP_EXCLUSIONS = ['client-only', 'unlisted'] as const;
type SitemapExclusion = (typeof SITEMAP_EXCLUSIONS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The paths of one locale, as a GraphQL regex filter: `/jp/…` for Japanese, and for English
 * every path that does not start with another locale's prefix.
 */
export function localePathPattern(locale: Locale): string {
  const prefixes = LOCALES.map((l) => l.prefix).filter(Boolean);
  if (locale === DEFAULT_LOCALE) return `/^\\/(?!(${prefixes.map(escapeRegExp).join('|')})\\/)/`;
  return `/^${escapeRegExp(localePath(locale, '/'))}/`;
}

/** The query of one instance: only its locale's pages, so each page is read once per build. */
export function sitemapQuery(locale: Locale): string {
  return `{
    site { siteMetadata { siteUrl } }
    allSitePage(filter: { path: { regex: ${JSON.stringify(localePathPattern(locale))} } }) {
      nodes { path matchPath pageContext }
    }
  }`;
}

/**
 * resolvePages of a locale's instance. The sitemap library cannot write an empty file (it fails
 * the build with EmptySitemap), so a locale with nothing to list — all its news unpublished, say —
 * gives the plugin one stand-in entry: the address of its own sitemap, which publishLocaleSitemaps
 * replaces by a valid empty sitemap.
 */
export function resolveSitemapPages(data: SitemapQueryData, locale: Locale): SitemapPage[] {
  const pages = data.allSitePage.nodes.map((node): SitemapPage => {
    const entry = node.pageContext?.sitemap;
    return {
      path: node.path,
      clientOnly: Boolean(node.matchPath),
      listed: Boolean(entry),
      lastmod: entry ? entry.lastmod : undefined,
      alternates: node.pageContext?.alternates ?? [],
    };
  });
  if (pages.some((page) => page.listed && !page.clientOnly)) return pages;
  return [...pages, { path: sitemapPath(locale), clientOnly: false, listed: true, alternates: [] }];
}

/** filterPages: true leaves the page out. */
export function isExcludedFromSitemap(page: SitemapPage, exclusion: SitemapExclusion): boolean {
  return exclusion === 'client-only' ? page.clientOnly : !page.listed;
}

export interface SitemapItem {
  url: string;
  lastmod?: string;
  /** hreflang alternates; the sitemap library makes the URLs absolute. */
  links: { lang: string; url: string }[];
}

export function serializeSitemapPage(page: SitemapPage): SitemapItem {
  return {
    url: page.path,
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    links: hreflangLinks(page.alternates).map((link) => ({ lang: link.hreflang, url: link.path })),
  };
}

/** The plugin entries for gatsby-config: one per locale. */
export function localeSitemapPlugins(): PluginRef[] {
  return LOCALES.map(({ code }) => ({
    resolve: 'gatsby-plugin-sitemap',
    options: {
      output: localePath(code, '/'),
      entryLimit: SITEMAP_ENTRY_LIMIT,
      // One <link rel="sitemap"> in the head, to the index of all locales (at the root, where
      // the English instance writes and publishLocaleSitemaps replaces its index).
      createLinkInHead: code === DEFAULT_LOCALE,
      query: sitemapQuery(code),
      resolvePages: (data: SitemapQueryData) => resolveSitemapPages(data, code),
      excludes: [...SITEMAP_EXCLUSIONS],
      filterPages: isExcludedFromSitemap,
      serialize: serializeSitemapPage,
    },
  }));
}
