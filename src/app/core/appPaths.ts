import { localeFromPath } from '@contract/localeFromPath';
import { localePath, type Locale } from '@contract/locales';
import type { RoleName } from '@contract/roles';
import type { Role } from '@contract/schemas/auth';

// Paths of the app that other parts send people to. Unprefixed: localize with localePath.

export const LOGIN_PATH = '/auth/login/';
/** Where a signed-in person without a role of their own goes (and after phone verification). */
export const SIGNED_IN_HOME = '/settings/personal-info/';
export const PERSONAL_INFO_PATH = '/settings/personal-info/';
/** The vet area: the pets shared with the vet's clinic. */
export const VET_HOME = '/vet/patients/';
/** The admin console. */
export const ADMIN_HOME = '/admin/';
/** A keeper's home: the current pet at a glance. */
export const KEEPER_HOME = '/dashboard/';
/** The AI symptom checker. */
export const SYMPTOM_CHECKER_PATH = '/si/';
/** A guest's way into the symptom checker: describe the pet first, sign up after. */
export const GUEST_ADD_PET_PATH = '/my-pets/add-new-pet/';
/** A keeper without pets starts by adding one. */
export const ADD_FIRST_PET_PATH = '/my-pets/create/';

/**
 * The areas of the staff roles: where each lands and the paths that belong to it. The order is
 * the preference when a user holding several signs in without a page to return to.
 */
export const STAFF_AREAS: readonly { role: RoleName; home: string; prefix: string }[] = [
  { role: 'super-admin', home: ADMIN_HOME, prefix: '/admin/' },
  { role: 'admin', home: ADMIN_HOME, prefix: '/admin/' },
  { role: 'vet', home: VET_HOME, prefix: '/vet/patients/' },
];

/**
 * Where a signed-in user lands acting in `role`: the admin console, the vet's patients, a
 * keeper's dashboard (or the add-pet step while they have no pet), else personal information.
 */
export function roleHome(
  role: RoleName | null | undefined,
  { hasPets = true }: { hasPets?: boolean } = {},
): string {
  const staff = STAFF_AREAS.find((area) => area.role === role);
  if (staff) return staff.home;
  if (role === 'pet-keeper') return hasPets ? KEEPER_HOME : ADD_FIRST_PET_PATH;
  return SIGNED_IN_HOME;
}

/**
 * The role a user acts in right after signing in. Going back to a page: the staff role whose area
 * holds it, else the usual default (pet-keeper, else the first role). With no page to go back
 * to: a staff role the user holds (their work is why they sign in), else the default.
 */
export function signInRole(roles: readonly Role[], returnPath: string | null): Role | null {
  const held = (name: RoleName) => roles.find((r) => r.name === name);
  if (returnPath !== null) {
    const path = localeFromPath(returnPath.split(/[?#]/)[0] ?? '/').path;
    const area = STAFF_AREAS.find((a) => path.startsWith(a.prefix) && held(a.role));
    return area ? (held(area.role) ?? null) : defaultRole(roles);
  }
  for (const area of STAFF_AREAS) {
    const role = held(area.role);
    if (role) return role;
  }
  return defaultRole(roles);
}

/** spec.md section 4, step 7: pet-keeper if the user has it, else the first role. */
function defaultRole(roles: readonly Role[]): Role | null {
  return roles.find((r) => r.name === 'pet-keeper') ?? roles[0] ?? null;
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
  return withReturnPath(localePath(locale, LOGIN_PATH), fullPath);
}

export const REGISTER_PATH = '/auth/register/';

/** The sign-up page that brings the new keeper back to `fullPath` afterwards. */
export function registerPathFor(locale: Locale, fullPath: string): string {
  return withReturnPath(localePath(locale, REGISTER_PATH), fullPath);
}

/**
 * A page of the sign-in screens carrying where to go back to. From a home page there is nothing
 * to come back to: the user lands in their role's home instead (src/features/auth/landing.ts).
 */
function withReturnPath(base: string, fullPath: string): string {
  const back = localeFromPath(fullPath.split(/[?#]/)[0] ?? '/').path === '/' ? null : fullPath;
  return back ? `${base}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : base;
}

/** A redirect a server gave: absolute URLs need a full page load, paths a client navigation. */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}
