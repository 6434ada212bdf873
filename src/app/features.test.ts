// The registry of the web app's features (features.ts) is what the route table, the sidebar, the
// API clients and the root store's stores are derived from: what one feature declares must not
// silently replace another's, and every place the sidebar names must exist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { declaredStores } from './core/webFeature';
import { APP_AREAS } from './appAreas';
import { WEB_FEATURES } from './features';
import { matchRoute } from './matchRoute';
import { APP_ROUTES } from './routes';
import { appRoutePageName } from './core/routeNames';
import { PREBUILT_APP_PAGES } from './prebuiltAppPages';
import { PREBUILT_SCREENS } from './prebuiltScreens';
import { SIDEBAR_ITEMS, SUB_SIDEBARS } from './shell/sidebarItems';

const repeated = (names: readonly string[]) =>
  names.filter((name, index) => names.indexOf(name) !== index);

describe('the web features registry', () => {
  it('names each feature by its own folder under src/features, once', () => {
    const names = WEB_FEATURES.map((feature) => feature.name);
    expect(repeated(names)).toEqual([]);
    const missing = names.filter(
      (name) => !existsSync(path.resolve(__dirname, '..', 'features', name)),
    );
    expect(missing).toEqual([]);
  });

  it('gives every store and every API client its own name on the root store', () => {
    const stores = declaredStores(WEB_FEATURES).map(({ name }) => name);
    expect(stores.length).toBeGreaterThan(20);
    expect(repeated(stores)).toEqual([]);
    const apis = WEB_FEATURES.flatMap((feature) =>
      // Only the names matter: the clients are made over no HTTP client at all.
      Object.keys(feature.apis?.(null as never) ?? {}),
    );
    expect(apis.length).toBeGreaterThan(15);
    expect(repeated(apis)).toEqual([]);
  });

  it('serves every route from an app area, and every area has routes', () => {
    const inArea = (routePath: string) =>
      APP_AREAS.some((area) => `${routePath}/`.startsWith(area));
    expect(APP_ROUTES.map((route) => route.path).filter((p) => !inArea(p))).toEqual([]);
    expect(
      APP_AREAS.filter((area) => !APP_ROUTES.some((route) => `${route.path}/`.startsWith(area))),
    ).toEqual([]);
  });
});

describe('the sidebar the features declare', () => {
  const groups = WEB_FEATURES.flatMap((feature) => feature.sidebar?.groups ?? []);
  const links = WEB_FEATURES.flatMap((feature) => feature.sidebar?.links ?? []);

  it('has items and groups with ids of their own', () => {
    expect(repeated(SIDEBAR_ITEMS.map((item) => item.id))).toEqual([]);
    expect(repeated(groups.map((group) => group.id))).toEqual([]);
  });

  it('names only groups that exist', () => {
    const known = new Set(Object.keys(SUB_SIDEBARS));
    const unknownGroups = [
      ...SIDEBAR_ITEMS.flatMap((item) => item.subSidebar ?? []),
      ...links.map((link) => link.group),
    ].filter((id) => !known.has(id));
    expect(unknownGroups).toEqual([]);
  });

  it('leads only to routes of the app', () => {
    const targets = [
      ...SIDEBAR_ITEMS.map((item) => item.to),
      ...Object.values(SUB_SIDEBARS).flatMap((group) => group.links.map((link) => link.to)),
    ];
    expect(targets.filter((to) => matchRoute(APP_ROUTES, to) === null)).toEqual([]);
  });

  it('orders entries by weight, whichever feature declares them', () => {
    expect(SIDEBAR_ITEMS.map((item) => item.id)).toEqual([
      'aiAssistant',
      'imageAnalysis',
      'petProfile',
      'vetPatients',
      'vetQuestions',
      'settings',
      'affiliateDashboard',
      'admin',
    ]);
    // The pet profile's group gathers the spec's pages in the order a keeper reads; a feature
    // placing its own link among them checks where it lands in its own test.
    const spec = [
      '/dashboard/',
      '/information/',
      '/pet-profile/visits/',
      '/photo-gallery/',
      '/diet-and-healthy-plan/',
      '/results-and-referrals/',
      '/pet-profile/sharing/',
      '/my-pets/create/',
      '/my-pets/emergency-card/',
    ];
    const links = SUB_SIDEBARS.petProfile?.links.map((link) => link.to) ?? [];
    expect(links.filter((to) => spec.includes(to))).toEqual(spec);
  });
});

describe('the prebuilt app pages', () => {
  it.each(PREBUILT_APP_PAGES)(
    '$route is a guest-only route of the table, drawn by its own screen, named as listed',
    ({ route: routePath, trackingName }) => {
      const route = APP_ROUTES.find((candidate) => candidate.path === routePath);
      expect(route).toBeDefined();
      if (!route) return;
      // Its first look is the same for every guest; anyone else is sent on by the guard.
      expect(route.middleware).toContain('guest');
      // The island script counts the page view under the name the app gives it.
      expect(appRoutePageName(route)).toBe(trackingName);
      // The screen in the HTML is the one the route loads (lazyScreen names it).
      expect(route.component.displayName).toBe(`Lazy(${PREBUILT_SCREENS[routePath].name})`);
    },
  );
});
