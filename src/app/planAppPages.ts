import { localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import { APP_AREAS } from './appAreas';
import { PREBUILT_APP_PAGES, type PrebuiltRoute } from './prebuiltAppPages';

export interface AppPagePlan {
  path: string;
  matchPath: string;
  locale: Locale;
}

/** One client-only page per app area and system locale: /auth/ owns /auth/*, /jp/auth/ /jp/auth/*. */
export function planAppPages(): AppPagePlan[] {
  return SYSTEM_LOCALES.flatMap((locale) =>
    APP_AREAS.map((area) => ({
      path: localePath(locale, area),
      matchPath: `${localePath(locale, area)}*`,
      locale,
    })),
  );
}

export interface PrebuiltAppPagePlan {
  /** An exact path (/auth/login/, /jp/auth/login/): Gatsby prefers it to its area's matchPath. */
  path: string;
  locale: Locale;
  route: PrebuiltRoute;
  trackingName: string;
  providerSignIn: boolean;
}

/** One page per prebuilt app screen and system locale, beside its area's client-only page. */
export function planPrebuiltAppPages(): PrebuiltAppPagePlan[] {
  return SYSTEM_LOCALES.flatMap((locale) =>
    PREBUILT_APP_PAGES.map(({ route, trackingName, providerSignIn }) => ({
      path: localePath(locale, `${route}/`),
      locale,
      route,
      trackingName,
      providerSignIn,
    })),
  );
}
