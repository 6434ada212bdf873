// The trigger service the API broadcasts through: the `pusher` server library, pointed at the
// embedded server (127.0.0.1 on the port this process actually listens on, which tests pick at
// random) or at the configured hosted service. Realtime is best effort: a failed trigger is
// logged, never an error for the request that caused it (notifications are stored first).
import Pusher from 'pusher';
import type { RealtimeConfig } from './realtimeConfig';

export interface Broadcaster {
  /** Sends `payload` (JSON-encoded) as `event` on the channel; resolves even when it fails. */
  trigger(channel: string, event: string, payload: unknown, exceptSocketId?: string): Promise<void>;
  /** Closes every connection signed in as the user (Pusher's terminate_connections). */
  terminateUser(userId: string): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

export interface LocalAddress {
  address: string;
  port: number;
}

/** How long a trigger may take before it is given up (the request does not wait on it). */
const TRIGGER_TIMEOUT_MS = 5_000;

function hostOf(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

export function createBroadcaster(
  config: RealtimeConfig,
  localAddress: () => LocalAddress | null,
  log: Logger,
): Broadcaster {
  if (!config.enabled)
    return { trigger: async () => undefined, terminateUser: async () => undefined };
  const credentials = { appId: config.appId, key: config.key, secret: config.secret };
  const hosted =
    config.host === null
      ? null
      : new Pusher({
          ...credentials,
          host: config.host,
          ...(config.port === null ? {} : { port: String(config.port) }),
          useTLS: config.scheme === 'https',
          timeout: TRIGGER_TIMEOUT_MS,
        });
  let local: { key: string; client: Pusher } | null = null;

  const client = (): Pusher | null => {
    if (hosted) return hosted;
    // Not listening (e.g. tests that only inject requests): nobody can be subscribed.
    const address = localAddress();
    if (address === null) return null;
    const key = `${address.address}:${address.port}`;
    if (local?.key !== key) {
      local = {
        key,
        client: new Pusher({
          ...credentials,
          host: hostOf(address.address),
          port: String(address.port),
          useTLS: false,
          timeout: TRIGGER_TIMEOUT_MS,
        }),
      };
    }
    return local.client;
  };

  return {
    async trigger(channel, event, payload, exceptSocketId) {
      const pusher = client();
      if (pusher === null) return;
      try {
        await pusher.trigger(
          channel,
          event,
          payload,
          exceptSocketId === undefined ? undefined : { socket_id: exceptSocketId },
        );
      } catch (error) {
        log.warn({ err: error, channel, event }, 'realtime: trigger failed');
      }
    },
    async terminateUser(userId) {
      const pusher = client();
      if (pusher === null) return;
      try {
        await pusher.terminateUserConnections(userId);
      } catch (error) {
        log.warn({ err: error }, 'realtime: terminating a user’s connections failed');
      }
    },
  };
}
