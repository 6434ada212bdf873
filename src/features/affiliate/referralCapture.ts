// A visitor arriving through a referral link (PUBLIC_URL/?ref={code}, on any page): the click is
// recorded with the API and, once the API knows the code, the code is kept in the first-party
// cookie for the referral window (last click wins). The registration sends it (AuthStore).
// gatsby-browser loads this module only on pages whose address carries ?ref=, so other pages
// carry none of it.
import { REFERRAL_QUERY_PARAM, referralCodeFrom } from '@contract/affiliate';
import { localeFromPath } from '@contract/localeFromPath';
import { ApiError } from '../../http/ApiError';
import { API_BASE_URL } from '../../http/apiConfig';
import { createGuestHttpClient } from '../../http/httpClient';
import { COOKIES, createDocumentCookieJar, type CookieJar } from '../../http/cookies';

/** sessionStorage: the last click recorded in this tab, so a reload is not a second click. */
export const LAST_CLICK_KEY = 'petcare-referral-click';
const LANDING_PATH_MAX = 500;

export interface ReferralCaptureDeps {
  apiBaseUrl: string;
  cookies: CookieJar;
  /** The tab's sessionStorage; null where storage is blocked (every load then counts). */
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  fetch?: typeof fetch;
}

export type CaptureOutcome = 'none' | 'recorded' | 'repeated' | 'refused' | 'failed';

/**
 * Records the click of the referral link in `location`, if it has one. The page is never held up
 * or told about a failure: a bad or unknown code is simply not kept.
 */
export async function captureReferral(
  location: { pathname: string; search: string },
  deps: ReferralCaptureDeps,
): Promise<CaptureOutcome> {
  const code = referralCodeFrom(new URLSearchParams(location.search).get(REFERRAL_QUERY_PARAM));
  if (!code) return 'none';
  const landingPath = location.pathname.slice(0, LANDING_PATH_MAX) || '/';
  const key = `${code} ${landingPath}`;
  if (readSession(deps.session) === key) return 'repeated';
  const http = createGuestHttpClient(localeFromPath(location.pathname).locale, {
    baseUrl: deps.apiBaseUrl,
    fetch: deps.fetch,
  });
  try {
    await http.post<void>(
      'affiliate/clicks',
      { code, landing_path: landingPath },
      { notify: false },
    );
  } catch (error) {
    return error instanceof ApiError && error.status === 422 ? 'refused' : 'failed';
  }
  deps.cookies.set(COOKIES.referral, code);
  writeSession(deps.session, key);
  return 'recorded';
}

function readSession(session: ReferralCaptureDeps['session']): string | null {
  try {
    return session?.getItem(LAST_CLICK_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeSession(session: ReferralCaptureDeps['session'], value: string): void {
  try {
    session?.setItem(LAST_CLICK_KEY, value);
  } catch {
    // Private browsing may refuse storage: a reload then counts again, which is harmless.
  }
}

/** In the browser: the page's API, cookies and session storage. */
export function captureReferralInBrowser(location: {
  pathname: string;
  search: string;
}): Promise<CaptureOutcome> {
  let session: Storage | null = null;
  try {
    session = window.sessionStorage;
  } catch {
    session = null;
  }
  return captureReferral(location, {
    apiBaseUrl: API_BASE_URL,
    cookies: createDocumentCookieJar(),
    session,
  });
}
