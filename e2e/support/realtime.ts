import type { Page } from '@playwright/test';

export interface ChannelWatch {
  /**
   * Resolves once the subscription was seen — before this call or within `timeoutMs` of it —
   * and fails saying what it waited for otherwise. The limit counts from this call, so the steps
   * a journey takes between starting the watch and waiting never eat into it.
   */
  wait(timeoutMs?: number): Promise<void>;
}

/**
 * Watches for the page's realtime client to subscribe to the signed-in user's private channel,
 * on whichever socket does it: a page may open a socket and close it (a navigation, a reconnect)
 * before the one that subscribes, so every socket the page opens is watched. Start it before the
 * navigation that opens the socket.
 */
export function userChannelSubscribed(page: Page): ChannelWatch {
  let seen = false;
  const waiters: (() => void)[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (
        text.includes('pusher_internal:subscription_succeeded') &&
        text.includes('private-App.Models.User.')
      ) {
        seen = true;
        for (const wake of waiters.splice(0)) wake();
      }
    });
  });
  return {
    wait(timeoutMs = 30_000) {
      if (seen) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no socket subscribed to the user's private channel within ${timeoutMs} ms`,
              ),
            ),
          timeoutMs,
        );
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
