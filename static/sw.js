// PetCare's service worker: reminder notifications (Web Push). The app shell registers it at
// /sw.js. A push carries {title, body, url, actions: [{action, title, url}]}: the notification
// opens `url` on a click, and its "Done" / "Snooze 1 day" buttons POST to their one-time link
// (no sign-in needed) without opening a window.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: 'PetCare', body: event.data ? event.data.text() : '' };
  }
  const actions = Array.isArray(payload.actions) ? payload.actions : [];
  event.waitUntil(
    self.registration.showNotification(payload.title || 'PetCare', {
      body: payload.body || '',
      icon: '/favicon.svg',
      data: { url: payload.url || '/', actions },
      actions: actions.map((a) => ({ action: a.action, title: a.title })),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  const chosen = (data.actions || []).find((a) => a.action === event.action);
  if (chosen) {
    event.waitUntil(fetch(chosen.url, { method: 'POST', credentials: 'omit' }));
    return;
  }
  event.waitUntil(self.clients.openWindow(data.url || '/'));
});
