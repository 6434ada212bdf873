import type { RoleName } from '@contract/roles';
import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { passesSidebarMiddleware } from './sidebarMiddleware';
import type {
  SidebarItem,
  SidebarItemId,
  SidebarLink,
  SubSidebar,
  SubSidebarId,
} from './sidebarTypes';
import { matchesActivePath, sidebarPath } from './sidebarPaths';
import { NOT_MOBILE_QUERY, XL_QUERY } from '../../../ui/breakpoints';
import type { MatchMedia } from './viewportQueries';

export interface SidebarStoreOptions {
  /** Who is signed in and whether they have pets (read from the auth and pet stores). */
  isLoggedIn: () => boolean;
  hasPets: () => boolean;
  /** The role chosen in the account menu (null: none yet); items for other roles hide. */
  activeRole?: () => RoleName | null;
  /** The active role is admin or super-admin; false when not given. */
  isAdmin?: () => boolean;
  /** The browser's matchMedia; without it the viewport counts as a phone. */
  matchMedia?: MatchMedia;
  /** The items in order and their sub-sidebars (the shell's definition, app/shell/sidebarItems). */
  items: readonly SidebarItem[];
  subSidebars: SubSidebars;
}

export type SubSidebars = Readonly<Partial<Record<SubSidebarId, SubSidebar>>>;

/**
 * The sidebar of the signed-in layout (spec.md section 2): which items show, which one is
 * current, and whether its sub-sidebar is open. Lives in the root store for the tab's lifetime.
 */
export class SidebarStore {
  /** The item whose sub-sidebar is selected (null: none). */
  selectedId: SidebarItemId | null = null;
  isOpen = false;
  isNotMobile: boolean;
  isXl: boolean;
  /** The current page, unprefixed (set by the layout on every navigation). */
  path: string | null = null;
  /** Items with something new behind them: a dot until the item is visited. */
  newContent = new Set<SidebarItemId>();
  /** Which paths the app has a route for; until the shell says, none (nothing can 404). */
  private routeTable: { exists: (path: string) => boolean } = { exists: () => false };

  readonly items: readonly SidebarItem[];
  private readonly subSidebars: SubSidebars;

  constructor(private readonly options: SidebarStoreOptions) {
    this.items = options.items;
    this.subSidebars = options.subSidebars;
    const notMobile = options.matchMedia?.(NOT_MOBILE_QUERY);
    const xl = options.matchMedia?.(XL_QUERY);
    this.isNotMobile = notMobile?.matches ?? false;
    this.isXl = xl?.matches ?? false;
    makeObservable<SidebarStore, 'signals' | 'routeTable'>(this, {
      selectedId: observable,
      isOpen: observable,
      isNotMobile: observable,
      isXl: observable,
      path: observable,
      newContent: observable,
      routeTable: observableRef,
      signals: computed,
      visibleItems: computed,
      selectedItem: computed,
      activeItem: computed,
      openSubSidebar: computed,
      reachablePaths: computed,
      setRouteExists: action,
      setViewport: action,
      syncWithPath: action,
      open: action,
      close: action,
      toggle: action,
      select: action,
      markNewContent: action,
      markNewContentAt: action,
      clearNewContent: action,
    });
    notMobile?.addEventListener('change', (e) => this.setViewport({ isNotMobile: e.matches }));
    xl?.addEventListener('change', (e) => this.setViewport({ isXl: e.matches }));

    // Closes below extra large.
    reaction(
      () => this.isXl,
      (isXl) => {
        if (!isXl) this.close();
      },
    );
    // The selected item's middleware stopped passing (signed out, last pet gone, phone width).
    reaction(
      () => this.selectedId !== null && !this.isVisible(this.selectedId),
      (lost) => {
        if (!lost) return;
        this.selectedId = null;
        this.isOpen = false;
      },
      { name: 'clear hidden selection' },
    );
  }

  private get signals() {
    return {
      isLoggedIn: this.options.isLoggedIn(),
      hasPets: this.options.hasPets(),
      isNotMobile: this.isNotMobile,
      isAdmin: this.options.isAdmin?.() ?? false,
    };
  }

  /** Items for the active role whose middleware all pass and whose page exists, in order. */
  get visibleItems(): SidebarItem[] {
    // Without an activeRole option (a sidebar without roles), items are not filtered by role.
    const role = this.options.activeRole ? this.options.activeRole() : undefined;
    return this.items.filter(
      (item) =>
        (item.roles === undefined ||
          role === undefined ||
          (role !== null && item.roles.includes(role))) &&
        this.routeExists(item.to) &&
        passesSidebarMiddleware(item.middleware, this.signals),
    );
  }

  get selectedItem(): SidebarItem | null {
    return this.items.find((i) => i.id === this.selectedId) ?? null;
  }

  /** The visible item the current page belongs to (the most specific activePath). */
  get activeItem(): SidebarItem | null {
    return this.path === null ? null : this.itemFor(this.path, this.visibleItems);
  }

  /** The sub-sidebar shown now, with only the links whose pages exist. */
  get openSubSidebar(): SubSidebar | null {
    const id = this.isOpen ? this.selectedItem?.subSidebar : undefined;
    const sub = id ? this.subSidebars[id] : undefined;
    return sub ? this.subSidebarLinks(sub) : null;
  }

  /** The links of a sub-sidebar that lead somewhere. */
  subSidebarLinks(sub: SubSidebar): SubSidebar {
    return { ...sub, links: sub.links.filter((link) => this.routeExists(link.to)) };
  }

  /** Every page the visible items can lead to (for prefetching), unprefixed, without repeats. */
  get reachablePaths(): string[] {
    const links: SidebarLink[] = this.visibleItems.flatMap((item) => {
      const sub = item.subSidebar ? this.subSidebars[item.subSidebar] : undefined;
      return sub ? this.subSidebarLinks(sub).links : [];
    });
    return [...new Set([...this.visibleItems.map((i) => i.to), ...links.map((l) => l.to)])];
  }

  routeExists(path: string): boolean {
    return this.routeTable.exists(path);
  }

  isVisible(id: SidebarItemId): boolean {
    return this.visibleItems.some((item) => item.id === id);
  }

  hasNewContent(id: SidebarItemId): boolean {
    return this.newContent.has(id);
  }

  setRouteExists(routeExists: (path: string) => boolean): void {
    this.routeTable = { exists: routeExists };
  }

  setViewport(viewport: { isNotMobile?: boolean; isXl?: boolean }): void {
    if (viewport.isNotMobile !== undefined) this.isNotMobile = viewport.isNotMobile;
    if (viewport.isXl !== undefined) this.isXl = viewport.isXl;
  }

  /**
   * After a page loads (and after each navigation): the page's item becomes current, its new
   * content flag is cleared, and its sub-sidebar opens on extra large screens for a signed-in
   * user. Moving within one item's pages keeps whatever the user chose (open or closed).
   */
  syncWithPath(pathname: string): void {
    const path = sidebarPath(pathname);
    const firstLoad = this.path === null;
    this.path = path;
    const item = this.itemFor(path, this.items);
    if (!item) return;
    this.newContent.delete(item.id);
    if (!firstLoad && item.id === this.selectedId) return;
    if (item.subSidebar && this.options.isLoggedIn() && this.isVisible(item.id)) {
      // Below extra large the sub-sidebar stays closed, but the section menu will open the
      // page's own group, not the one of a page seen before.
      this.selectedId = item.id;
      if (this.isXl) this.isOpen = true;
    }
  }

  /**
   * Opens the selected item's sub-sidebar; with no selection, the page's own item's (it could not
   * be selected while the user was still loading), else the first visible item's.
   */
  open(): void {
    if (this.selectedId === null || !this.isVisible(this.selectedId)) {
      const active = this.activeItem;
      const first = active?.subSidebar ? active : this.visibleItems[0];
      if (!first) return;
      this.selectedId = first.id;
    }
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Chooses a visible item and shows its sub-sidebar. */
  select(id: SidebarItemId): void {
    if (!this.isVisible(id)) return;
    this.selectedId = id;
    this.isOpen = true;
  }

  /** A feature tells the sidebar there is something new behind an item. */
  markNewContent(id: SidebarItemId): void {
    this.newContent.add(id);
  }

  /**
   * Something new was published at a link (a notification's action_url: a site path or a URL of
   * the site): the item that page belongs to gets its dot — unless it is the item being shown,
   * whose pages the user is looking at. A link no item covers marks nothing.
   */
  markNewContentAt(link: string | null | undefined): void {
    if (!link) return;
    let pathname: string;
    try {
      pathname = new URL(link, 'http://site.invalid').pathname;
    } catch {
      return;
    }
    const item = this.itemFor(sidebarPath(pathname), this.items);
    if (!item) return;
    if (this.path !== null && this.itemFor(this.path, this.items)?.id === item.id) return;
    this.newContent.add(item.id);
  }

  /** Sign-out: what was new was the previous user's. */
  clearNewContent(): void {
    this.newContent.clear();
  }

  /**
   * The item a page belongs to: the one with the longest activePath the path lies under, else
   * the one whose sub-sidebar links to it (the pet profile's pages are /dashboard, /information,
   * /photo-gallery… beside /pet-profile/visits).
   */
  private itemFor(path: string, items: readonly SidebarItem[]): SidebarItem | null {
    const matching = items.filter((item) => matchesActivePath(path, item.activePath));
    const byPath = matching.sort((a, b) => b.activePath.length - a.activePath.length)[0];
    if (byPath) return byPath;
    return (
      items.find(
        (item) =>
          item.subSidebar !== undefined &&
          (this.subSidebars[item.subSidebar]?.links ?? []).some((link) =>
            matchesActivePath(path, link.to),
          ),
      ) ?? null
    );
  }
}
