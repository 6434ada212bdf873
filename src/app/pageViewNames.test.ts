// Analytics page views name app pages by their routes (spec.md section 9), never by the path: a
// record id in a page name splits one page into thousands and leaks ids to the tag manager.
import { localePath, SYSTEM_LOCALES } from '@contract/locales';
import { appRoutePageName, routeNameFor } from './core/routeNames';
import { matchRoute } from './matchRoute';
import { APP_ROUTES } from './routes';

/** Values shaped like the ids and slugs real records have. */
const ID_VALUES = [
  '12',
  'abc-123',
  '7f3e2a10-5b4c-4d2e-9a1b-0c8d7e6f5a4b',
  '2147483647',
  'spring-2026',
];

function concretePath(pattern: string, value: string): string {
  return `${pattern.replace(/:[A-Za-z]+/g, value)}/`;
}

describe('page names of analytics page views', () => {
  const withParams = APP_ROUTES.filter((route) => route.path.includes(':'));

  it('has routes with parameters to check', () => {
    expect(withParams.length).toBeGreaterThan(5);
  });

  it.each(APP_ROUTES.map((route) => [route.path, route] as const))(
    '%s: the page name is the route’s, with no id in it',
    (_path, route) => {
      for (const value of ID_VALUES) {
        const path = concretePath(route.path, value);
        const match = matchRoute(APP_ROUTES, path);
        expect(match).not.toBeNull();
        const name = appRoutePageName(match!.route);
        expect(name).toMatch(/^[a-z]+(?:-[a-zA-Z]+)*$/);
        for (const id of ID_VALUES) expect(name).not.toContain(id);
      }
    },
  );

  it('gives each app route its own page name', () => {
    const names = APP_ROUTES.map(appRoutePageName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('prefers a route’s own tracking name', () => {
    expect(appRoutePageName({ name: 'vet-patient', trackingName: 'vet-patient-record' })).toBe(
      'vet-patient-record',
    );
    expect(appRoutePageName({ name: 'vet-patient' })).toBe('vet-patient');
  });

  it.each([
    '/news/why-walks-matter/',
    '/news/post/launch-2026/',
    '/news/faq/how-often-12/',
    '/care/london/',
    '/care/tokyo/shibuya-vets-3/',
    '/error/404/',
    '/news/page/3/',
  ])('public page %s: named by its route in every system locale', (path) => {
    for (const locale of SYSTEM_LOCALES) {
      const name = routeNameFor(localePath(locale, path));
      expect(name).toMatch(/^[a-z]+(?:-[a-zA-Z]+)*$/);
    }
  });
});
