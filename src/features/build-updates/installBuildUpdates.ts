import { splitUrl } from '@contract/redirectRules';
import type { GatsbyNavigate } from '../../app/core/gatsbyNavigate';
import '../../app/gatsbyGlobals';
import { BuildWatcher, isChunkLoadError } from './buildWatcher';

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

function currentPath(win: Window): string {
  const { pathname, search, hash } = win.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Browser wiring of BuildWatcher (gatsby-browser onClientEntry). Gatsby reports a failed page
 * chunk as a page-resources status of 'error' from window.___loader.loadPage, then reloads the
 * bare pathname itself; we answer first: with a newer build we reload at the full target path
 * (query and hash included) under the guard, and keep Gatsby from reloading on its own.
 */
export function installBuildUpdates(win: Window = window): BuildWatcher {
  const watcher = new BuildWatcher({
    fetch: (url, init) => win.fetch(url, init),
    storage: sessionStorageOf(win),
    reload: (path) => win.location.assign(path),
  });
  watcher.start();

  // Gatsby's loader sees the path and query only; remember the hash of the navigation.
  let lastTarget = '';
  const navigate = win.___navigate;
  if (navigate) {
    const recording: GatsbyNavigate = (to, options) => {
      if (typeof to === 'string') lastTarget = to;
      navigate(to, options);
    };
    win.___navigate = recording;
  }
  const targetOf = (rawPath: string) => {
    const { pathname, search } = splitUrl(lastTarget);
    if (lastTarget && `${pathname}${search}` === rawPath) return lastTarget;
    // The first page of a document (no navigation yet): its own URL, hash included.
    const { pathname: here, search: query } = win.location;
    return `${here}${query}` === rawPath ? currentPath(win) : rawPath;
  };

  const loader = win.___loader;
  if (loader) {
    const loadPage = loader.loadPage.bind(loader);
    loader.loadPage = async (rawPath) => {
      const resources = await loadPage(rawPath);
      if (resources?.status !== 'error') return resources;
      const outcome = await watcher.handleChunkLoadError(targetOf(rawPath));
      if (outcome === 'no-new-build') return resources;
      // Reloading (or refused by the guard): Gatsby must not reload the bare path on its own.
      return new Promise<never>(() => undefined);
    };
  }

  // Chunks loaded outside navigation (lazy components) fail as unhandled rejections.
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) void watcher.handleChunkLoadError(currentPath(win));
  });
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') void watcher.check();
  });
  return watcher;
}
