import { localeFromPath } from '@contract/localeFromPath';
import { localePath, type Locale } from '@contract/locales';
import type { RoleName } from '@contract/roles';

// Paths of the app that other parts send people to. Unprefixed: localize with localePath.

export const LOGIN_PATH = '/auth/login/';
/** Where a signed-in person lands (after sign-in, or when opening a guest-only page). */
export const SIGNED_IN_HOME = '/settings/personal-info/';
export const PERSONAL_INFO_PATH = '/settings/personal-info/';
/** The vet area: the pets shared with the vet's clinic. */
export const VET_HOME = '/vet/patients/';

/** Where a signed-in user lands acting in `role`: the vet area for a vet, else the usual home. */
export function roleHome(role: RoleName | null | undefined): string {
  return role === 'vet' ? VET_HOME : SIGNED_IN_HOME;
}
export const PHONE_VERIFICATION_PATH = '/settings/personal-info/#phone-verification';
export const AFFILIATE_JOIN_PATH = '/affiliate-program/join/';
/** The join page's rules step (its element id), where an affiliate accepts the current rules. */
export const AFFILIATE_RULES_ANCHOR = 'accept-rules';
export const AFFILIATE_DASHBOARD_PATH = '/affiliate-program/dashboard/';
export const CHECK_INBOX_PATH = '/auth/check-your-inbox/';

export function errorPagePath(locale: Locale, code: number): string {
  return localePath(locale, `/error/${code}/`);
}

/** The query parameter the auth guard uses to bring people back after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * A `redirect` query value we may follow: a path on this site only (no scheme, no protocol-
 * relative '//' or '/\' trick), so a crafted sign-in link cannot send anyone elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return null;
  return value;
}

/** The sign-in page that brings the visitor back to `fullPath` afterwards. */
export function loginPathFor(locale: Locale, fullPath: string): string {
  const back = localeFromPath(fullPath.split(/[?#]/)[0] ?? '/').path === '/' ? null : fullPath;
  const base = localePath(locale, LOGIN_PATH);
  return back ? `${base}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : base;
}

/** A redirect a server gave: absolute URLs need a full page load, paths a client navigation. */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}
