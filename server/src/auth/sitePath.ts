import { ValidationError } from '../errors/HttpError';

/**
 * A sign-in's `redirect` (the site page to open once signed in): only a path of our own site,
 * "/x" — never "//host" or "/\host" (open redirects), nor a control character (browsers drop tabs
 * and line breaks from URLs, so "/\t/host" would become "//host"). The same rule as the site's
 * own (`safeRedirectTarget`), so every return path the site sends is accepted; anything else is
 * a 422 on `redirect`.
 */
export function sitePath(value: string | undefined): string | null {
  if (value === undefined) return null;
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(value)) {
    throw new ValidationError({ redirect: ['The redirect field format is invalid.'] });
  }
  return value;
}
