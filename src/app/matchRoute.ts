import type { AppRoute } from './core/routeTypes';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** Splits a path into its segments, ignoring leading, trailing and doubled slashes. */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The route for a path inside a locale (no prefix), with its parameters: the same matching as
 * reach-router for the plain ':param' patterns our table uses. For the page title in Gatsby's
 * Head, which renders outside the router.
 */
export function matchRoute(routes: readonly AppRoute[], path: string): RouteMatch | null {
  const actual = segments(path.split(/[?#]/)[0] ?? '');
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const value = actual[i] ?? '';
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(value);
        } catch {
          return false;
        }
        return true;
      }
      return part === value;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The names of a route pattern's parameters: '/auth/:provider/callback' → ['provider']. */
export function routeParamNames(path: string): string[] {
  return segments(path)
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}
