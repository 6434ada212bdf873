// The headers every call to the API carries (spec.md section 7), in a module of its own: the
// HTTP client, the realtime authorizer and the route lookup of the public pages all send them,
// and the public pages must not load the whole client for it.
import { isRole } from '@contract/roles';
import { COOKIES, readCookie } from './cookies';

/** What every request says about the person using the app, read at the moment it is sent. */
export interface SessionHeaders {
  locale: string;
  token: string | null;
  /** The selected role's medical entity (a clinic); null when the role has none. */
  medicalEntityId: number | null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' };

/**
 * X-Requested-With, App-Language, the bearer token when signed in, X-Medical-Entity-ID when the
 * selected role has a medical entity, and no-cache headers on GET calls.
 */
export function apiHeaders(
  { locale, token, medicalEntityId }: SessionHeaders,
  method: HttpMethod,
  accept = 'application/json',
): Record<string, string> {
  return {
    Accept: accept,
    'X-Requested-With': 'XMLHttpRequest',
    'App-Language': locale,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(medicalEntityId !== null ? { 'X-Medical-Entity-ID': String(medicalEntityId) } : {}),
    ...(method === 'GET' ? NO_CACHE_HEADERS : {}),
  };
}

/**
 * The session as the page's cookies hold it (auth-token and selected-user-role, which the app's
 * stores write), for callers that run before or without the app's stores: the public pages'
 * client-navigation redirects.
 */
export function cookieSession(cookieHeader: string, locale: string): SessionHeaders {
  let medicalEntityId: number | null = null;
  const role = readCookie(cookieHeader, COOKIES.selectedUserRole.name);
  if (role !== null) {
    try {
      const parsed: unknown = JSON.parse(role);
      if (isRole(parsed)) medicalEntityId = parsed.medical_entity_id ?? null;
    } catch {
      // A cookie that is not JSON names no clinic.
    }
  }
  return {
    locale,
    token: readCookie(cookieHeader, COOKIES.authToken.name) || null,
    medicalEntityId,
  };
}
