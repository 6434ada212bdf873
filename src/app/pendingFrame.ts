import type { MiddlewareName } from './core/routeMiddlewareTypes';
import type { AppRoute } from './core/routeTypes';

/** What is known of the session before the navigation pipeline has run. */
export interface KnownSession {
  /** The auth-token cookie's token (unverified until step 1 of the pipeline fetches the user). */
  token: string | null;
  /** The user already fetched for that token in this tab, if any. */
  signedIn: boolean;
}

/**
 * While a navigation resolves (pipeline, guards, the screen's code), does the route's layout
 * show at once with the page's skeleton, or the full-page loading splash?
 *
 * The frame is only shown to whom the route will most likely be shown: a guest-only page (sign
 * in) to a visitor without a token, a signed-in page to a visitor with one. Nothing of a user is
 * drawn from the token alone: the shell's user parts (account menu, pet switcher, bell) show
 * only once the user has been fetched for this very token, so a stale or foreign token shows an
 * empty frame for a moment and then the sign-in page, never someone's data.
 */
export function showsFrameWhilePending(
  route: Pick<AppRoute, 'layout' | 'middleware'>,
  session: KnownSession,
): boolean {
  const hasSession = session.signedIn || session.token !== null;
  const guards = route.middleware.filter(
    (entry): entry is MiddlewareName => typeof entry === 'string',
  );
  if (guards.includes('guest')) return !hasSession;
  // A role's layout (the vet area) asks the role's API for its own data as it mounts: before the
  // role guard has run, that would ask as someone who may not hold the role.
  if (guards.includes('role') || route.layout === 'vet') return false;
  if (guards.includes('auth')) return hasSession;
  // The signed-in layouts without a guard of their own are still the signed-in app's frame.
  if (route.layout === 'dashboard') return hasSession;
  return true;
}
