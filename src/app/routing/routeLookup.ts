// Navigation step 9 (spec.md section 4): ask the API whether content at a path moved.
// GET {GATSBY_API_URL}/route-lookup?path=… → { data: { redirect: { to, status } | null } }.
import type { RouteLookup, RouteRedirect } from '@contract/schemas/redirects';
import { localeFromPath } from '@contract/localeFromPath';
import { apiHeaders, cookieSession, type SessionHeaders } from '../../http/apiHeaders';

export type { RouteRedirect };

/** A slow API must not hold navigation up for long: after this the page shows as it is. */
export const ROUTE_LOOKUP_TIMEOUT_MS = 1500;
/** Answers are reused briefly, so going back and forth does not ask again. */
const CACHE_MS = 60_000;

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The session a lookup speaks for, given the locale of the page being opened. */
export type LookupSession = (locale: string) => SessionHeaders;

/**
 * The page's cookies: the lookup runs on public pages too, before (or without) the app's
 * stores, and the stores keep the token and the role in these cookies.
 */
export const documentSession: LookupSession = (locale) =>
  cookieSession(typeof document === 'undefined' ? '' : document.cookie, locale);

export function apiBaseUrl(): string {
  return (process.env.GATSBY_API_URL || '/api').replace(/\/+$/, '');
}

const cache = new Map<string, { at: number; answer: Promise<RouteRedirect | null> }>();

/** For tests: forget cached answers. */
export function clearRouteLookupCache(): void {
  cache.clear();
}

async function fetchRedirect(
  path: string,
  fetchImpl: Fetch,
  session: LookupSession,
): Promise<RouteRedirect | null> {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  const timer = setTimeout(() => controller?.abort(), ROUTE_LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetchImpl(
      `${apiBaseUrl()}/route-lookup?path=${encodeURIComponent(path)}`,
      {
        signal: controller?.signal,
        // Every call carries the spec's headers (section 7), this one too: the language of the
        // page being opened, and who asks.
        headers: apiHeaders(session(localeFromPath(path).locale), 'GET'),
      },
    );
    if (!response.ok) return null;
    const body = (await response.json()) as RouteLookup;
    return body.data?.redirect ?? null;
  } catch {
    // Offline, timed out or an API that does not know the endpoint: stay on the page.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The stored redirect for a site path with its query ('/old/?x=1'), or null. Never rejects:
 * navigation goes on as usual when the API cannot answer.
 */
export function lookupRouteRedirect(
  path: string,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
  now: number = Date.now(),
  session: LookupSession = documentSession,
): Promise<RouteRedirect | null> {
  const hit = cache.get(path);
  if (hit && now - hit.at < CACHE_MS) return hit.answer;
  const answer = fetchRedirect(path, fetchImpl, session);
  cache.set(path, { at: now, answer });
  return answer;
}

export function isAbsoluteTarget(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(to);
}
