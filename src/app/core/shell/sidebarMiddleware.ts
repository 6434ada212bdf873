import { SIDEBAR_MIDDLEWARE_NAMES, type SidebarMiddlewareName } from './sidebarTypes';

/** What the sidebar middleware look at. */
export interface SidebarSignals {
  isLoggedIn: boolean;
  hasPets: boolean;
  /** The viewport is 768 px wide or more. */
  isNotMobile: boolean;
  /** The active role is admin or super-admin (the admin console's item). */
  isAdmin: boolean;
}

const CHECKS: Record<SidebarMiddlewareName, (s: SidebarSignals) => boolean> = {
  auth: (s) => s.isLoggedIn,
  hasPets: (s) => s.hasPets,
  isNotMobile: (s) => s.isNotMobile,
  isAdmin: (s) => s.isAdmin,
};

function isKnown(name: string): name is SidebarMiddlewareName {
  return (SIDEBAR_MIDDLEWARE_NAMES as readonly string[]).includes(name);
}

/**
 * spec.md section 5: an item shows only when all its middleware pass; an unknown name fails,
 * with a warning so the typo is found.
 */
export function passesSidebarMiddleware(
  names: readonly string[],
  signals: SidebarSignals,
): boolean {
  return names.every((name) => {
    if (isKnown(name)) return CHECKS[name](signals);
    console.warn(`Unknown sidebar middleware: ${name}`);
    return false;
  });
}
