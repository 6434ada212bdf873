// The installable app's client side: the service worker (static/sw.js) registered by the signed-in
// app, the card kept for use offline, and every cache dropped at sign-out. Browser-only code: each
// function does nothing where the APIs are missing (server rendering, jsdom, old browsers).
import { loginPathFor } from '../../app/core/appPaths';
import type { RouteMiddleware } from '../../app/core/routeMiddlewareTypes';

/** Every cache of ours starts with this (static/sw.js names them the same way). */
export const CACHE_PREFIX = 'petcare-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-v1`;
const STATIC_CACHE = `${CACHE_PREFIX}static-v1`;
const STATIC_FILE = /\.(?:js|mjs|css|json|woff2?|ttf|svg|png|jpe?g|webp|avif|ico|webmanifest)$/;

/**
 * Signed in, or a session whose user could not be fetched because there is no network: the card
 * page opens offline from the copy the service worker kept for this session's token.
 */
export const signedInOrOffline: RouteMiddleware = ({ stores, locale, fullPath }) =>
  stores.auth.isLoggedIn || (stores.auth.unreachable && stores.auth.token)
    ? null
    : loginPathFor(locale, fullPath);

function hasCaches(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

/** Registers /sw.js once per page load (signed-in app pages only: the public site has none). */
let registering: Promise<unknown> | null = null;
export function registerServiceWorker(): void {
  if (registering || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registering = navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => null);
}

/** The cache of one session's card answers: the service worker derives the same name. */
export async function cardCacheName(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`Bearer ${token}`));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${CACHE_PREFIX}card-${hex}`;
}

/**
 * Keeps what opening the card with no network needs, even on the first visit (before the service
 * worker controls the page): the card's answer for this session, this page's HTML, and the
 * scripts, styles and page data it loaded. Best effort: a failure only means no offline copy.
 */
export async function keepForOffline(token: string, apiUrl: string, body: unknown): Promise<void> {
  if (!hasCaches()) return;
  try {
    const shell = await caches.open(SHELL_CACHE);
    const page = window.location.href.split('#')[0] ?? window.location.href;
    if (!(await shell.match(page))) await shell.add(page);
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter(
        (url) =>
          url.origin === window.location.origin &&
          !url.pathname.startsWith('/api/') &&
          STATIC_FILE.test(url.pathname),
      )
      .map((url) => url.href);
    const statics = await caches.open(STATIC_CACHE);
    await Promise.all(
      [...new Set(assets)].map(async (asset) => {
        if (!(await statics.match(asset))) await statics.add(asset).catch(() => undefined);
      }),
    );
    // The card's answer last: when it is kept, so are the page and the files that show it.
    const absolute = new URL(apiUrl, window.location.href).href;
    const card = await caches.open(await cardCacheName(token));
    await card.put(
      absolute,
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // No offline copy this time; the page itself is unaffected.
  }
}

/** Sign-out: every cache of ours goes, so nothing of this session is left for the next one. */
export async function clearOfflineCaches(): Promise<void> {
  if (!hasCaches()) return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => caches.delete(n)));
  } catch {
    // Storage refused (private mode): there is nothing kept to clear.
  }
}
