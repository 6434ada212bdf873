import type { SidebarItem, SubSidebar, SubSidebarId } from '../core/shell/sidebarTypes';
import { WEB_FEATURES } from '../features';

export {
  SIDEBAR_MIDDLEWARE_NAMES,
  type SidebarItem,
  type SidebarItemId,
  type SidebarLink,
  type SidebarMiddlewareName,
  type SubSidebar,
  type SubSidebarId,
} from '../core/shell/sidebarTypes';

const SIDEBARS = WEB_FEATURES.flatMap((feature) => (feature.sidebar ? [feature.sidebar] : []));

/** Lower weight first; equal weights keep the registry's order (the sort is stable). */
function byWeight<Entry extends { sortWeight: number }>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => a.sortWeight - b.sortWeight);
}

/** Without the placement: the sidebar store takes items and links as they show. */
function unweighted<Entry extends { sortWeight: number }>({
  sortWeight: _weight,
  ...entry
}: Entry): Omit<Entry, 'sortWeight'> {
  return entry;
}

/**
 * The sidebar of the signed-in layout (spec.md section 2), from what the features declare, in
 * order of weight. Items whose target route is not in the app's route table are hidden by the
 * store, so the shell never leads to a 404.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = byWeight(
  SIDEBARS.flatMap((sidebar) => sidebar.items ?? []),
).map(unweighted);

/**
 * The sub-sidebars (groups): each owned by one feature, its links given by any feature. Each
 * group holds what a user looks for there: a page's app bar names the group its link sits in
 * (SidebarStore.activeItem), so adding a pet is with the pets, and the plans, the cart and the
 * receipts are with the account.
 */
export const SUB_SIDEBARS: Readonly<Record<SubSidebarId, SubSidebar>> = Object.fromEntries(
  SIDEBARS.flatMap((sidebar) => sidebar.groups ?? []).map((group) => [
    group.id,
    {
      ...group,
      links: byWeight(SIDEBARS.flatMap((sidebar) => sidebar.links ?? []))
        .filter((link) => link.group === group.id)
        .map(({ group: _group, ...link }) => unweighted(link)),
    },
  ]),
);

/** The sidebar the app's root store is built with. */
export const APP_SIDEBAR = { items: SIDEBAR_ITEMS, subSidebars: SUB_SIDEBARS };
