import { localeFromPath } from '@contract/localeFromPath';
import { DEFAULT_LOCALE, localePath, type Locale } from '@contract/locales';

export type NotificationTarget = { kind: 'app'; to: string } | { kind: 'external'; href: string };

/**
 * Where a notification's action_url leads. A path (or a URL on this site) opens in the app, in
 * the current locale unless it names one; another site's http(s) URL opens as a plain link;
 * anything else (javascript:, malformed) leads nowhere.
 */
export function notificationTarget(
  actionUrl: string | null | undefined,
  locale: Locale,
  siteOrigin: string,
): NotificationTarget | null {
  if (!actionUrl) return null;
  let url: URL;
  try {
    url = new URL(actionUrl, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== siteOrigin) return { kind: 'external', href: url.href };
  const path = `${url.pathname}${url.search}${url.hash}`;
  const named = localeFromPath(url.pathname).locale !== DEFAULT_LOCALE;
  return { kind: 'app', to: named ? path : localePath(locale, path) };
}
