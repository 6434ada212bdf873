import type { Locale } from '@contract/locales';
import type { AppRoute } from './routeTypes';

/**
 * The stores a middleware reads: the app's root store. app/core cannot import it (the root store
 * composes every feature, and features import app/core), so src/stores/RootStore.ts fills this
 * in by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by RootStore.ts
export interface MiddlewareStores {}

export interface MiddlewareContext {
  stores: MiddlewareStores;
  route: Pick<AppRoute, 'name' | 'roles'>;
  locale: Locale;
  /** The path being opened, with locale prefix, query and hash. */
  fullPath: string;
  query: URLSearchParams;
}

/** null lets the navigation through; a string is where to go instead (a full site path). */
export type MiddlewareOutcome = string | null;
export type RouteMiddleware = (ctx: MiddlewareContext) => MiddlewareOutcome;

/**
 * The named route middleware of spec.md section 6. Features name them in their routes; the
 * assembly's registry (app/routeMiddleware.ts) implements each one.
 */
export const MIDDLEWARE_NAMES = [
  'auth',
  'guest',
  'role',
  'has-verified-phone-number',
  'has-not-verified-phone-number',
  'has-accepted-affiliate-program-rules',
  'clear-chat-messages',
] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];
/** A name from the registry, or a route's own inline middleware. */
export type RouteMiddlewareEntry = MiddlewareName | RouteMiddleware;
