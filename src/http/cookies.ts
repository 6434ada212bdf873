// The cookies of spec.md sections 3 and 9, and a small reader/writer over document.cookie.
import { REFERRAL_COOKIE, REFERRAL_WINDOW_DAYS } from '@contract/affiliate';

const DAY = 24 * 60 * 60;

export interface CookieSpec {
  name: string;
  /** Lifetime in seconds. */
  maxAge: number;
  /** Sent over HTTPS only (see CookieJar for plain-http development). */
  secure: boolean;
}

export const AUTH_COOKIE_MAX_AGE = 7 * DAY; // 604800 s, spec.md section 9

export const COOKIES = {
  authToken: { name: 'auth-token', maxAge: AUTH_COOKIE_MAX_AGE, secure: true },
  authMethod: { name: 'auth-method', maxAge: AUTH_COOKIE_MAX_AGE, secure: true },
  /** The last UI language used; the name nuxt-i18n gives it, so both apps share it. */
  locale: { name: 'i18n_redirected', maxAge: 365 * DAY, secure: false },
  /** { name, medical_entity_id }: the active role. Lives as long as a session can. */
  selectedUserRole: { name: 'selected-user-role', maxAge: AUTH_COOKIE_MAX_AGE, secure: false },
  /** The current pet (spec.md: a secure cookie). Lives as long as a session can. */
  currentPetContext: { name: 'current-pet-context', maxAge: AUTH_COOKIE_MAX_AGE, secure: true },
  /**
   * The code of the last referral link followed (affiliate programme: first-party, 30 days, last
   * click wins); sent with the registration, then forgotten.
   */
  referral: { name: REFERRAL_COOKIE, maxAge: REFERRAL_WINDOW_DAYS * DAY, secure: false },
} as const satisfies Record<string, CookieSpec>;

export interface CookieJar {
  get(name: string): string | null;
  set(spec: CookieSpec, value: string): void;
  remove(spec: CookieSpec): void;
}

/** The Set-Cookie style string document.cookie takes. */
export function serializeCookie(
  spec: CookieSpec,
  value: string,
  { secureContext, maxAge = spec.maxAge }: { secureContext: boolean; maxAge?: number },
): string {
  const parts = [
    `${encodeURIComponent(spec.name)}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
  ];
  if (spec.secure && secureContext) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(/;\s*/)) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (safeDecode(pair.slice(0, eq)) === name) return safeDecode(pair.slice(eq + 1));
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Cookies of the page. Secure cookies are marked Secure whenever the page is a secure context:
 * HTTPS, and also http://localhost and 127.0.0.1, which Chromium and Firefox treat as secure.
 * On plain http elsewhere (a LAN demo) the browser would drop a Secure cookie, so it is written
 * without the flag there; nothing is sent unencrypted that was not already.
 */
export function createDocumentCookieJar(
  doc: Document = document,
  secureContext: boolean = Boolean(globalThis.isSecureContext),
): CookieJar {
  return {
    get: (name) => readCookie(doc.cookie, name),
    set: (spec, value) => {
      doc.cookie = serializeCookie(spec, value, { secureContext });
    },
    remove: (spec) => {
      doc.cookie = serializeCookie(spec, '', { secureContext, maxAge: 0 });
    },
  };
}

/** JSON in a cookie; a value that does not parse or validate reads as null. */
export function readJsonCookie<T>(
  jar: CookieJar,
  spec: CookieSpec,
  isValid: (value: unknown) => value is T,
): T | null {
  const raw = jar.get(spec.name);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
