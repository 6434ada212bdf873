import { navigate, prefetchPathname } from 'gatsby';
import type { Locale } from '@contract/locales';
import { browserTagManager } from '../features/analytics/tagManager';
import { API_BASE_URL } from '../http/apiConfig';
import { buildRealtimeEnv, realtimeConfigFrom } from '../features/realtime/realtimeConfig';
import { createDocumentCookieJar } from '../http/cookies';
import { RootStore } from '../stores/RootStore';
import { installIconLoader } from '../ui/icons/iconLoader';
import { createDataLayerAnalytics } from './core/analytics';
import type { AppEnvironment } from './core/AppEnvironment';
import { browserRedirectDeps } from './routing/installClientRedirects';
import { APP_SIDEBAR } from './shell/sidebarItems';

// One root store per browser tab, shared by every app page: moving between the Gatsby pages of
// the app (/auth/…, /settings/…) keeps the signed-in user, the pets and the toasts on screen.
let store: RootStore | null = null;
let environment: Omit<AppEnvironment, 'locale'> | null = null;

export function browserRootStore(locale: Locale): RootStore {
  if (!store) {
    // The app's icons come from the same API (never a third party), with their own timeout.
    installIconLoader({ apiBaseUrl: API_BASE_URL });
    store = new RootStore({
      sidebar: APP_SIDEBAR,
      cookies: createDocumentCookieJar(),
      apiBaseUrl: API_BASE_URL,
      locale,
      realtime: realtimeConfigFrom(buildRealtimeEnv(), window.location.href, API_BASE_URL),
    });
  }
  return store;
}

export function browserEnvironment(): Omit<AppEnvironment, 'locale'> {
  environment ??= {
    navigate: (to, options) => navigate(to, options),
    assign: (url) => window.location.assign(url),
    currentUrl: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    analytics: createDataLayerAnalytics(),
    // App pages report their own page views once the route is known (RouteGate).
    trackPageView: (location, pageName) =>
      void browserTagManager().trackPageView(location, pageName),
    // Navigation step 9: GET /api/route-lookup through the routing module (answers cached for
    // a minute and shared with the client-navigation wrapper, so a navigation asks once).
    lookupRedirect: browserRedirectDeps(window).lookup,
    prefetch: (path) => prefetchPathname(path),
  };
  return environment;
}
