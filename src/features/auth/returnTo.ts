import { safeRedirectTarget } from '../../app/core/appPaths';

// Where to go after a provider sign-in. The trip through the provider's pages loses the page
// state, so the target waits in sessionStorage (this tab only) until the callback page reads it.
const KEY = 'petcare-auth-return-to';

export function rememberReturnTo(target: string | null): void {
  try {
    if (target) window.sessionStorage.setItem(KEY, target);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the callback page falls back to the signed-in home.
  }
}

/** Reads and forgets the saved target; only a path on this site is returned. */
export function takeReturnTo(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return safeRedirectTarget(value);
  } catch {
    return null;
  }
}
