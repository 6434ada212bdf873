import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { SiteBuild } from '@contract/schemas/siteBuild';
import type { RealtimeClient } from '../../realtime';
import type { AdminApi } from '../adminApi';

/** The admins' private channel and the event the server sends on it (server/src/admin-site-build). */
export const ADMIN_CHANNEL = 'admin';
export const SITE_BUILD_EVENT = 'site-build.updated';

/** Polling while realtime is not there (or not yet), and a slow safety net while it is. */
export const POLL_MS = { withoutRealtime: 4_000, withRealtime: 30_000 } as const;

/**
 * queued: a publish asked for a rebuild the server has not started yet (it waits 2 s for more
 * changes); building; failed (retried by the server with backoff); idle: the site is current.
 */
export type BuildPhase = 'idle' | 'queued' | 'building' | 'failed';

const QUEUED_AT_MOST_MS = 60_000;

function isSiteBuild(value: unknown): value is SiteBuild {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === 'idle' || status === 'building' || status === 'failed';
}

/**
 * The public site's rebuild, live for the admin screens: the state arrives over realtime (the
 * admins' channel) as the server saves it, with GET admin/site-build polled whenever the
 * channel is not subscribed, and slowly as a safety net while it is. Screens `watch()` while
 * they show it.
 */
export class SiteBuildStore {
  state: SiteBuild | null = null;
  /** Subscribed to the admins' channel: updates arrive as they happen. */
  live = false;
  /** When this tab last published or unpublished something (ms), until a build picks it up. */
  requestedAt: number | null = null;
  /** The state's updated_at when that happened: any later saved state means the server acted. */
  private baseline: string | null = null;
  /** Ticks once a second while building, for the elapsed time. */
  now = Date.now();
  private watchers = 0;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly api: Pick<AdminApi['siteBuild'], 'get'>,
    private readonly realtime: Pick<RealtimeClient, 'listen' | 'state'>,
    /** How often to ask without and with realtime (tests make it quick). */
    private readonly pollMs: { withoutRealtime: number; withRealtime: number } = POLL_MS,
  ) {
    makeAutoObservable<
      SiteBuildStore,
      'api' | 'realtime' | 'watchers' | 'stopWatching' | 'baseline' | 'pollMs'
    >(this, {
      api: false,
      pollMs: false,
      realtime: false,
      watchers: false,
      stopWatching: false,
      baseline: false,
    });
  }

  get phase(): BuildPhase {
    const state = this.state;
    if (state?.status === 'building') return 'building';
    // Server and browser clocks differ, so "queued" ends with the next saved state, or after a
    // while at the latest (the screen then shows what the server says).
    if (this.requestedAt !== null && this.now - this.requestedAt < QUEUED_AT_MOST_MS) {
      return 'queued';
    }
    return state?.status ?? 'idle';
  }

  /** Milliseconds since the build started (its state's updated_at), while building. */
  get elapsedMs(): number | null {
    if (this.state?.status !== 'building' || !this.state.updated_at) return null;
    return Math.max(0, this.now - Date.parse(this.state.updated_at));
  }

  /** 0–1: the share of the last build's duration that has passed (an estimate, capped). */
  get progress(): number | null {
    const elapsed = this.elapsedMs;
    const last = this.state?.last_build?.duration_ms;
    if (elapsed === null || !last) return null;
    return Math.min(0.95, elapsed / last);
  }

  /** A publish or unpublish went through: the server will rebuild (shown as queued). */
  markRequested(): void {
    this.requestedAt = Date.now();
    this.now = this.requestedAt;
    this.baseline = this.state?.updated_at ?? null;
  }

  receive(state: SiteBuild): void {
    // A build that started, or any state saved since the request, has picked the change up.
    if (
      this.requestedAt !== null &&
      (state.status === 'building' || state.updated_at !== this.baseline)
    ) {
      this.requestedAt = null;
    }
    this.state = state;
  }

  async refresh(): Promise<void> {
    try {
      const state = await this.api.get({ notify: false });
      this.receive(state);
    } catch {
      // Polling again shortly; the screen keeps what it has.
    }
  }

  /** Keeps the state current while a screen shows it; returns what ends that. */
  watch(): () => void {
    this.watchers += 1;
    if (this.watchers === 1) this.stopWatching = this.start();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.watchers -= 1;
      if (this.watchers === 0) {
        this.stopWatching?.();
        this.stopWatching = null;
      }
    };
  }

  private start(): () => void {
    void this.refresh();
    let leave: (() => void) | null = null;
    const subscribe = () => {
      if (leave) return;
      leave = this.realtime.listen(
        ADMIN_CHANNEL,
        SITE_BUILD_EVENT,
        (payload) => {
          if (isSiteBuild(payload)) this.receive(payload);
        },
        {
          subscribed: () => {
            runInAction(() => {
              this.live = true;
            });
            // Whatever happened before the subscription.
            void this.refresh();
          },
          error: () =>
            runInAction(() => {
              this.live = false;
            }),
        },
      );
    };
    subscribe();
    const stopReaction = reaction(
      () => this.realtime.state,
      (state) => {
        if (state === 'connected') subscribe();
        else
          runInAction(() => {
            this.live = false;
          });
      },
    );
    let poll: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      poll = setTimeout(
        () => {
          void this.refresh().finally(schedule);
        },
        this.live ? this.pollMs.withRealtime : this.pollMs.withoutRealtime,
      );
    };
    schedule();
    const ticker = setInterval(() => {
      if (this.state?.status === 'building' || this.requestedAt !== null) {
        runInAction(() => (this.now = Date.now()));
      }
    }, 1000);
    return () => {
      stopped = true;
      stopReaction();
      clearTimeout(poll);
      clearInterval(ticker);
      leave?.();
      runInAction(() => {
        this.live = false;
      });
    };
  }
}
