import type Echo from 'laravel-echo';
import { makeObservable, observable, runInAction } from 'mobx';
import type { NotificationStore } from '../notifications';
import { parseNotification } from '../notifications';
import { connectionStateOf, type ConnectionState } from './connectionState';
import { echoOptions } from './echoOptions';
import type { RealtimeConfig } from './realtimeConfig';
import { loadRealtimeLibraries, type RealtimeLibraries } from './realtimeLibraries';
import { watchReconnect } from './reconnectWatchdog';

export type { ConnectionState } from './connectionState';

export type RealtimeLogger = Pick<Console, 'info' | 'error'>;

export interface RealtimeClientOptions {
  /** null: this store has no realtime at all (tests, server rendering), silently. */
  config: RealtimeConfig | null;
  /**
   * The headers every API call carries (spec.md section 7: X-Requested-With, App-Language, the
   * bearer token, X-Medical-Entity-ID), read at each auth request.
   */
  headers: () => Record<string, string>;
  notifications: NotificationStore;
  load?: () => Promise<RealtimeLibraries>;
  logger?: RealtimeLogger;
}

/** What the server sends on the user's channel before it ends a disabled account's sessions. */
export const ACCOUNT_DISABLED_EVENT = 'account.disabled';

/** The channel Laravel's notifications broadcast on. */
export function userChannelName(userId: string): string {
  return `App.Models.User.${userId}`;
}

const LOG_PREFIX = '[realtime]';

/**
 * The realtime connection of the signed-in user: laravel-echo over pusher-js, to the embedded
 * Pusher-protocol server or a hosted one. pusher-js itself resubscribes channels on connected
 * and disconnects them on connecting or disconnected; this client adds the user sign-in, the
 * notifications channel and the catch-up fetch. Errors are only logged: realtime is a
 * convenience and the page works without it.
 */
export class RealtimeClient {
  state: ConnectionState = 'disconnected';
  /** An admin disabled this account: the server says so, then closes the connection. */
  accountDisabled = false;
  private echo: Echo<'pusher'> | null = null;
  private stopWatchdog: (() => void) | null = null;
  private userId: string | null = null;
  /** Increases on every start and stop, so a slow library load cannot revive a stopped client. */
  private generation = 0;
  private offReported = false;
  private readonly logger: RealtimeLogger;

  constructor(private readonly options: RealtimeClientOptions) {
    this.logger = options.logger ?? console;
    makeObservable<RealtimeClient>(this, { state: observable, accountDisabled: observable });
  }

  get running(): boolean {
    return this.echo !== null;
  }

  /** The id the socket signed in as (pusher-js's user data), while signed in. */
  get signedInUserId(): string | null {
    const userData = this.echo?.connector.pusher.user.user_data as { id?: unknown } | null;
    return typeof userData?.id === 'string' ? userData.id : null;
  }

  /** Connects for this user (once; a second call for the same user does nothing). */
  async start(userId: string): Promise<void> {
    if (this.userId === userId) return;
    this.stop();
    const { config } = this.options;
    if (!config) return;
    if (!config.enabled || !config.appKey) {
      if (!this.offReported) {
        this.offReported = true;
        this.logger.info(
          config.enabled
            ? `${LOG_PREFIX} No Pusher app key (GATSBY_PUSHER_APP_KEY): realtime notifications are off.`
            : `${LOG_PREFIX} Realtime is disabled (GATSBY_REALTIME_ENABLED): realtime notifications are off.`,
        );
      }
      return;
    }
    this.userId = userId;
    const generation = ++this.generation;
    let libraries: RealtimeLibraries;
    try {
      libraries = await (this.options.load ?? loadRealtimeLibraries)();
    } catch (error) {
      this.logger.error(`${LOG_PREFIX} The realtime client could not be loaded.`, error);
      return;
    }
    if (generation !== this.generation) return;
    this.connect(libraries, config, config.appKey, userId);
  }

  /** Disconnects and forgets the user (sign-out). */
  stop(): void {
    this.generation += 1;
    runInAction(() => {
      this.accountDisabled = false;
    });
    this.userId = null;
    this.stopWatchdog?.();
    this.stopWatchdog = null;
    const echo = this.echo;
    this.echo = null;
    echo?.disconnect();
    runInAction(() => {
      this.state = 'disconnected';
    });
  }

  private connect(
    { Echo, Pusher }: RealtimeLibraries,
    config: RealtimeConfig,
    key: string,
    userId: string,
  ): void {
    const echo = new Echo<'pusher'>(echoOptions(Pusher, config, key, this.options.headers));
    this.echo = echo;
    const pusher = echo.connector.pusher;

    pusher.connection.bind('state_change', ({ current }: { previous: string; current: string }) => {
      runInAction(() => {
        this.state = connectionStateOf(current);
      });
    });
    // pusher-js starts connecting inside its constructor, before the binding above.
    runInAction(() => {
      this.state = connectionStateOf(pusher.connection.state);
    });
    // After a server restart: back within about a second of it, not pusher-js's 15 s.
    this.stopWatchdog = watchReconnect(pusher.connection);
    pusher.connection.bind('error', (error: unknown) => {
      // pusher-js reconnects by itself; a failed attempt is worth a line, not a toast.
      if (this.echo === echo) this.logger.error(`${LOG_PREFIX} Connection error`, error);
    });
    pusher.user.bind('pusher:signin_error', (error: unknown) => {
      this.logger.error(`${LOG_PREFIX} Realtime sign-in failed`, error);
    });
    // Signs in now and again after every reconnection; pusher-js drops the signed-in user when
    // the connection drops.
    echo.connector.signin();

    const channel = echo.private(userChannelName(userId));
    channel.notification((payload: unknown) => {
      const notification = parseNotification(payload);
      if (notification) this.options.notifications.add(notification);
      else this.logger.error(`${LOG_PREFIX} Ignored a malformed notification`, payload);
    });
    // On every (re)subscription: whatever was created while the channel was down is fetched,
    // and duplicates collapse by id in the store.
    channel.subscribed(() => {
      void this.options.notifications.refresh();
    });
    channel.error((error: unknown) => {
      this.logger.error(`${LOG_PREFIX} Could not subscribe to the notifications channel`, error);
    });
    // server/src/adminApi.ts: sent just before the server closes a disabled account's sockets.
    channel.listen(`.${ACCOUNT_DISABLED_EVENT}`, () => {
      runInAction(() => {
        this.accountDisabled = true;
      });
    });
  }

  /**
   * Listens to `event` on a private channel other than the user's own (the admins' channel):
   * null when there is no connection yet (the caller polls instead, and tries again once
   * `state` is connected). Returns what stops listening and leaves the channel.
   */
  listen(
    channel: string,
    event: string,
    handler: (payload: unknown) => void,
    callbacks: { subscribed?: () => void; error?: (error: unknown) => void } = {},
  ): (() => void) | null {
    const echo = this.echo;
    if (!echo) return null;
    const subscription = echo.private(channel);
    subscription.listen(`.${event}`, handler);
    if (callbacks.subscribed) subscription.subscribed(callbacks.subscribed);
    subscription.error((error: unknown) => {
      this.logger.error(`${LOG_PREFIX} Could not subscribe to ${channel}`, error);
      callbacks.error?.(error);
    });
    return () => {
      subscription.stopListening(`.${event}`, handler);
      if (this.echo === echo) echo.leave(channel);
    };
  }
}
