import { useEffect, useState } from 'react';
import { COOKIES, readCookie } from '../../http/cookies';

/**
 * Whether this browser holds a sign-in token (the auth-token cookie the app writes). Only a hint:
 * the token may have expired, which the API answers when the signed-in header asks who it is.
 * Reading a cookie costs the public pages nothing, where loading the app to find out would.
 */
export function hasSessionCookie(doc: Pick<Document, 'cookie'> = document): boolean {
  return Boolean(readCookie(doc.cookie, COOKIES.authToken.name));
}

/**
 * The hint after the page has hydrated: false in the prebuilt HTML and on the first render (so
 * hydration matches), then what the cookie says.
 */
export function useSessionCookieHint(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSessionCookie()), []);
  return signedIn;
}
