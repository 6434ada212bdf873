import type Echo from 'laravel-echo';
import type Pusher from 'pusher-js';

export interface RealtimeLibraries {
  Echo: typeof Echo;
  Pusher: typeof Pusher;
}

/**
 * laravel-echo and pusher-js touch `window` when they load, so they are imported only when a
 * browser session starts the client (never during the static build), in their own chunk.
 */
export async function loadRealtimeLibraries(): Promise<RealtimeLibraries> {
  const [echo, pusher] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  return { Echo: echo.default, Pusher: pusher.default };
}
