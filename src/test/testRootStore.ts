import type { Locale } from '@contract/locales';
import { createDocumentCookieJar } from '../http/cookies';
import { RootStore } from '../stores/RootStore';
import type { TestHttpServer } from './testHttpServer';
import { APP_SIDEBAR } from '../app/shell/sidebarItems';
import { fakeMatchMedia } from './fakeMatchMedia';

/** Removes every cookie of the jsdom page, so each test starts signed out. */
export function clearAllCookies(): void {
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Path=/; Max-Age=0`;
  }
}

/** The app's real root store, talking to a local test server through the page's cookies. */
export function createTestRootStore(
  server: Pick<TestHttpServer, 'origin'>,
  locale: Locale = 'en',
  /** A viewport this wide (px), for what the menus show at a given width. */
  width?: number,
): RootStore {
  return new RootStore({
    sidebar: APP_SIDEBAR,
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: `${server.origin}/api`,
    locale,
    ...(width === undefined ? {} : { matchMedia: fakeMatchMedia(width).matchMedia }),
  });
}
