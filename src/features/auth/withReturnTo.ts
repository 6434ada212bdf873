import { REDIRECT_PARAM } from '../../app/core/appPaths';

/** Carries the after-sign-in target along links between the sign-in screens. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : path;
}
