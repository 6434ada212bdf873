import type { Page } from '@playwright/test';

/**
 * Resolves when the page's realtime client has subscribed to the signed-in user's private
 * channel, on whichever socket does it: a page may open a socket and close it (a navigation, a
 * reconnect) before the one that subscribes, so every socket the page opens is watched. Start
 * it before the navigation that opens the socket; rejects after `timeoutMs`, saying so.
 */
export function userChannelSubscribed(page: Page, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`no socket subscribed to the user's private channel within ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (
          text.includes('pusher_internal:subscription_succeeded') &&
          text.includes('private-App.Models.User.')
        ) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
