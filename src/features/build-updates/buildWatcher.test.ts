import { BuildWatcher, isChunkLoadError, RELOAD_GUARD_KEY } from './buildWatcher';

/** A builds/latest.json that answers the ids given, one per request (the last one repeats). */
function buildServer(...ids: (string | null)[]) {
  const urls: string[] = [];
  const fetchImpl = jest.fn(async (url: string) => {
    urls.push(url);
    const id = ids.length > 1 ? ids.shift()! : ids[0]!;
    if (id === null) return { ok: false, status: 404, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => ({ build_id: id }) } as Response;
  });
  return { fetchImpl, urls };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function watcher(ids: (string | null)[], now = () => 1_000_000) {
  const server = buildServer(...ids);
  const storage = memoryStorage();
  const reloads: string[] = [];
  const log = { warn: jest.fn(), error: jest.fn() };
  const instance = new BuildWatcher({
    fetch: server.fetchImpl,
    storage,
    reload: (path) => reloads.push(path),
    now,
    log,
  });
  return { instance, server, storage, reloads, log };
}

describe('BuildWatcher', () => {
  it('polls builds/latest.json with a timestamp query', async () => {
    const { instance, server } = watcher(['a'], () => 1234);
    expect(await instance.currentBuildId()).toBe('a');
    expect(server.urls).toEqual(['/builds/latest.json?t=1234']);
  });

  it('reports a new build when the id changes', async () => {
    const { instance } = watcher(['a', 'a', 'b']);
    expect(await instance.check()).toBe(false);
    expect(await instance.check()).toBe(true);
  });

  it('reloads at the full target path on a chunk error when a new build exists', async () => {
    const { instance, reloads, storage } = watcher(['a', 'b']);
    expect(await instance.handleChunkLoadError('/news/?page=2#top')).toBe('reloading');
    expect(reloads).toEqual(['/news/?page=2#top']);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY)!)).toEqual({
      path: '/news/?page=2#top',
      expires: 1_010_000,
    });
  });

  it('does not reload when the build is the same (or unknown)', async () => {
    const same = watcher(['a']);
    expect(await same.instance.handleChunkLoadError('/news/')).toBe('no-new-build');
    expect(same.reloads).toEqual([]);
    const unknown = watcher([null]);
    expect(await unknown.instance.handleChunkLoadError('/news/')).toBe('no-new-build');
  });

  it('reloads the same path at most once every 10 seconds (across page loads)', async () => {
    let now = 1_000_000;
    const first = watcher(['a', 'b'], () => now);
    expect(await first.instance.handleChunkLoadError('/news/')).toBe('reloading');
    // The reloaded page: a new watcher on the same session storage, still failing.
    const again = (ids: string[]) =>
      new BuildWatcher({
        fetch: buildServer(...ids).fetchImpl,
        storage: first.storage,
        reload: (path) => first.reloads.push(path),
        now: () => now,
        log: first.log,
      });
    now += 9_999;
    expect(await again(['c', 'd']).handleChunkLoadError('/news/')).toBe('guarded');
    expect(first.log.error).toHaveBeenCalled();
    // Another path is not held back by the guard of the first.
    expect(await again(['e', 'f']).handleChunkLoadError('/care/')).toBe('reloading');
    now += 20_000;
    expect(await again(['g', 'h']).handleChunkLoadError('/care/')).toBe('reloading');
    expect(first.reloads).toEqual(['/news/', '/care/', '/care/']);
    expect(first.storage.data.size).toBe(1);
  });

  it('reloads once when several loads fail together', async () => {
    const { instance, reloads, log } = watcher(['a', 'b']);
    const outcomes = await Promise.all([
      instance.handleChunkLoadError('/news/'),
      instance.handleChunkLoadError('/news/'),
    ]);
    expect(outcomes).toEqual(['reloading', 'reloading']);
    expect(reloads).toEqual(['/news/']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('survives storage that throws or holds a foreign value', async () => {
    const { instance, storage, reloads } = watcher(['a', 'b']);
    storage.data.set(RELOAD_GUARD_KEY, '{not json');
    expect(await instance.handleChunkLoadError('/x/')).toBe('reloading');
    const blocked = new BuildWatcher({
      fetch: buildServer('a', 'b').fetchImpl,
      storage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
      },
      reload: (path) => reloads.push(path),
    });
    expect(await blocked.handleChunkLoadError('/y/')).toBe('reloading');
  });

  it('stops polling where no build information is published', async () => {
    jest.useFakeTimers();
    try {
      const { server } = watcher([null]);
      const started = new BuildWatcher({
        fetch: server.fetchImpl,
        storage: null,
        reload: () => undefined,
        pollIntervalMs: 1000,
      });
      started.start();
      await jest.advanceTimersByTimeAsync(5000);
      expect(server.fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('polls on an interval once started, until stopped', async () => {
    jest.useFakeTimers();
    try {
      const { instance, server } = watcher(['a']);
      const started = new BuildWatcher({
        fetch: server.fetchImpl,
        storage: null,
        reload: () => undefined,
        pollIntervalMs: 1000,
      });
      started.start();
      expect(server.fetchImpl).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(3000);
      expect(server.fetchImpl.mock.calls.length).toBeGreaterThanOrEqual(4);
      started.stop();
      const calls = server.fetchImpl.mock.calls.length;
      await jest.advanceTimersByTimeAsync(3000);
      expect(server.fetchImpl).toHaveBeenCalledTimes(calls);
      instance.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk component---src-templates-news-list-template-tsx failed.'),
    new Error('Loading CSS chunk 7 failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
    'Loading chunk 5 failed.',
  ])('recognises %p', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([new Error('Network error'), null, undefined, 42])('ignores %p', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
