import { createContext, useContext, type ComponentType } from 'react';
import type { RouteScreenProps } from './core/routeTypes';

/** The screen a prebuilt app page drew in its HTML (prebuiltAppPages.ts), for its route. */
export interface PrebuiltScreen {
  /** The route's path in the table, e.g. '/auth/login'. */
  routePath: string;
  /** The route's screen itself (not its lazy wrapper): it must render at once, as it did. */
  Screen: ComponentType<RouteScreenProps>;
}

export const PrebuiltScreenContext = createContext<PrebuiltScreen | null>(null);

/** The prebuilt screen of this page when it belongs to `routePath`, else null. */
export function usePrebuiltScreen(routePath: string): PrebuiltScreen | null {
  const prebuilt = useContext(PrebuiltScreenContext);
  return prebuilt?.routePath === routePath ? prebuilt : null;
}
