// Redirects on client navigation. Every Gatsby navigation (Link clicks, navigate()) goes through
// window.___navigate; gatsby-browser's onClientEntry wraps it here, so a redirected path is
// never loaded or shown: the fixed rules apply at once, and the stored redirect the API may
// supply (navigation step 9) is awaited, briefly, while the page's resources load in parallel.
import { redirectForUrl, splitUrl } from '@contract/redirectRules';
import { isAbsoluteTarget, type RouteRedirect } from './routeLookup';
import type { GatsbyNavigate, NavigateOptions } from '../core/gatsbyNavigate';

export type { GatsbyNavigate, NavigateOptions };

export type RedirectTarget = { kind: 'client'; to: string } | { kind: 'full'; to: string };

export interface RedirectDeps {
  lookup: (pathAndQuery: string) => Promise<RouteRedirect | null>;
  /** A full page load: an absolute target (spec.md: "absolute means full page load"). */
  fullLoad: (url: string, replace: boolean) => void;
  /** Starts loading a page's resources while the lookup runs. */
  preload?: (pathAndQuery: string) => void;
}

function keepHash(target: string, hash: string): string {
  return hash && !target.includes('#') ? `${target}${hash}` : target;
}

/** Where a navigation to a site URL must end, or null when it stays where it is. */
export async function resolveRedirect(
  url: string,
  lookup: RedirectDeps['lookup'],
): Promise<RedirectTarget | null> {
  const fixed = redirectForUrl(url);
  if (fixed) return { kind: 'client', to: fixed.to };
  const { pathname, search, hash } = splitUrl(url);
  const stored = await lookup(`${pathname}${search}`);
  if (!stored) return null;
  if (isAbsoluteTarget(stored.to)) return { kind: 'full', to: stored.to };
  // The stored target may itself fall under a fixed rule (e.g. an editor wrote /ja/...).
  const target = redirectForUrl(stored.to)?.to ?? stored.to;
  return { kind: 'client', to: keepHash(target, hash) };
}

function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/**
 * Wraps Gatsby's navigate so every client navigation honours the redirects.
 *
 * The last navigation asked for wins: one still waiting for its lookup when a newer one starts
 * is dropped. Otherwise a slow answer (up to ROUTE_LOOKUP_TIMEOUT_MS on a busy machine) would
 * carry the visitor off the page they have since reached — and reset what they typed there.
 */
export function wrapNavigate(original: GatsbyNavigate, deps: RedirectDeps): GatsbyNavigate {
  let latest = 0;
  return (to, options) => {
    const ticket = ++latest;
    if (typeof to !== 'string' || !isSitePath(to)) return original(to, options);
    const fixed = redirectForUrl(to);
    if (fixed) return original(fixed.to, options);
    const { pathname, search } = splitUrl(to);
    deps.preload?.(`${pathname}${search}`);
    void resolveRedirect(to, deps.lookup).then((target) => {
      if (ticket !== latest) return;
      if (!target) return original(to, options);
      if (target.kind === 'full') return deps.fullLoad(target.to, options?.replace === true);
      return original(target.to, options);
    });
  };
}

const recentlyApplied = new Map<string, number>();

/**
 * For a page that has loaded (first load, or the 404 page): replaces it with the redirect
 * target, if any. Two callers asking for the same page at once (the first-load check and the
 * 404 page) lead to one redirect.
 */
export async function redirectLoadedPage(
  url: string,
  deps: RedirectDeps,
  navigate: GatsbyNavigate,
  now: () => number = Date.now,
): Promise<boolean> {
  const target = await resolveRedirect(url, deps.lookup);
  if (!target) return false;
  const last = recentlyApplied.get(url);
  if (last !== undefined && now() - last < 2000) return true;
  recentlyApplied.set(url, now());
  if (target.kind === 'full') deps.fullLoad(target.to, true);
  else navigate(target.to, { replace: true });
  return true;
}
