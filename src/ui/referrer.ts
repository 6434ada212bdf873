// Internal links carry an encoded `referrer` query parameter (spec.md section 2, "Links"): the
// current full path, or the referrer the current page already has, so the app knows where a
// visitor came from (analytics, "back" targets). Targets under an excluded prefix keep clean URLs.
import { localeFromPath } from '@contract/localeFromPath';
import { splitUrl } from '@contract/redirectRules';

export const REFERRER_PARAM = 'referrer';

/**
 * Targets that never get a referrer (matched without the locale prefix, on whole segments):
 * - public pages search engines index, so every link to them is the canonical URL: home (exact),
 *   news and FAQ, care pages, ambassadors, vet, contact, legal pages;
 * - /auth, whose pages carry their own return parameter;
 * - /error, which is a dead end, and files such as the sitemap.
 */
export const REFERRER_EXCLUDED_PREFIXES: readonly string[] = [
  '/news',
  '/care',
  '/ambassadors',
  '/vet',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/providers-terms-of-use',
  '/specified-commercial-transactions',
  '/auth',
  '/error',
  // The demo's mail and SMS outbox: a local tool, not part of the product's journeys.
  '/dev',
  '/sitemap.xml',
];

export function isReferrerExcluded(pathname: string): boolean {
  const { path } = localeFromPath(pathname);
  if (path === '/' || path === '') return true;
  return REFERRER_EXCLUDED_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

export interface CurrentLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** The value to pass on: the referrer the current page got, else the current full path. */
export function referrerValue(current: CurrentLocation): string {
  const existing = new URLSearchParams(current.search).get(REFERRER_PARAM);
  if (existing) return existing;
  return `${current.pathname}${current.search}${current.hash ?? ''}`;
}

/**
 * `to` with the referrer appended (encoded), unless `to` is not a site path, is excluded, or
 * already names a referrer.
 */
export function withReferrer(to: string, current: CurrentLocation | null): string {
  if (!current || !to.startsWith('/') || to.startsWith('//')) return to;
  const { pathname, search, hash } = splitUrl(to);
  if (isReferrerExcluded(pathname)) return to;
  const params = new URLSearchParams(search);
  if (params.has(REFERRER_PARAM)) return to;
  const value = referrerValue(current);
  // Linking to the page you are on: nothing to tell.
  if (value === `${pathname}${search}${hash}`) return to;
  const separator = search && search !== '?' ? '&' : '?';
  const query = search === '?' ? '' : search;
  return `${pathname}${query}${separator}${REFERRER_PARAM}=${encodeURIComponent(value)}${hash}`;
}
