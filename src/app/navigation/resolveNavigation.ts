import type { Locale } from '@contract/locales';
import type { RootStore } from '../../stores/RootStore';
import type { Analytics } from '../core/analytics';
import { isAbsoluteUrl } from '../core/appPaths';
import type { NotFoundCause } from '../core/routeValidation';
import { runRouteMiddleware } from '../routeMiddleware';
import type { AppRoute } from '../core/routeTypes';
import { runNavigationPipeline, type RedirectLookup } from './navigationPipeline';

export interface NavigationRequest {
  stores: RootStore;
  analytics: Analytics;
  lookupRedirect?: RedirectLookup;
  route: AppRoute;
  locale: Locale;
  location: { pathname: string; search: string; hash: string };
  params: Record<string, string>;
}

export type NavigationOutcome =
  | { kind: 'render' }
  | { kind: 'redirect'; target: string }
  | { kind: 'not-found'; cause: NotFoundCause };

/**
 * Everything that decides what a navigation shows: the nine steps of spec.md section 4, then
 * the route's validation (a fatal 404), then its middleware (the first redirect wins).
 */
export async function resolveNavigation(request: NavigationRequest): Promise<NavigationOutcome> {
  const { stores, analytics, lookupRedirect, route, locale, location, params } = request;
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const serverRedirect = await runNavigationPipeline({
    stores,
    analytics,
    to: fullPath,
    lookupRedirect,
  });
  if (serverRedirect) return { kind: 'redirect', target: serverRedirect };
  if (route.validate && !route.validate(params)) {
    return { kind: 'not-found', cause: { reason: 'invalid-route', path: location.pathname } };
  }
  const target = runRouteMiddleware(route.middleware, {
    stores,
    route,
    locale,
    fullPath,
    query: new URLSearchParams(location.search),
  });
  // A guard that sends the visitor where they already are would loop: show the page instead.
  if (target === null || target === fullPath) return { kind: 'render' };
  return { kind: 'redirect', target };
}

export interface RedirectPerformer {
  navigate: (to: string, options: { replace: boolean }) => unknown;
  /** A full page load. */
  assign: (url: string) => void;
}

/** spec.md section 2: an absolute redirect is a full page load, a relative one a client redirect. */
export function performRedirect(target: string, performer: RedirectPerformer): void {
  if (isAbsoluteUrl(target)) performer.assign(target);
  else void performer.navigate(target, { replace: true });
}
