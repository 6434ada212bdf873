// Keeps the published site in step with the published content, whatever fails on the way. A
// publish only has to be in the database: every attempt compares the database's content with the
// last build (the content fingerprint) and builds whatever is there, so a publish made through
// another instance, or lost with a crash before its build, is picked up by the next attempt — on
// a publish, at start, after a failure (backoff) and every SITE_REBUILD_CHECK_INTERVAL_MS.
// The state (idle, building, failed with attempts and next retry, last build, last error) is
// written to the database for the admin screen (GET /api/admin/site-build).
import type { FastifyBaseLogger } from 'fastify';
import { describeDatabaseFailure } from '../db/databaseHealth';
import type { SiteBuildMode, SiteBuildStatusName } from './siteBuildStatusTable';
import type { SiteBuildPatch, SiteBuildStore } from './siteBuildStore';
import type { SiteRebuildSettings } from './siteRebuildSettings';

/** What gets rebuilt: this server's own site (gatsby) or a CI behind BUILD_HOOK_URL. */
export interface RebuildTarget {
  mode: SiteBuildMode;
  /** True when the built site does not match the content in the database (or sources). */
  isStale(): Promise<boolean>;
  /** Builds; rejects with an error whose message says why it failed. */
  build(): Promise<{ buildId: string | null }>;
}

export type RebuildOutcome = 'fresh' | 'built' | 'failed';

export interface RebuildState {
  status: SiteBuildStatusName;
  attempts: number;
  nextRetryAt: Date | null;
  lastError: string | null;
}

export interface RebuildSchedulerOptions {
  target: RebuildTarget;
  store: Pick<SiteBuildStore, 'save'>;
  log: FastifyBaseLogger;
  settings: SiteRebuildSettings;
  /** Jitter source; tests pass a constant. */
  random?: () => number;
}

export function retryDelayMs(attempts: number, settings: SiteRebuildSettings, random: number) {
  const base = Math.min(settings.retryMaxMs, settings.retryMinMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

export class RebuildScheduler {
  private running: Promise<RebuildOutcome> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private storeFailing = false;
  private current: RebuildState = {
    status: 'idle',
    attempts: 0,
    nextRetryAt: null,
    lastError: null,
  };

  constructor(private readonly options: RebuildSchedulerOptions) {}

  get state(): RebuildState {
    return { ...this.current };
  }

  /** Starts the periodic comparison with the database. */
  start(): void {
    if (this.checkTimer || this.stopped) return;
    this.checkTimer = setInterval(() => {
      if (!this.running && !this.retryTimer) void this.runNow();
    }, this.options.settings.checkIntervalMs);
    this.checkTimer.unref();
  }

  /** Content changed: build now (a retry waiting for its time goes now too). */
  request(): void {
    void this.runNow();
  }

  /** Brings the site up to date now; a call during a run makes it run once more afterwards. */
  runNow(): Promise<RebuildOutcome> {
    if (this.stopped) return Promise.resolve('fresh');
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.clearRetry();
    this.running = (async () => {
      let outcome: RebuildOutcome;
      do {
        this.again = false;
        outcome = await this.attempt();
      } while (this.again && outcome !== 'failed' && !this.stopped);
      return outcome;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    this.clearRetry();
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  private async attempt(): Promise<RebuildOutcome> {
    const { target, log } = this.options;
    try {
      if (!(await target.isStale())) {
        if (this.current.status !== 'idle') {
          this.current = { status: 'idle', attempts: 0, nextRetryAt: null, lastError: null };
          await this.persist({ attempts: 0, nextRetryAt: null });
        }
        return 'fresh';
      }
      const started = Date.now();
      this.current = { ...this.current, status: 'building', nextRetryAt: null };
      await this.persist({ nextRetryAt: null });
      const { buildId } = await target.build();
      const durationMs = Date.now() - started;
      // A publish that came in during this build is not in it: the site is not up to date until
      // the next run (runNow loops) has built it, so the admin is never told "up to date" early.
      const status = this.again ? 'building' : 'idle';
      this.current = { status, attempts: 0, nextRetryAt: null, lastError: null };
      await this.persist({
        attempts: 0,
        nextRetryAt: null,
        lastBuildId: buildId,
        lastBuildDurationMs: durationMs,
        lastBuiltAt: new Date(),
      });
      return 'built';
    } catch (error) {
      if (this.stopped) return 'failed';
      const attempts = this.current.attempts + 1;
      const delay = retryDelayMs(
        attempts,
        this.options.settings,
        (this.options.random ?? Math.random)(),
      );
      const message = describeDatabaseFailure(error);
      this.current = {
        status: 'failed',
        attempts,
        nextRetryAt: new Date(Date.now() + delay),
        lastError: message,
      };
      log.error(
        { attempts, retryInSeconds: Math.round(delay / 1000), reason: message },
        `site: rebuild failed (attempt ${attempts}); the previous site keeps serving, retrying in ${Math.round(delay / 1000)} s`,
      );
      await this.persist({
        attempts,
        nextRetryAt: this.current.nextRetryAt,
        lastError: message,
        lastErrorAt: new Date(),
      });
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.runNow();
      }, delay);
      this.retryTimer.unref();
      return 'failed';
    }
  }

  /** Writes the state; the database may be what failed, so a failed write is logged once. */
  private async persist(patch: SiteBuildPatch): Promise<void> {
    try {
      await this.options.store.save({
        ...patch,
        status: this.current.status,
        mode: this.options.target.mode,
      });
      this.storeFailing = false;
    } catch (error) {
      if (!this.storeFailing) {
        this.storeFailing = true;
        this.options.log.warn(
          { reason: describeDatabaseFailure(error) },
          'site: the rebuild state could not be saved; it is kept in memory meanwhile',
        );
      }
    }
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
