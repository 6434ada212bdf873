// What happens when an admin changes public content: the site is rebuilt (rebuildScheduler.ts:
// locally with gatsby, or through BUILD_HOOK_URL in production). Debounced, so publishing ten
// items in a row costs one build; the scheduler retries a failed one until it succeeds.

export const CONTENT_CHANGE_DEBOUNCE_MS = 2000;

export function debounce(fn: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
    timer.unref();
  };
}

export function contentChangeHandler(
  scheduler: { request(): void },
  delayMs: number = CONTENT_CHANGE_DEBOUNCE_MS,
): () => void {
  return debounce(() => scheduler.request(), delayMs);
}
