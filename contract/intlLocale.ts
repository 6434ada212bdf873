import { isLocale, localeInfo } from './locales';

/**
 * The BCP 47 tag to give Intl for one of our locale codes. Our Japanese code is `jp` (the URL
 * prefix of spec.md), which is no language tag: Intl quietly treats it as the runtime's default
 * locale (en-US on the build machine), so Japanese would get English plural rules and formats.
 * Codes that are not ours pass unchanged.
 */
export function intlLocale(code: string): string {
  const lower = code.toLowerCase();
  return isLocale(lower) ? localeInfo(lower).bcp47 : code;
}
