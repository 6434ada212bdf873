import type { AppRoute } from './core/routeTypes';
import { WEB_FEATURES } from './features';

/**
 * The app's routes (spec.md section 2), without locale prefix: every feature's own routes, in
 * the registry's order (app/features.ts). Only routes whose screens exist are listed: everything
 * else under the app areas falls to /error/404.
 */
export const APP_ROUTES: readonly AppRoute[] = WEB_FEATURES.flatMap(
  (feature): readonly AppRoute[] => feature.routes ?? [],
);
