import { PREFETCH_SLOT_TIMEOUT_MS, schedulePrefetch } from './prefetchRoutes';

/** A prefetch whose pages finish when the test says so. */
function controlledPrefetch() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const prefetch = (path: string) => {
    started.push(path);
    return new Promise<void>((resolve) => finish.set(path, resolve));
  };
  return { prefetch, started, finish: (path: string) => finish.get(path)!() };
}

const PATHS = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/', '/g/'];

describe('schedulePrefetch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts 1000 ms after mount', () => {
    const p = controlledPrefetch();
    schedulePrefetch(['/a/'], { prefetch: p.prefetch });
    jest.advanceTimersByTime(999);
    expect(p.started).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(p.started).toEqual(['/a/']);
  });

  it('loads at most 5 at a time, starting the next as one finishes', async () => {
    const p = controlledPrefetch();
    schedulePrefetch(PATHS, { prefetch: p.prefetch });
    jest.advanceTimersByTime(1000);
    expect(p.started).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
    p.finish('/b/');
    await jest.advanceTimersByTimeAsync(0);
    expect(p.started).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/', '/f/']);
    p.finish('/a/');
    p.finish('/c/');
    await jest.advanceTimersByTimeAsync(0);
    expect(p.started).toHaveLength(7);
  });

  it('does nothing on a slow-2g connection', () => {
    const p = controlledPrefetch();
    schedulePrefetch(PATHS, { prefetch: p.prefetch, connection: { effectiveType: 'slow-2g' } });
    jest.advanceTimersByTime(5000);
    expect(p.started).toEqual([]);
  });

  it('prefetches on 2g, 3g and 4g', () => {
    for (const effectiveType of ['2g', '3g', '4g']) {
      const p = controlledPrefetch();
      schedulePrefetch(['/a/'], { prefetch: p.prefetch, connection: { effectiveType } });
      jest.advanceTimersByTime(1000);
      expect(p.started).toEqual(['/a/']);
    }
  });

  it('prefetches each page once', () => {
    const p = controlledPrefetch();
    schedulePrefetch(['/a/', '/a/', '/b/'], { prefetch: p.prefetch });
    jest.advanceTimersByTime(1000);
    expect(p.started).toEqual(['/a/', '/b/']);
  });

  it('stops when cancelled: before the delay nothing starts, later nothing more', async () => {
    const early = controlledPrefetch();
    schedulePrefetch(PATHS, { prefetch: early.prefetch })();
    jest.advanceTimersByTime(2000);
    expect(early.started).toEqual([]);

    const late = controlledPrefetch();
    const cancel = schedulePrefetch(PATHS, { prefetch: late.prefetch });
    jest.advanceTimersByTime(1000);
    cancel();
    late.finish('/a/');
    await jest.advanceTimersByTimeAsync(0);
    expect(late.started).toHaveLength(5);
  });

  it('a failed, throwing or never-settling prefetch frees its slot', async () => {
    const started: string[] = [];
    const prefetch = (path: string) => {
      started.push(path);
      if (path === '/a/') throw new Error('no loader');
      if (path === '/b/') return Promise.reject(new Error('offline'));
      if (path === '/c/') return undefined; // Gatsby's typed void
      return new Promise(() => {});
    };
    schedulePrefetch(PATHS, { prefetch, concurrency: 2 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(started).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
    await jest.advanceTimersByTimeAsync(PREFETCH_SLOT_TIMEOUT_MS);
    expect(started).toEqual(PATHS);
  });
});
