/**
 * Where the realtime client connects (spec.md section 3, "Realtime config"). The build passes
 * GATSBY_* variables from the server's config.realtime; unset host, port and scheme mean the
 * page's own origin, where the API serves its embedded Pusher-protocol server.
 */
export interface RealtimeConfig {
  enabled: boolean;
  /** Pusher app key; without one no client is created. */
  appKey: string | null;
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** Channel authorization (private channels). */
  authEndpoint: string;
  /** User authentication (pusher:signin). */
  userAuthEndpoint: string;
  /**
   * Where pusher-js sends its connection timeline (host and port of the API origin, which logs
   * it: server/src/realtime/timelineRoutes.ts), instead of stats.pusher.com.
   */
  statsHost: string;
}

/** The build variables, as strings (unset or empty = not given). */
export interface RealtimeEnv {
  GATSBY_REALTIME_ENABLED?: string;
  GATSBY_PUSHER_APP_KEY?: string;
  GATSBY_PUSHER_HOST?: string;
  GATSBY_PUSHER_PORT?: string;
  GATSBY_PUSHER_SCHEME?: string;
}

/** Gatsby inlines only literal `process.env.GATSBY_…` reads, so they are spelled out here. */
export function buildRealtimeEnv(): RealtimeEnv {
  return {
    GATSBY_REALTIME_ENABLED: process.env.GATSBY_REALTIME_ENABLED,
    GATSBY_PUSHER_APP_KEY: process.env.GATSBY_PUSHER_APP_KEY,
    GATSBY_PUSHER_HOST: process.env.GATSBY_PUSHER_HOST,
    GATSBY_PUSHER_PORT: process.env.GATSBY_PUSHER_PORT,
    GATSBY_PUSHER_SCHEME: process.env.GATSBY_PUSHER_SCHEME,
  };
}

const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/**
 * The config for a page at `pageUrl` whose API lives at `apiBaseUrl` (absolute, or a path on
 * the page's origin). The broadcasting endpoints are Laravel's, at the API's origin (not under
 * /api).
 */
export function realtimeConfigFrom(
  env: RealtimeEnv,
  pageUrl: string,
  apiBaseUrl: string,
): RealtimeConfig {
  const page = new URL(pageUrl);
  const apiOrigin = new URL(apiBaseUrl, page).origin;
  const schemeText = env.GATSBY_PUSHER_SCHEME?.trim().toLowerCase();
  const scheme: 'http' | 'https' =
    schemeText === 'http' || schemeText === 'https'
      ? schemeText
      : page.protocol === 'https:'
        ? 'https'
        : 'http';
  const portText = env.GATSBY_PUSHER_PORT?.trim();
  const port =
    portText && /^\d+$/.test(portText)
      ? Number(portText)
      : env.GATSBY_PUSHER_HOST?.trim() || !page.port
        ? scheme === 'https'
          ? 443
          : 80
        : Number(page.port);
  return {
    enabled: !FALSE_WORDS.has(env.GATSBY_REALTIME_ENABLED?.trim().toLowerCase() ?? ''),
    appKey: env.GATSBY_PUSHER_APP_KEY?.trim() || null,
    host: env.GATSBY_PUSHER_HOST?.trim() || page.hostname,
    port,
    scheme,
    authEndpoint: `${apiOrigin}/broadcasting/auth`,
    userAuthEndpoint: `${apiOrigin}/broadcasting/user-auth`,
    statsHost: new URL(apiOrigin).host,
  };
}
