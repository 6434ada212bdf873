import { JobRunner, type ScheduledJob } from './JobRunner';

const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() };

function counter(name: string, handled = 1): ScheduledJob & { runs: number } {
  const job = {
    name,
    runs: 0,
    run: async () => {
      job.runs += 1;
      return handled;
    },
  };
  return job;
}

describe('JobRunner', () => {
  beforeEach(() => jest.clearAllMocks());

  it('runs every job once per run and reports what each handled', async () => {
    const a = counter('a', 3);
    const b = counter('b', 0);
    const runner = new JobRunner({ jobs: [a, b], intervalMs: 60_000, log });
    expect(await runner.runOnce()).toEqual({ a: 3, b: 0 });
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('keeps running the other jobs when one fails, and logs the failure', async () => {
    const failing: ScheduledJob = {
      name: 'broken',
      run: () => Promise.reject(new Error('db down')),
    };
    const after = counter('after');
    const runner = new JobRunner({ jobs: [failing, after], intervalMs: 60_000, log });
    expect(await runner.runOnce()).toEqual({ broken: 0, after: 1 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'broken' }),
      'scheduled job failed',
    );
  });

  it('runs at start and then every interval, never overlapping, until stopped', async () => {
    jest.useFakeTimers();
    try {
      let release: () => void = () => undefined;
      let running = 0;
      let maxRunning = 0;
      let runs = 0;
      const slow: ScheduledJob = {
        name: 'slow',
        run: () =>
          new Promise<number>((resolve) => {
            runs += 1;
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            release = () => {
              running -= 1;
              resolve(1);
            };
          }),
      };
      const runner = new JobRunner({ jobs: [slow], intervalMs: 1000, log });
      runner.start();
      expect(runs).toBe(1);
      await jest.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(1);
      release();
      await jest.advanceTimersByTimeAsync(1100);
      expect(runs).toBe(2);
      const stopped = runner.stop();
      release();
      await stopped;
      await jest.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(2);
      expect(maxRunning).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
