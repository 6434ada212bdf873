import type { RoleName } from '@contract/roles';
import type { AppKey } from '../../../i18n/appKeys';
import type { IconName } from '../../../ui/Icon';

/**
 * The sidebar middleware of spec.md section 5 (not the route guards of section 6), and isAdmin:
 * the active role is admin or super-admin (the admin console).
 */
export const SIDEBAR_MIDDLEWARE_NAMES = ['auth', 'hasPets', 'isNotMobile', 'isAdmin'] as const;
export type SidebarMiddlewareName = (typeof SIDEBAR_MIDDLEWARE_NAMES)[number];

export type SubSidebarId = 'aiAssistance' | 'imageAnalysis' | 'petProfile' | 'settings' | 'admin';
export type SidebarItemId =
  | 'aiAssistant'
  | 'imageAnalysis'
  | 'petProfile'
  | 'vetPatients'
  | 'vetQuestions'
  | 'settings'
  | 'affiliateDashboard'
  | 'admin';

export interface SidebarLink {
  title: AppKey;
  /** Unprefixed site path the link opens. */
  to: string;
  icon: IconName;
}

export interface SubSidebar {
  id: SubSidebarId;
  title: AppKey;
  links: readonly SidebarLink[];
}

/** One sidebar entry (spec.md section 2): title, activePath, middleware list, sub-sidebar. */
export interface SidebarItem {
  id: SidebarItemId;
  title: AppKey;
  /** The item is current on this path and below it (locale prefix ignored). */
  activePath: string;
  /** Where the item leads (unprefixed). */
  to: string;
  /** All must pass for the item to show. A string outside the known names fails (warned). */
  middleware: readonly (SidebarMiddlewareName | (string & {}))[];
  subSidebar?: SubSidebarId;
  icon: IconName;
  /**
   * The active roles the item is for (the sidebar follows the role chosen in the account menu);
   * absent: every role.
   */
  roles?: readonly RoleName[];
}
