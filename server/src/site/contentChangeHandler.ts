// What happens when an admin changes public content: the site is rebuilt. Locally the server runs
// the build itself (SiteBuilder: one at a time, coalesced, the previous site keeps serving if it
// fails); in production, with BUILD_HOOK_URL, a CI or static host builds and we only POST to its
// hook. Both are debounced, so publishing ten items in a row costs one build.
import type { FastifyBaseLogger } from 'fastify';

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

/** POSTs to the build hook; failures are logged, never thrown (the content is saved anyway). */
export async function callBuildHook(
  url: string,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'content-changed', at: new Date().toISOString() }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) log.error({ status: response.status }, 'site: build hook refused the call');
    else log.info('site: build hook called');
  } catch (error) {
    log.error({ err: error }, 'site: build hook unreachable');
  }
}

export function contentChangeHandler(input: {
  buildHookUrl: string | undefined;
  /** The in-process rebuild (SiteBuilder.ensureBuilt). */
  rebuild: () => Promise<unknown>;
  log: () => FastifyBaseLogger;
  delayMs?: number;
  fetchImpl?: typeof fetch;
}): () => void {
  const { buildHookUrl, rebuild, log } = input;
  const run =
    buildHookUrl === undefined
      ? () =>
          void rebuild().catch((error: unknown) =>
            log().error({ err: error }, 'site: rebuild failed'),
          )
      : () => void callBuildHook(buildHookUrl, log(), input.fetchImpl);
  return debounce(run, input.delayMs ?? CONTENT_CHANGE_DEBOUNCE_MS);
}
