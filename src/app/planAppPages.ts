import { localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import { APP_AREAS } from './appAreas';

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
