import { localeFromPath } from '@contract/localeFromPath';
import { localePath, SYSTEM_LOCALES } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';

/** The same app page in each system locale (the app exists in en and jp), keeping the query. */
export function appAlternates(pathname: string, search = ''): LocaleAlternate[] {
  const { path } = localeFromPath(pathname);
  return SYSTEM_LOCALES.map((locale) => ({ locale, path: `${localePath(locale, path)}${search}` }));
}
