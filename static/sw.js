/* PetCare's service worker (src/features/emergency-card/README.md). Registered by the signed-in
 * app only. It keeps exactly three things, and nothing else passes through its caches:
 *   - the emergency card's API answer (GET /api/keeper/pets/{id}/emergency-card), in a cache
 *     named after a SHA-256 of the request's Authorization header: another session (another
 *     user, or the same user signed in again) never reads it;
 *   - the card page's HTML (the app's client-only page, the same for everyone);
 *   - static assets (scripts, styles, page data, fonts, images) of this origin, added only while
 *     the static cache exists: a card page creates it, sign-out deletes it.
 * Everything is network first: online, the page and the data are always fresh, and the caches
 * only answer when the network does not. API writes and every other API answer are never
 * touched. Signing out deletes every cache (src/features/emergency-card/offlineApp.ts).
 * It also shows Web Push notifications for reminders, with their Done and Snooze actions. */

const PREFIX = 'petcare-';
const STATIC_CACHE = `${PREFIX}static-v1`;
const SHELL_CACHE = `${PREFIX}shell-v1`;
const CARD_CACHE = `${PREFIX}card-`;

const CARD_API = /^\/api\/keeper\/pets\/[1-9][0-9]{0,9}\/emergency-card$/;
const CARD_PAGE = /^(?:\/[a-z]{2})?\/my-pets\/emergency-card\/[1-9][0-9]{0,9}\/?$/;
const STATIC_FILE = /\.(?:js|mjs|css|json|woff2?|ttf|svg|png|jpe?g|webp|avif|ico|webmanifest)$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function cardCacheName(request) {
  const auth = request.headers.get('Authorization');
  if (!auth) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return CARD_CACHE + hex;
}

/**
 * The network's answer (kept when good), else the kept copy, else the network's failure.
 * `onlyIntoKept`: add to the cache only while it exists — the card page creates the static cache
 * (offlineApp.ts), so public pages browsed after a sign-out leave nothing behind.
 */
async function networkFirst(request, cacheName, key = request, onlyIntoKept = false) {
  try {
    const response = await fetch(request);
    if (response.ok && cacheName && (!onlyIntoKept || (await caches.has(cacheName)))) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const kept = cacheName ? await (await caches.open(cacheName)).match(key) : undefined;
    if (kept) return kept;
    throw error;
  }
}

async function cardAnswer(request) {
  const name = await cardCacheName(request);
  // The answer is kept by URL alone (its request headers differ between calls).
  return networkFirst(request, name, request.url);
}

async function cardPage(request) {
  try {
    return await networkFirst(request, SHELL_CACHE, request.url);
  } catch (error) {
    // Another pet's card page is the same HTML (the app reads the path), in the same language.
    const locale = (path) => /^\/[a-z]{2}\//.exec(path)?.[0] ?? '/';
    const wanted = locale(new URL(request.url).pathname);
    const cache = await caches.open(SHELL_CACHE);
    const keys = await cache.keys();
    const same = keys.find((key) => locale(new URL(key.url).pathname) === wanted);
    const kept = same ? await cache.match(same) : undefined;
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (CARD_API.test(url.pathname) && !url.search) event.respondWith(cardAnswer(request));
    return;
  }
  if (request.mode === 'navigate') {
    // A card page creates the static cache before its HTML reaches the browser, so every script,
    // style and page-data file it then loads is stored before the page gets it: once the card
    // shows, what opening it offline needs is kept. (Left to the page's own keepForOffline, a
    // network lost right after the card showed could leave the scripts out, and the page offline
    // would stay on the loading screen of its HTML.)
    if (CARD_PAGE.test(url.pathname)) {
      const ready = caches.open(STATIC_CACHE).catch(() => undefined);
      event.respondWith(ready.then(() => cardPage(request)));
    }
    return;
  }
  if (url.pathname === '/sw.js') return;
  if (STATIC_FILE.test(url.pathname)) {
    event.respondWith(networkFirst(request, STATIC_CACHE, request, true));
  }
});

/* Web Push. The payload is JSON: {title, body, icon?, url, actions?: [{action, title, url}]};
 * `url` (also accepted as data.url) is opened on a click; an action's url is signed by the
 * server, so it is POSTed without credentials, and the notification closes. */

function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return { title: 'PetCare', body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  const url = payload.url ?? payload.data?.url ?? '/';
  const actions = Array.isArray(payload.actions)
    ? payload.actions
        .filter((a) => a && typeof a.action === 'string' && typeof a.title === 'string')
        .map((a) => ({ action: a.action, title: a.title }))
    : [];
  const actionUrls = Object.fromEntries(
    (Array.isArray(payload.actions) ? payload.actions : [])
      .filter((a) => a && typeof a.url === 'string')
      .map((a) => [a.action, a.url]),
  );
  event.waitUntil(
    self.registration.showNotification(String(payload.title ?? 'PetCare'), {
      body: typeof payload.body === 'string' ? payload.body : '',
      ...(typeof payload.icon === 'string'
        ? { icon: payload.icon }
        : { icon: '/icons/icon-192.png' }),
      data: { url, actionUrls },
      actions,
    }),
  );
});

async function openOrFocus(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === target);
  if (open) return open.focus();
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data ?? {};
  notification.close();
  const actionUrl = event.action ? data.actionUrls?.[event.action] : undefined;
  if (actionUrl) {
    event.waitUntil(
      fetch(actionUrl, { method: 'POST', credentials: 'omit', mode: 'cors' }).catch(
        () => undefined,
      ),
    );
    return;
  }
  if (data.url) event.waitUntil(openOrFocus(data.url));
});
