// What the prebuilt app pages (prebuiltAppPages.ts) draw: each route's screen, imported directly
// so the page's HTML holds it and its first render in the browser needs no chunk; and the root
// store and environment the server renders them with.
import type { ComponentType } from 'react';
import type { Locale } from '@contract/locales';
import { LoginScreen } from '../features/auth/LoginScreen';
import { RegisterScreen } from '../features/auth/RegisterScreen';
import { API_BASE_URL } from '../http/apiConfig';
import type { CookieJar } from '../http/cookies';
import { RootStore } from '../stores/RootStore';
import type { AppEnvironment } from './core/AppEnvironment';
import type { RouteScreenProps } from './core/routeTypes';
import type { PrebuiltRoute } from './prebuiltAppPages';
import { APP_SIDEBAR } from './shell/sidebarItems';

export const PREBUILT_SCREENS: Record<PrebuiltRoute, ComponentType<RouteScreenProps>> = {
  '/auth/login': LoginScreen,
  '/auth/register': RegisterScreen,
};

/** The server knows no visitor: no cookie, so every store starts as a guest's. */
const NO_COOKIES: CookieJar = { get: () => null, set: () => undefined, remove: () => undefined };

/** A guest's root store, for drawing a prebuilt screen at build time. */
export function serverRootStore(locale: Locale): RootStore {
  return new RootStore({
    sidebar: APP_SIDEBAR,
    cookies: NO_COOKIES,
    apiBaseUrl: API_BASE_URL,
    locale,
  });
}

const nothing = () => undefined;

/** Rendering calls none of these; a prebuilt page's browser render gets the real ones. */
export const SERVER_ENVIRONMENT: Omit<AppEnvironment, 'locale'> = {
  navigate: () => Promise.resolve(),
  assign: nothing,
  currentUrl: () => '/',
  analytics: { track: nothing },
};
