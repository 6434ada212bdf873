// Settings of the Pusher-protocol realtime service: the embedded server or a hosted one, and the
// app's credentials. README: settings table.
import {
  ConfigError,
  parseBoolean,
  parseChoice,
  read,
  type ConfigVariable,
  type Env,
} from '../configValues';

/**
 * The Pusher-protocol realtime service. host null = the embedded server on this process's own
 * port (server/src/realtime); a host = a hosted Pusher-compatible service (Pusher, Soketi, Reverb).
 */
export interface RealtimeConfig {
  enabled: boolean;
  appId: string;
  key: string;
  secret: string;
  host: string | null;
  port: number | null;
  scheme: 'http' | 'https';
  cluster: string | null;
  /** enabled && host === null: this process serves the WebSocket and the HTTP events API. */
  embedded: boolean;
}

export const REALTIME_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'REALTIME_ENABLED',
    default: 'true',
    description:
      'Realtime notifications over the Pusher protocol. false: no WebSocket server, no ' +
      '/broadcasting routes, notifications are only stored.',
  },
  {
    name: 'PUSHER_APP_ID / PUSHER_APP_KEY / PUSHER_APP_SECRET',
    default: 'petcare / petcare-local-key / petcare-local-secret',
    description:
      'Pusher app credentials (the embedded server checks them, or the hosted service issued ' +
      'them). The secret signs channel access: set your own outside local development.',
  },
  {
    name: 'PUSHER_HOST / PUSHER_PORT / PUSHER_SCHEME',
    default: '(unset)',
    description:
      'A hosted Pusher-compatible service (Pusher, Soketi, Reverb) the API triggers events on; ' +
      'the embedded server is then not started. Unset: the embedded server on PORT at /app/{key}.',
  },
  {
    name: 'PUSHER_CLUSTER',
    default: '(unset)',
    description: 'Cluster of a hosted Pusher app, e.g. eu (Pusher Channels only).',
  },
];

/** Letters, digits and `-_.`: what Pusher issues and what fits in the /app/{key} path. */
const PUSHER_CREDENTIAL = /^[A-Za-z0-9._-]{1,200}$/;

function parseCredential(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!PUSHER_CREDENTIAL.test(value)) {
    throw new ConfigError(`${name} must be letters, digits, ".", "_" or "-".`);
  }
  return value;
}

export function readRealtimeConfig(env: Env): RealtimeConfig {
  const rawEnabled = read(env, 'REALTIME_ENABLED');
  const enabled = rawEnabled === undefined ? true : parseBoolean(env, 'REALTIME_ENABLED');
  const host = read(env, 'PUSHER_HOST') ?? null;
  if (host !== null && !/^[A-Za-z0-9.-]+$/.test(host)) {
    throw new ConfigError(`PUSHER_HOST must be a host name without scheme or port, got "${host}".`);
  }
  const rawPort = read(env, 'PUSHER_PORT');
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || +rawPort < 1 || +rawPort > 65535)) {
    throw new ConfigError(`PUSHER_PORT must be an integer between 1 and 65535, got "${rawPort}".`);
  }
  if (host === null && rawPort !== undefined) {
    throw new ConfigError('PUSHER_PORT needs PUSHER_HOST (unset both for the embedded server).');
  }
  const scheme = parseChoice(env, 'PUSHER_SCHEME', ['http', 'https'] as const, 'https');
  return {
    enabled,
    appId: parseCredential(env, 'PUSHER_APP_ID', 'petcare'),
    key: parseCredential(env, 'PUSHER_APP_KEY', 'petcare-local-key'),
    secret: parseCredential(env, 'PUSHER_APP_SECRET', 'petcare-local-secret'),
    host,
    port: rawPort === undefined ? null : Number(rawPort),
    // The embedded server speaks plain HTTP on this process's port (TLS ends at the proxy).
    scheme: host === null ? 'http' : scheme,
    cluster: read(env, 'PUSHER_CLUSTER') ?? null,
    embedded: enabled && host === null,
  };
}
