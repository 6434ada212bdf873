import { fakeMatchMedia } from '../../../test/fakeMatchMedia';
import {
  APP_SIDEBAR,
  SIDEBAR_ITEMS,
  SUB_SIDEBARS,
  type SidebarItem,
} from '../../shell/sidebarItems';
import { SidebarStore } from './SidebarStore';
import { observable, runInAction } from 'mobx';
import type { RoleName } from '@contract/roles';

const XL = 1440;
const LG = 1100;
const PHONE = 375;

function setup({
  width = XL,
  loggedIn = true,
  pets = 2,
  routeExists = (_path: string) => true,
  items = SIDEBAR_ITEMS,
  role = 'pet-keeper',
  admin = false,
}: {
  width?: number;
  loggedIn?: boolean;
  pets?: number;
  routeExists?: (path: string) => boolean;
  items?: readonly SidebarItem[];
  role?: RoleName | null;
  /** The active role is admin or super-admin. */
  admin?: boolean;
} = {}) {
  const session = observable({ loggedIn, pets, role, admin });
  const viewport = fakeMatchMedia(width);
  const store = new SidebarStore({
    isLoggedIn: () => session.loggedIn,
    hasPets: () => session.pets > 0,
    activeRole: () => session.role,
    isAdmin: () => session.admin,
    matchMedia: viewport.matchMedia,
    items,
    subSidebars: SUB_SIDEBARS,
  });
  store.setRouteExists(routeExists);
  const set = (
    changes: Partial<{ loggedIn: boolean; pets: number; role: RoleName | null; admin: boolean }>,
  ) => runInAction(() => Object.assign(session, changes));
  return { store, viewport, set };
}

const ids = (store: SidebarStore) => store.visibleItems.map((i) => i.id);

describe('sidebar items', () => {
  it('are the five items of the spec, the vet area and the admin console, in order, with their paths, middleware and sub-sidebars', () => {
    expect(
      SIDEBAR_ITEMS.map(({ id, activePath, middleware, subSidebar }) => ({
        id,
        activePath,
        middleware,
        subSidebar,
      })),
    ).toEqual([
      {
        id: 'aiAssistant',
        activePath: '/si',
        middleware: ['auth', 'hasPets'],
        subSidebar: 'aiAssistance',
      },
      {
        id: 'imageAnalysis',
        activePath: '/si/image-analysis',
        middleware: ['auth', 'hasPets'],
        subSidebar: 'imageAnalysis',
      },
      {
        id: 'petProfile',
        activePath: '/pet-profile',
        middleware: ['auth', 'hasPets'],
        subSidebar: 'petProfile',
      },
      {
        // The vet role's item (the vet area has its own layout, no sub-sidebar).
        id: 'vetPatients',
        activePath: '/vet/patients',
        middleware: ['auth'],
        subSidebar: undefined,
      },
      {
        // "Ask my vet": the questions keepers sent to the vet's clinic.
        id: 'vetQuestions',
        activePath: '/vet/questions',
        middleware: ['auth'],
        subSidebar: undefined,
      },
      {
        id: 'settings',
        activePath: '/settings',
        middleware: ['isNotMobile'],
        subSidebar: 'settings',
      },
      {
        id: 'affiliateDashboard',
        activePath: '/affiliate-program/dashboard',
        middleware: [],
        subSidebar: undefined,
      },
      {
        id: 'admin',
        activePath: '/admin',
        middleware: ['auth', 'isAdmin'],
        subSidebar: 'admin',
      },
    ]);
  });
});

describe('SidebarStore: the items follow the active role', () => {
  it('shows a vet the vet area and the shared items, not the keeper’s', () => {
    const { store, set } = setup({ role: 'vet' });
    expect(ids(store)).toEqual(['vetPatients', 'vetQuestions', 'settings', 'affiliateDashboard']);
    set({ role: 'pet-keeper' });
    expect(ids(store)).toEqual([
      'aiAssistant',
      'imageAnalysis',
      'petProfile',
      'settings',
      'affiliateDashboard',
    ]);
  });

  it('shows no role’s own items before a role is chosen', () => {
    expect(ids(setup({ role: null }).store)).toEqual(['settings', 'affiliateDashboard']);
  });

  it('clears a selected item the new role does not have', () => {
    const { store, set } = setup({ role: 'pet-keeper' });
    store.select('petProfile');
    expect(store.isOpen).toBe(true);
    set({ role: 'vet' });
    expect(store.selectedId).toBeNull();
    expect(store.isOpen).toBe(false);
  });

  it('without a role source (a sidebar of a role-less app) no item is filtered by role', () => {
    const store = new SidebarStore({ isLoggedIn: () => true, hasPets: () => true, ...APP_SIDEBAR });
    store.setRouteExists(() => true);
    expect(ids(store)).toContain('vetPatients');
    expect(ids(store)).toContain('petProfile');
  });
});

describe('SidebarStore: which items show', () => {
  it('shows every item to a signed-in keeper with pets on a wide screen', () => {
    expect(ids(setup().store)).toEqual([
      'aiAssistant',
      'imageAnalysis',
      'petProfile',
      'settings',
      'affiliateDashboard',
    ]);
  });

  it('isAdmin: the admin console shows while the admin or super-admin role is active, on phones too', () => {
    const { store, set, viewport } = setup({ admin: true, pets: 0 });
    expect(ids(store)).toEqual(['settings', 'affiliateDashboard', 'admin']);
    viewport.resize(390);
    expect(ids(store)).toEqual(['affiliateDashboard', 'admin']);
    set({ admin: false });
    expect(ids(store)).toEqual(['affiliateDashboard']);
  });

  it('auth: hides the signed-in items from guests', () => {
    expect(ids(setup({ loggedIn: false, pets: 0 }).store)).toEqual([
      'settings',
      'affiliateDashboard',
    ]);
  });

  it('hasPets: hides the pet items from a keeper without pets, and shows them once a pet exists', () => {
    const { store, set } = setup({ pets: 0 });
    expect(ids(store)).toEqual(['settings', 'affiliateDashboard']);
    set({ pets: 1 });
    expect(ids(store)).toContain('aiAssistant');
  });

  it('isNotMobile: hides Settings under 768 px and shows it again from 768 px', () => {
    const { store, viewport } = setup({ width: PHONE });
    expect(ids(store)).not.toContain('settings');
    viewport.resize(767);
    expect(ids(store)).not.toContain('settings');
    viewport.resize(768);
    expect(ids(store)).toContain('settings');
  });

  it('without matchMedia (server rendering) the viewport counts as a phone', () => {
    const store = new SidebarStore({ isLoggedIn: () => true, hasPets: () => true, ...APP_SIDEBAR });
    store.setRouteExists(() => true);
    expect(ids(store)).not.toContain('settings');
  });

  it('an unknown middleware name fails the item, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const items: SidebarItem[] = [
      { ...SIDEBAR_ITEMS.find((i) => i.id === 'affiliateDashboard')!, middleware: ['isAstronaut'] },
      SIDEBAR_ITEMS.find((i) => i.id === 'settings')!,
    ];
    expect(ids(setup({ items }).store)).toEqual(['settings']);
    expect(warn).toHaveBeenCalledWith('Unknown sidebar middleware: isAstronaut');
    warn.mockRestore();
  });

  it('hides items (and sub-sidebar links) whose page is not in the route table yet', () => {
    const existing = ['/settings/personal-info/', '/settings/preferences/'];
    const { store } = setup({ routeExists: (path) => existing.includes(path) });
    expect(ids(store)).toEqual(['settings']);
    store.select('settings');
    expect(store.openSubSidebar?.links.map((l) => l.to)).toEqual(existing);
  });

  it('with no route table known yet nothing shows', () => {
    const store = new SidebarStore({
      isLoggedIn: () => true,
      hasPets: () => true,
      matchMedia: fakeMatchMedia(XL).matchMedia,
      ...APP_SIDEBAR,
    });
    expect(store.visibleItems).toEqual([]);
  });
});

describe('SidebarStore: auto-open after page load', () => {
  it('opens the sub-sidebar of the item whose activePath matches, on extra large screens', () => {
    const { store } = setup();
    store.syncWithPath('/settings/preferences/');
    expect(store.selectedId).toBe('settings');
    expect(store.isOpen).toBe(true);
    expect(store.openSubSidebar?.id).toBe('settings');
  });

  it('picks the most specific activePath: /si/image-analysis is Image analysis, /si is AI assistant', () => {
    const { store } = setup();
    store.syncWithPath('/si/image-analysis/new/');
    expect(store.selectedId).toBe('imageAnalysis');
    store.syncWithPath('/si/');
    expect(store.selectedId).toBe('aiAssistant');
    expect(store.activeItem?.id).toBe('aiAssistant');
  });

  it('ignores a two-letter locale prefix, but /si itself is not one', () => {
    const { store } = setup();
    store.syncWithPath('/jp/settings/personal-info/');
    expect(store.selectedId).toBe('settings');
    const other = setup().store;
    other.syncWithPath('/si');
    expect(other.selectedId).toBe('aiAssistant');
    const fr = setup().store;
    fr.syncWithPath('/fr/pet-profile/visits');
    expect(fr.selectedId).toBe('petProfile');
  });

  it('does not open below extra large', () => {
    const { store } = setup({ width: LG });
    store.syncWithPath('/settings/preferences/');
    expect(store.isOpen).toBe(false);
    // Selected without opening: the section menu will open the page's own group.
    expect(store.selectedId).toBe('settings');
    expect(store.activeItem?.id).toBe('settings');
  });

  it('opens at exactly 1280 px, not at 1279 px', () => {
    const at = setup({ width: 1280 }).store;
    at.syncWithPath('/settings/preferences/');
    expect(at.isOpen).toBe(true);
    const below = setup({ width: 1279 }).store;
    below.syncWithPath('/settings/preferences/');
    expect(below.isOpen).toBe(false);
  });

  it('does not open for an item without a sub-sidebar', () => {
    const { store } = setup();
    store.syncWithPath('/affiliate-program/dashboard/');
    expect(store.isOpen).toBe(false);
    expect(store.activeItem?.id).toBe('affiliateDashboard');
  });

  it('does not open when nobody is signed in', () => {
    const { store } = setup({ loggedIn: false });
    store.syncWithPath('/settings/preferences/');
    expect(store.isOpen).toBe(false);
  });

  it('does not open for a path that matches no item, or only a prefix of a word', () => {
    const { store } = setup();
    store.syncWithPath('/settings-old/');
    store.syncWithPath('/news/');
    expect(store.isOpen).toBe(false);
    expect(store.activeItem).toBeNull();
  });

  it("counts the pages of an item's sub-sidebar as that item's (the pet profile's pages)", () => {
    for (const path of ['/dashboard/', '/jp/information/', '/photo-gallery/a1/']) {
      const { store } = setup();
      store.syncWithPath(path);
      expect([path, store.activeItem?.id, store.isOpen]).toEqual([path, 'petProfile', true]);
    }
  });

  it('names every page by a group that lists it: adding a pet with the pets, plans and cart with the account', () => {
    for (const sub of Object.values(SUB_SIDEBARS)) {
      for (const link of sub.links) {
        const { store } = setup({ admin: true });
        store.syncWithPath(link.to);
        const listing = SIDEBAR_ITEMS.filter(
          (item) =>
            item.subSidebar !== undefined &&
            SUB_SIDEBARS[item.subSidebar]?.links.some((l) => l.to === link.to),
        ).map((item) => item.id);
        // The page and the groups that may name it, so a failure says which page.
        const group = store.activeItem?.id;
        expect({ page: link.to, named: group !== undefined && listing.includes(group) }).toEqual({
          page: link.to,
          named: true,
        });
      }
    }
    const titleOn = (path: string) => {
      const { store } = setup();
      store.syncWithPath(path);
      return store.activeItem?.title;
    };
    expect(titleOn('/my-pets/subscription/')).toBe('shell.items.settings');
    expect(titleOn('/my-pets/cart/')).toBe('shell.items.settings');
    expect(titleOn('/my-pets/create/')).toBe('shell.items.petProfile');
    expect(titleOn('/si/image-analysis/new/')).toBe('shell.items.imageAnalysis');
  });

  it('does not open an item whose middleware fails', () => {
    const { store } = setup({ pets: 0 });
    store.syncWithPath('/si/');
    expect(store.isOpen).toBe(false);
  });

  it('keeps a closed sub-sidebar closed while moving within the same item', () => {
    const { store } = setup();
    store.syncWithPath('/settings/preferences/');
    store.close();
    store.syncWithPath('/settings/personal-info/');
    expect(store.isOpen).toBe(false);
    store.syncWithPath('/pet-profile/visits/');
    expect(store.selectedId).toBe('petProfile');
    expect(store.isOpen).toBe(true);
  });
});

describe('SidebarStore: closing and clearing', () => {
  it('closes when the viewport shrinks below extra large', () => {
    const { store, viewport } = setup();
    store.syncWithPath('/settings/preferences/');
    viewport.resize(1279);
    expect(store.isOpen).toBe(false);
    expect(store.selectedId).toBe('settings');
  });

  it('clears and closes the current item when its middleware stops passing', () => {
    const { store, set, viewport } = setup();
    store.syncWithPath('/si/');
    set({ pets: 0 });
    expect(store.selectedId).toBeNull();
    expect(store.isOpen).toBe(false);

    const second = setup({ width: 1440 });
    second.store.syncWithPath('/settings/');
    second.viewport.resize(600);
    expect(second.store.selectedId).toBeNull();
    void viewport;
  });

  it('clears the selection when the user signs out', () => {
    const { store, set } = setup();
    store.syncWithPath('/pet-profile/visits/');
    set({ loggedIn: false });
    expect(store.selectedId).toBeNull();
    expect(store.isOpen).toBe(false);
  });
});

describe('SidebarStore: opening by hand', () => {
  it('opening with no selection picks the first visible item', () => {
    const { store } = setup({ width: LG });
    store.open();
    expect(store.selectedId).toBe('aiAssistant');
    expect(store.isOpen).toBe(true);

    const noPets = setup({ width: LG, pets: 0 }).store;
    noPets.toggle();
    expect(noPets.selectedId).toBe('settings');
  });

  it('opening keeps an existing selection; toggling closes', () => {
    const { store } = setup({ width: LG });
    store.select('petProfile');
    store.close();
    store.open();
    expect(store.selectedId).toBe('petProfile');
    store.toggle();
    expect(store.isOpen).toBe(false);
  });

  it('with nothing visible, opening does nothing', () => {
    const { store } = setup({ routeExists: () => false });
    store.open();
    expect(store.isOpen).toBe(false);
    expect(store.selectedId).toBeNull();
  });

  it('does not select a hidden item', () => {
    const { store } = setup({ width: PHONE });
    store.select('settings');
    expect(store.selectedId).toBeNull();
  });
});

describe('SidebarStore: new content in the side menu', () => {
  it('shows a flag on an item until the item is visited', () => {
    const { store } = setup();
    store.markNewContent('petProfile');
    expect(store.hasNewContent('petProfile')).toBe(true);
    store.syncWithPath('/settings/');
    expect(store.hasNewContent('petProfile')).toBe(true);
    store.syncWithPath('/jp/pet-profile/visits/');
    expect(store.hasNewContent('petProfile')).toBe(false);
  });

  it("marks the item a link's page belongs to (path or URL, any locale), not the item being shown", () => {
    const { store } = setup();
    store.syncWithPath('/si/');
    store.markNewContentAt('/jp/pet-profile/visits/');
    store.markNewContentAt('https://petcare.example/my-pets/subscription/?plan=1#top');
    store.markNewContentAt('/si/image-analysis/new/');
    store.markNewContentAt('/affiliate-program/join');
    store.markNewContentAt(null);
    expect([...store.newContent].sort()).toEqual(['imageAnalysis', 'petProfile', 'settings']);
    // The AI assistant's page is on screen: the user is looking at it already.
    store.markNewContentAt('/pets-threads/');
    expect(store.hasNewContent('aiAssistant')).toBe(false);
    store.clearNewContent();
    expect([...store.newContent]).toEqual([]);
  });
});

describe('SidebarStore: pages to prefetch', () => {
  it('are the targets of the visible items and their sub-sidebar links, once each', () => {
    const { store } = setup({ pets: 0 });
    expect(store.reachablePaths).toEqual([
      '/settings/personal-info/',
      '/affiliate-program/dashboard/',
      '/settings/preferences/',
      '/settings/reminders/',
      '/my-pets/subscription/',
      '/my-pets/cart/',
      '/settings/receipts/',
      '/settings/your-data/',
      '/settings/affiliate-program/',
    ]);
  });
});
