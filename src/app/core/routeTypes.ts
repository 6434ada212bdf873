import type { ComponentType } from 'react';
import type { RoleName } from '@contract/roles';
import type { AppKey } from '../../i18n/appKeys';
import type { ColorMode } from '../../ui/colorMode/colorMode';
import type { RouteMiddlewareEntry } from './routeMiddlewareTypes';

/** spec.md section 2 layouts used by the app so far. */
export type LayoutName = 'empty' | 'dashboard' | 'default' | 'vet' | 'join-affiliate';

/** Per-route options of the dashboard layout (spec.md section 2: /si has them all). */
export interface DashboardLayoutOptions {
  /** false: no toolbar above the page (on tablets and up; phones keep it for the menus). */
  toolbar?: boolean;
  /** The page scrolls sideways inside the layout instead of the window. */
  horizontalScroll?: boolean;
  /** Nothing overflows the viewport: the page manages its own scrolling. */
  noOverflow?: boolean;
}

export interface RouteScreenProps {
  /** Path parameters of the route, e.g. { token } or { provider }. */
  params: Record<string, string>;
  location: { pathname: string; search: string; hash: string };
}

export interface AppRoute {
  /** Stable, without ids: analytics page views name the page by it (spec.md section 9). */
  name: string;
  /** The route's own name for analytics page views, when it should differ from `name`. */
  trackingName?: string;
  /** Without locale prefix, in reach-router syntax: '/auth/password-reset/:token'. */
  path: string;
  layout: LayoutName;
  /** Route middleware by name (or inline), run in order; the first redirect wins. */
  middleware: readonly RouteMiddlewareEntry[];
  /** Page title (app namespace). */
  title: AppKey;
  component: ComponentType<RouteScreenProps>;
  /** Route validation: false shows a fatal 404 'Page Not Found: {path}' (spec.md section 2). */
  validate?: (params: Record<string, string>) => boolean;
  /** For the 'role' guard: the roles that may open the route. */
  roles?: readonly RoleName[];
  /** Options of the dashboard layout. */
  dashboard?: DashboardLayoutOptions;
  /** The page always shows in this mode (light or dark, never system: spec.md section 3). */
  forcedColorMode?: ColorMode;
}
