// The browser client's realtime settings, handed to `gatsby build` as GATSBY_* variables (see the
// realtime contract). Variables the operator sets themselves win: the host browsers reach may
// differ from the one the API triggers on (an internal Soketi behind a public proxy).
import type { RealtimeConfig } from './realtimeConfig';

export function realtimeClientEnv(realtime: RealtimeConfig): Record<string, string> {
  if (!realtime.enabled) return { GATSBY_REALTIME_ENABLED: 'false' };
  const env: Record<string, string> = {
    GATSBY_REALTIME_ENABLED: 'true',
    GATSBY_PUSHER_APP_KEY: realtime.key,
  };
  // Unset host, port and scheme: the client connects to the page's own origin (embedded server).
  if (realtime.host !== null) {
    env.GATSBY_PUSHER_HOST = realtime.host;
    env.GATSBY_PUSHER_SCHEME = realtime.scheme;
    if (realtime.port !== null) env.GATSBY_PUSHER_PORT = String(realtime.port);
  }
  return env;
}
