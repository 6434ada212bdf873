import { createHistory, createMemorySource, LocationProvider } from '@reach/router';
import type { RenderResult } from '@testing-library/react';
import type { Locale } from '@contract/locales';
import { AppShell } from '../app/AppShell';
import type { AnalyticsEvent } from '../app/core/analytics';
import type { AppRoute } from '../app/core/routeTypes';
import type { RootStore } from '../stores/RootStore';
import { renderWithProviders } from './renderWithProviders';
import type { TestHttpServer } from './testHttpServer';
import { createTestRootStore } from './testRootStore';

export interface RenderedApp extends RenderResult {
  store: RootStore;
  /** The memory history the app navigates in. */
  history: ReturnType<typeof createHistory>;
  /** Current path with query. */
  currentPath: () => string;
  /** Full page loads the app asked for (absolute redirects, provider pages). */
  assigned: string[];
  events: { event: AnalyticsEvent; params: Record<string, unknown> }[];
  /** Page views the app reported: the path shown and the page name. */
  pageViews: { path: string; name: string }[];
}

interface MemoryLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** Splits the hash off as browsers do (reach's memory source leaves it in the path or query). */
function splitHash(location: MemoryLocation): void {
  const url = `${location.pathname}${location.search}`;
  const at = url.indexOf('#');
  if (at < 0) return;
  const query = url.indexOf('?');
  location.hash = url.slice(at);
  location.pathname = url.slice(0, query >= 0 && query < at ? query : at);
  location.search = query >= 0 && query < at ? url.slice(query, at) : '';
}

/**
 * reach-router's memory source, except that it treats a URL as browsers do: replaceState keeps
 * the '?' of the query (the original drops it) and a hash is the location's `hash`, not part of
 * the path (where no route would match it).
 */
function browserLikeMemorySource(path: string) {
  const source = createMemorySource(path);
  const current = () => source.location as MemoryLocation;
  splitHash(current());
  const pushState = source.history.pushState.bind(source.history);
  source.history.pushState = (state: unknown, title: string, uri: string) => {
    pushState(state, title, uri);
    splitHash(current());
  };
  const replaceState = source.history.replaceState.bind(source.history);
  source.history.replaceState = (state: unknown, title: string, uri: string) => {
    replaceState(state, title, uri);
    const location = current();
    if (location.search && !location.search.startsWith('?'))
      location.search = `?${location.search}`;
    splitHash(location);
  };
  return source;
}

/**
 * The whole client-only app at `path`: real root store (talking to the local test server),
 * real router and guards, in a memory history instead of the browser's.
 */
export function renderApp(
  path: string,
  {
    server,
    locale = 'en',
    store,
    routes,
    prefetch,
  }: {
    /** The local server the app talks to (a TestHttpServer, or the product's own API). */
    server: Pick<TestHttpServer, 'origin'>;
    locale?: Locale;
    store?: RootStore;
    routes?: readonly AppRoute[];
    /** Gatsby's page prefetch, for tests of what the app prefetches. */
    prefetch?: (path: string) => unknown;
  },
): RenderedApp {
  const history = createHistory(browserLikeMemorySource(path));
  const root = store ?? createTestRootStore(server, locale);
  const assigned: string[] = [];
  const events: RenderedApp['events'] = [];
  const pageViews: RenderedApp['pageViews'] = [];
  const environment = {
    trackPageView: (location: { pathname: string; search: string }, name: string) =>
      void pageViews.push({ path: `${location.pathname}${location.search}`, name }),
    navigate: (to: string, options?: { replace?: boolean; state?: object }) =>
      history.navigate(to, options),
    assign: (url: string) => void assigned.push(url),
    currentUrl: () =>
      `${history.location.pathname}${history.location.search}${history.location.hash ?? ''}`,
    analytics: {
      track: (event: AnalyticsEvent, params: Record<string, unknown>) =>
        void events.push({ event, params }),
    },
    prefetch,
  };
  const result = renderWithProviders(
    <LocationProvider history={history}>
      <AppShell locale={locale} store={root} environment={environment} routes={routes} />
    </LocationProvider>,
    { locale },
  );
  return {
    ...result,
    store: root,
    history,
    currentPath: environment.currentUrl,
    assigned,
    events,
    pageViews,
  };
}
