import { navigate } from 'gatsby';
import { API_BASE_URL } from '../api/apiConfig';
import { buildRealtimeEnv, realtimeConfigFrom } from '../features/realtime/realtimeConfig';
import { createDocumentCookieJar } from '../stores/cookies';
import { RootStore } from '../stores/RootStore';
import type { Locale } from '../i18n/locales';
import { createDataLayerAnalytics } from './analytics';
import type { AppEnvironment } from './AppEnvironment';

// One root store per browser tab, shared by every app page: moving between the Gatsby pages of
// the app (/auth/…, /settings/…) keeps the signed-in user, the pets and the toasts on screen.
let store: RootStore | null = null;
let environment: Omit<AppEnvironment, 'locale'> | null = null;

export function browserRootStore(locale: Locale): RootStore {
  store ??= new RootStore({
    cookies: createDocumentCookieJar(),
    apiBaseUrl: API_BASE_URL,
    locale,
    realtime: realtimeConfigFrom(buildRealtimeEnv(), window.location.href, API_BASE_URL),
  });
  return store;
}

export function browserEnvironment(): Omit<AppEnvironment, 'locale'> {
  environment ??= {
    navigate: (to, options) => navigate(to, options),
    assign: (url) => window.location.assign(url),
    analytics: createDataLayerAnalytics(),
    // spec.md step 9 needs a server route lookup; the API has none yet, so none is passed.
    lookupRedirect: undefined,
  };
  return environment;
}
