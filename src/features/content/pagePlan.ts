import type { Locale } from '@contract/locales';

/** What the sitemap needs to know about a page; false keeps it out (client-only, duplicates). */
export type SitemapEntry = false | { lastmod?: string };

/**
 * One page gatsby-node creates: which template, where, with what context. Plans are pure data,
 * decided by unit-tested functions; gatsby-node only turns them into createPage calls and the
 * sitemaps.
 */
export interface PagePlan<T extends string, C> {
  template: T;
  path: string;
  /** Client-only pages answer every path matching this (Gatsby matchPath). */
  matchPath?: string;
  locale: Locale;
  context: C;
  sitemap: SitemapEntry;
}

/** The newest of some ISO timestamps, for a list page's lastmod. */
export function newest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>(
    (max, d) => (max === undefined || d > max ? d : max),
    undefined,
  );
}
