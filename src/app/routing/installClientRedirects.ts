import '../gatsbyGlobals';
import { redirectLoadedPage, wrapNavigate, type RedirectDeps } from './navigationRedirects';
import { lookupRouteRedirect } from './routeLookup';

export function browserRedirectDeps(win: Window = window): RedirectDeps {
  return {
    lookup: (path) => lookupRouteRedirect(path, (url, init) => win.fetch(url, init)),
    fullLoad: (url, replace) => (replace ? win.location.replace(url) : win.location.assign(url)),
    preload: (path) => void win.___loader?.loadPage(path).catch(() => undefined),
  };
}

/** gatsby-browser onClientEntry: client navigations honour every redirect (README.md). */
export function installClientRedirects(win: Window = window): void {
  const original = win.___navigate;
  if (!original) return;
  win.___navigate = wrapNavigate(original, browserRedirectDeps(win));
}

/**
 * gatsby-browser onInitialClientRender, and the 404 page: a page that loaded may still have to
 * move (a static host without our server, or an editor's redirect). True when it moves.
 */
export function redirectCurrentPage(win: Window = window): Promise<boolean> {
  const { pathname, search, hash } = win.location;
  const navigate = win.___navigate;
  if (!navigate) return Promise.resolve(false);
  return redirectLoadedPage(`${pathname}${search}${hash}`, browserRedirectDeps(win), navigate);
}
