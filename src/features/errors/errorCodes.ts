import { localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';

/** Error pages prebuilt as static HTML; any other /error/{code} is read on the client. */
export const PREBUILT_ERROR_CODES = [401, 403, 404, 500, 503] as const;

export function errorPath(locale: Locale, code: number): string {
  return localePath(locale, `/error/${code}/`);
}

/** '/error/418/' or '/jp/error/418' → 418; anything else → null (a generic error screen). */
export function errorCodeFromPath(pathname: string): number | null {
  const match = /\/error\/(\d{3})\/?$/.exec(pathname);
  if (!match) return null;
  const code = Number(match[1]);
  return code >= 400 && code <= 599 ? code : null;
}

/** Error pages exist in the system locales only; other locales see the English ones. */
export function errorLocale(locale: Locale): Locale {
  return SYSTEM_LOCALES.includes(locale) ? locale : 'en';
}
