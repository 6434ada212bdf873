import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localePath, type Locale } from '@contract/locales';
import type { Analytics } from './analytics';
import type { RouteRedirect } from '@contract/schemas/redirects';

/** Looks up the stored redirect of a site path (with its query), if it has one. */
export type RedirectLookup = (pathAndQuery: string) => Promise<RouteRedirect | null>;
/** Starts loading a page's code and data ahead of a navigation (Gatsby's prefetch). */
export type PrefetchPage = (path: string) => unknown;

/** What the app needs from its surroundings: Gatsby's navigation in the browser, a memory
 * history in tests. */
export interface AppEnvironment {
  locale: Locale;
  /** `state` is kept in the history entry (the unknown path /error/404 names). */
  navigate: (to: string, options?: { replace?: boolean; state?: object }) => unknown;
  /** A full page load (absolute redirects, provider sign-in pages). */
  assign: (url: string) => void;
  /** Where the visitor is now (path, query and hash): a step that waited checks it still applies. */
  currentUrl: () => string;
  analytics: Analytics;
  /** One analytics page view of an app page, named by its route (none in tests unless given). */
  trackPageView?: (location: { pathname: string; search: string }, pageName: string) => void;
  lookupRedirect?: RedirectLookup;
  /** Loads a page's code and data ahead of a click (Gatsby's prefetchPathname); none in tests. */
  prefetch?: PrefetchPage;
}

const EnvironmentContext = createContext<AppEnvironment | null>(null);

export function AppEnvironmentProvider({
  value,
  children,
}: {
  value: AppEnvironment;
  children: ReactNode;
}) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useAppEnvironment(): AppEnvironment {
  const env = useContext(EnvironmentContext);
  if (!env) throw new Error('useAppEnvironment must be used inside AppEnvironmentProvider');
  return env;
}

/** Navigation inside the app in the current locale: go('/auth/login/') opens /jp/auth/login/ in jp. */
export function useAppNavigation() {
  const env = useAppEnvironment();
  return useMemo(
    () => ({
      locale: env.locale,
      /** The site path of an unprefixed app path in the current locale. */
      pathTo: (path: string) => localePath(env.locale, path),
      go: (path: string, options?: { replace?: boolean }) =>
        env.navigate(localePath(env.locale, path), options),
      /** A site path that already carries its locale (a redirect target). */
      goToSitePath: (path: string, options?: { replace?: boolean }) => env.navigate(path, options),
      assign: env.assign,
      currentUrl: env.currentUrl,
    }),
    [env],
  );
}
