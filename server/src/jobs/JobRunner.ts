// A generic scheduled-job runner: each process runs every job at an interval. Jobs keep no state
// in the process: each claims its due rows in the database atomically (UPDATE … RETURNING over
// SELECT … FOR UPDATE SKIP LOCKED), so any number of instances can run the same jobs and every
// item is handled once. main.ts starts one runner and stops it on shutdown; features add their
// jobs to app.scheduledJobs (the list app.ts hands to each route group; the root README's
// settings table has JOBS_ENABLED and JOBS_INTERVAL_MS).
import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  /** Short name for the log. */
  name: string;
  /** Handles whatever is due; resolves to how many items it handled. */
  run(): Promise<number>;
}

export interface JobRunnerOptions {
  jobs: readonly ScheduledJob[];
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
}

export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(private readonly options: JobRunnerOptions) {}

  /** Runs every job once, one after the other; a failing job is logged and the rest still run. */
  async runOnce(): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    for (const job of this.options.jobs) {
      try {
        handled[job.name] = await job.run();
        if (handled[job.name]! > 0) {
          this.options.log.info({ job: job.name, handled: handled[job.name] }, 'scheduled job');
        }
      } catch (error) {
        handled[job.name] = 0;
        this.options.log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
    return handled;
  }

  /** Runs the jobs now and then every interval (the next run is timed from the end of the last). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.tick();
  }

  private tick(): void {
    this.running = this.runOnce().then(() => {
      this.running = null;
      if (this.stopped) return;
      // Up to 10 % later at random, so instances started together drift apart.
      const delay = this.options.intervalMs * (1 + Math.random() * 0.1);
      this.timer = setTimeout(() => this.tick(), delay);
      this.timer.unref();
    });
  }

  /** No new runs; resolves once a run in progress has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
