import type { RoleName } from '@contract/roles';
import type { AppKey } from '../../../i18n/appKeys';
import type { IconName, IconShape } from '../../../ui/Icon';

/**
 * The sidebar middleware of spec.md section 5 (not the route guards of section 6), and isAdmin:
 * the active role is admin or super-admin (the admin console).
 */
export const SIDEBAR_MIDDLEWARE_NAMES = ['auth', 'hasPets', 'isNotMobile', 'isAdmin'] as const;
export type SidebarMiddlewareName = (typeof SIDEBAR_MIDDLEWARE_NAMES)[number];

/**
 * The ids are declared by the features (their modules' `sidebar`), so they are strings here; the
 * registry's test checks that they are unique and that every group named exists.
 */
export type SubSidebarId = string;
export type SidebarItemId = string;

/**
 * An icon of the UI kit's set by name, or a feature's own drawing: SVG path data on the kit's
 * 24×24 grid, drawn with its stroke, so a feature need not edit the shared icon set.
 */
export type SidebarIcon = IconName | IconShape;

export interface SidebarLink {
  title: AppKey;
  /** Unprefixed site path the link opens. */
  to: string;
  icon: SidebarIcon;
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
  icon: SidebarIcon;
  /**
   * The active roles the item is for (the sidebar follows the role chosen in the account menu);
   * absent: every role.
   */
  roles?: readonly RoleName[];
}

/** Where a feature's sidebar entry goes among the others: lower first (10, 20, … leave room). */
interface Weighted {
  sortWeight: number;
}

/**
 * What one feature adds to the sidebar (its module's `sidebar`): items, the groups it owns
 * (a sub-sidebar, without links), and links into any feature's group, each placed by weight.
 */
export interface FeatureSidebar {
  items?: readonly (SidebarItem & Weighted)[];
  groups?: readonly Omit<SubSidebar, 'links'>[];
  links?: readonly (SidebarLink & Weighted & { group: SubSidebarId })[];
}
