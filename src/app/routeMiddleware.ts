import { type Locale, localePath } from '@contract/locales';
import type { RootStore } from '../stores/RootStore';
import {
  AFFILIATE_JOIN_PATH,
  errorPagePath,
  loginPathFor,
  PHONE_VERIFICATION_PATH,
  REDIRECT_PARAM,
  roleHome,
  safeRedirectTarget,
  SIGNED_IN_HOME,
} from './appPaths';
import type { AppRoute } from './routeTypes';

export interface MiddlewareContext {
  stores: RootStore;
  route: Pick<AppRoute, 'name' | 'roles'>;
  locale: Locale;
  /** The path being opened, with locale prefix, query and hash. */
  fullPath: string;
  query: URLSearchParams;
}

/** null lets the navigation through; a string is where to go instead (a full site path). */
export type MiddlewareOutcome = string | null;
export type RouteMiddleware = (ctx: MiddlewareContext) => MiddlewareOutcome;

/** Signed in, or off to sign in (and back here afterwards). */
const auth: RouteMiddleware = ({ stores, locale, fullPath }) =>
  stores.auth.isLoggedIn ? null : loginPathFor(locale, fullPath);

/** Signed out, or on to where the sign-in link pointed (else the signed-in home). */
const guest: RouteMiddleware = ({ stores, locale, query }) => {
  if (!stores.auth.isLoggedIn) return null;
  const role = stores.roles.activeFor(stores.auth.user?.roles ?? []);
  return safeRedirectTarget(query.get(REDIRECT_PARAM)) ?? localePath(locale, roleHome(role?.name));
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

/** Affiliate pages past the rules: others go to the page where they join. */
const hasAcceptedAffiliateProgramRules: RouteMiddleware = ({ stores, locale }) =>
  stores.auth.user?.has_accepted_affiliate_program_rules
    ? null
    : localePath(locale, AFFILIATE_JOIN_PATH);

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
} satisfies Record<string, RouteMiddleware>;

export type MiddlewareName = keyof typeof ROUTE_MIDDLEWARE;
/** A name from the registry, or a route's own inline middleware. */
export type RouteMiddlewareEntry = MiddlewareName | RouteMiddleware;

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

/** The guest-only page that needs ?email= sends visitors without one to sign in. */
export const requireEmailQuery: RouteMiddleware = ({ query, locale }) =>
  query.get('email')?.trim() ? null : localePath(locale, '/auth/login/');
