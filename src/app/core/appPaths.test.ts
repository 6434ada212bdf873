import { APP_AREAS } from '../appAreas';
import { isAbsoluteUrl, loginPathFor, safeRedirectTarget } from './appPaths';
import { performRedirect } from '../navigation/resolveNavigation';
import { planAppPages } from '../planAppPages';

describe('app paths', () => {
  it('follows only redirect targets on this site', () => {
    expect(safeRedirectTarget('/settings/preferences/?a=1#x')).toBe('/settings/preferences/?a=1#x');
    for (const bad of [
      null,
      '',
      'settings',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\nb',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });

  it('builds the sign-in path that brings the visitor back', () => {
    expect(loginPathFor('en', '/settings/preferences/')).toBe(
      '/auth/login/?redirect=%2Fsettings%2Fpreferences%2F',
    );
    expect(loginPathFor('jp', '/jp/')).toBe('/jp/auth/login/');
  });

  it('tells absolute redirects from paths', () => {
    expect(isAbsoluteUrl('https://example.com/x')).toBe(true);
    expect(isAbsoluteUrl('//cdn.example/x')).toBe(true);
    expect(isAbsoluteUrl('/settings/')).toBe(false);
  });

  it('performs absolute redirects as full page loads and paths as client redirects', () => {
    const done: string[] = [];
    const performer = {
      navigate: (to: string, options: { replace: boolean }) =>
        done.push(`navigate ${to} replace=${options.replace}`),
      assign: (url: string) => void done.push(`assign ${url}`),
    };
    performRedirect('https://example.com/new', performer);
    performRedirect('/jp/settings/preferences/', performer);
    expect(done).toEqual([
      'assign https://example.com/new',
      'navigate /jp/settings/preferences/ replace=true',
    ]);
  });

  it('plans one client-only page per app area in en and jp', () => {
    const pages = planAppPages();
    expect(pages.slice(0, 3)).toEqual([
      { path: '/auth/', matchPath: '/auth/*', locale: 'en' },
      { path: '/settings/', matchPath: '/settings/*', locale: 'en' },
      { path: '/dev/', matchPath: '/dev/*', locale: 'en' },
    ]);
    expect(pages).toContainEqual({
      path: '/jp/dashboard/',
      matchPath: '/jp/dashboard/*',
      locale: 'jp',
    });
    expect(pages).toHaveLength(APP_AREAS.length * 2);
    for (const area of APP_AREAS) {
      expect(pages).toContainEqual({ path: area, matchPath: `${area}*`, locale: 'en' });
      expect(pages).toContainEqual({ path: `/jp${area}`, matchPath: `/jp${area}*`, locale: 'jp' });
    }
  });
});
