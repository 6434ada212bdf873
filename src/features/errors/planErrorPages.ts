import { localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import type { ErrorPageContext } from '../content';
import { errorPath, PREBUILT_ERROR_CODES } from './errorCodes';

export interface ErrorPagePlan {
  template: 'error';
  path: string;
  matchPath?: string;
  locale: Locale;
  context: ErrorPageContext;
}

/** /error/{401,403,404,500,503}/ as static pages plus a client-side /error/* page, per system locale. */
export function planErrorPages(): ErrorPagePlan[] {
  const plans: ErrorPagePlan[] = [];
  for (const locale of SYSTEM_LOCALES) {
    for (const code of PREBUILT_ERROR_CODES) {
      const alternates = SYSTEM_LOCALES.map((l) => ({ locale: l, path: errorPath(l, code) }));
      plans.push({
        template: 'error',
        path: errorPath(locale, code),
        locale,
        context: { locale, alternates, code },
      });
    }
    plans.push({
      template: 'error',
      path: localePath(locale, '/error/'),
      matchPath: localePath(locale, '/error/*'),
      locale,
      context: { locale, alternates: [], code: null },
    });
  }
  return plans;
}
