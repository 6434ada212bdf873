// Route names for analytics page views (spec.md section 9: "Page views use route name or a
// route's own tracking name"). A name identifies the route, not the page: /news/a/ and /news/b/
// are both 'news-slug', in every locale. The names follow the file-route convention of the
// original app (segments joined by '-', parameters by their name). `routeNameFor` names the
// public site's pages; the app's pages are named by their routes (`appRoutePageName`), which
// each feature declares with its module (app/features.ts), so no app path is listed here.
import { localeFromPath } from '@contract/localeFromPath';

/** Public routes with parameters, most specific first; static ones are named by their segments. */
const PARAM_ROUTES: readonly [pattern: RegExp, name: string][] = [
  [/^\/news\/post\/[^/]+$/, 'news-post-slug'],
  [/^\/news\/faq\/[^/]+$/, 'news-faq-slug'],
  [/^\/news\/page\/\d+$/, 'news'],
  [/^\/news\/[^/]+$/, 'news-slug'],
  [/^\/care\/[^/]+\/[^/]+$/, 'care-citySlug-slug'],
  [/^\/care\/[^/]+$/, 'care-citySlug'],
  [/^\/error\/[^/]+$/, 'error-code'],
];

export function routeNameFor(pathname: string): string {
  const path = localeFromPath(pathname).path.replace(/\/+$/, '') || '/';
  if (path === '/') return 'index';
  for (const [pattern, name] of PARAM_ROUTES) if (pattern.test(path)) return name;
  return path.slice(1).split('/').filter(Boolean).join('-');
}

/**
 * An app route's page name for analytics: its own tracking name, else its name (spec.md section
 * 9). Never built from the path, so record ids (/vet/patients/12/) stay out of page names.
 */
export function appRoutePageName(route: { name: string; trackingName?: string }): string {
  return route.trackingName?.trim() || route.name;
}
