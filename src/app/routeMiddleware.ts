import { localePath } from '@contract/locales';
import {
  AFFILIATE_JOIN_PATH,
  AFFILIATE_RULES_ANCHOR,
  errorPagePath,
  loginPathFor,
  PHONE_VERIFICATION_PATH,
  REDIRECT_PARAM,
  roleHome,
  safeRedirectTarget,
  SIGNED_IN_HOME,
} from './core/appPaths';
import type {
  MiddlewareContext,
  MiddlewareName,
  MiddlewareOutcome,
  RouteMiddleware,
  RouteMiddlewareEntry,
} from './core/routeMiddlewareTypes';

export type {
  MiddlewareContext,
  MiddlewareName,
  MiddlewareOutcome,
  RouteMiddleware,
  RouteMiddlewareEntry,
};

/** Signed in, or off to sign in (and back here afterwards). */
const auth: RouteMiddleware = ({ stores, locale, fullPath }) =>
  stores.auth.isLoggedIn ? null : loginPathFor(locale, fullPath);

/** Signed out, or on to where the sign-in link pointed (else the active role's home). */
const guest: RouteMiddleware = ({ stores, locale, query }) => {
  if (!stores.auth.isLoggedIn) return null;
  const role = stores.roles.activeFor(stores.auth.user?.roles ?? []);
  // Navigation step 4 has fetched a keeper's pets by now.
  const hasPets = !stores.pets.loaded || stores.pets.pets.length > 0;
  return (
    safeRedirectTarget(query.get(REDIRECT_PARAM)) ??
    localePath(locale, roleHome(role?.name, { hasPets }))
  );
};

/** The active role is one the route allows; otherwise the 403 page. */
const role: RouteMiddleware = ({ stores, route, locale }) => {
  const active = stores.roles.selected;
  const allowed = route.roles ?? [];
  return active && stores.auth.isLoggedIn && allowed.includes(active.name)
    ? null
    : errorPagePath(locale, 403);
};

/** Needs a verified phone number: to personal info, where it is verified, with a word why. */
const hasVerifiedPhoneNumber: RouteMiddleware = ({ stores, locale }) => {
  if (stores.auth.user?.is_verified_phone_number) return null;
  stores.toasts.show({ type: 'warning', messageKey: 'guards.verifyPhoneFirst' });
  return localePath(locale, PHONE_VERIFICATION_PATH);
};

/** For steps before verification only: verified users go on to the signed-in home. */
const hasNotVerifiedPhoneNumber: RouteMiddleware = ({ stores, locale }) =>
  stores.auth.user?.is_verified_phone_number ? localePath(locale, SIGNED_IN_HOME) : null;

/**
 * Affiliate pages: an accepted affiliate who accepted the current version of the rules. Anyone
 * else goes to the join page, where they apply or see their application; an affiliate whose
 * accepted version is not the current one (a new version asks again) lands on its rules step
 * and comes back here after accepting.
 */
const hasAcceptedAffiliateProgramRules: RouteMiddleware = ({ stores, locale, fullPath }) => {
  const user = stores.auth.user;
  if (user?.has_accepted_affiliate_program_rules) return null;
  const join = localePath(locale, AFFILIATE_JOIN_PATH);
  if (user?.affiliate?.status !== 'accepted') return join;
  return `${join}?${REDIRECT_PARAM}=${encodeURIComponent(fullPath)}#${AFFILIATE_RULES_ANCHOR}`;
};

/** Never stops anyone: leaving the chat's pages starts the next chat empty. */
const clearChatMessages: RouteMiddleware = ({ stores }) => {
  stores.clearChatMessages();
  return null;
};

/** The named route middleware of spec.md section 6. */
export const ROUTE_MIDDLEWARE = {
  auth,
  guest,
  role,
  'has-verified-phone-number': hasVerifiedPhoneNumber,
  'has-not-verified-phone-number': hasNotVerifiedPhoneNumber,
  'has-accepted-affiliate-program-rules': hasAcceptedAffiliateProgramRules,
  'clear-chat-messages': clearChatMessages,
} satisfies Record<MiddlewareName, RouteMiddleware>;

export function resolveMiddleware(entry: RouteMiddlewareEntry | string): RouteMiddleware {
  if (typeof entry === 'function') return entry;
  if (!Object.prototype.hasOwnProperty.call(ROUTE_MIDDLEWARE, entry)) {
    throw new Error(`Unknown route middleware: ${entry}`);
  }
  return ROUTE_MIDDLEWARE[entry as MiddlewareName];
}

/**
 * Runs a route's middleware in order; the first redirect stops the rest. Every name is resolved
 * first, so a mistyped one fails on every visit, not only when the earlier ones pass.
 */
export function runRouteMiddleware(
  entries: readonly (RouteMiddlewareEntry | string)[],
  ctx: MiddlewareContext,
): MiddlewareOutcome {
  for (const middleware of entries.map(resolveMiddleware)) {
    const outcome = middleware(ctx);
    if (outcome !== null) return outcome;
  }
  return null;
}
