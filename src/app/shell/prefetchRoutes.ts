import type { PrefetchPage } from '../core/AppEnvironment';

// spec.md section 9: payload preloading starts 1000 ms after mount unless the connection is
// slow-2g, with at most 5 pages loading at once.

export const PREFETCH_DELAY_MS = 1000;
export const PREFETCH_CONCURRENCY = 5;
/** A prefetch that never settles (Gatsby drops failed ones silently) frees its slot after this. */
export const PREFETCH_SLOT_TIMEOUT_MS = 10_000;

/** Gatsby's prefetchPathname: returns a thenable in practice, typed as void. */
export type { PrefetchPage };

export interface PrefetchOptions {
  prefetch: PrefetchPage;
  /** navigator.connection where the browser has it. */
  connection?: { effectiveType?: string } | null;
  delayMs?: number;
  concurrency?: number;
}

/**
 * Prefetches `paths` after the delay, never more than `concurrency` at a time. Returns a function
 * that cancels what has not started yet (the layout unmounted).
 */
export function schedulePrefetch(paths: readonly string[], options: PrefetchOptions): () => void {
  const {
    prefetch,
    connection,
    delayMs = PREFETCH_DELAY_MS,
    concurrency = PREFETCH_CONCURRENCY,
  } = options;
  if (connection?.effectiveType === 'slow-2g' || paths.length === 0) return () => {};
  const queue = [...new Set(paths)];
  let cancelled = false;
  let running = 0;

  const settle = (result: unknown): Promise<void> =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, PREFETCH_SLOT_TIMEOUT_MS);
      Promise.resolve(result)
        .catch(() => undefined)
        .then(() => {
          clearTimeout(timer);
          resolve();
        });
    });

  const next = (): void => {
    while (!cancelled && running < concurrency && queue.length > 0) {
      const path = queue.shift()!;
      running += 1;
      let result: unknown;
      try {
        result = prefetch(path);
      } catch {
        result = undefined;
      }
      void settle(result).then(() => {
        running -= 1;
        next();
      });
    }
  };

  const start = setTimeout(next, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(start);
  };
}
