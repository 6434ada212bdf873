// The two things a rebuild can mean (rebuildScheduler.ts): this server runs gatsby on its own
// site (local), or it tells a CI or static host to build through BUILD_HOOK_URL (hook).
import type { RebuildTarget } from './rebuildScheduler';
import type { SiteBuilder } from './siteBuilder';
import type { SiteBuildStore } from './siteBuildStore';

/** A build hook that does not answer within this long counts as failed (and is retried). */
export const BUILD_HOOK_TIMEOUT_MS = 10_000;

export function localRebuildTarget(builder: SiteBuilder): RebuildTarget {
  return {
    mode: 'local',
    isStale: () => builder.isStale(),
    async build() {
      const outcome = await builder.ensureBuilt();
      if (outcome === 'failed') throw new Error(builder.lastError ?? 'gatsby build failed');
      return { buildId: builder.readBuildInfo()?.build_id ?? null };
    },
  };
}

/** POSTs to the build hook; rejects unless it answers 2xx in time. */
export async function postBuildHook(url: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'content-changed', at: new Date().toISOString() }),
      signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    throw new Error(`the build hook (BUILD_HOOK_URL) is unreachable: ${reason}`);
  }
  if (!response.ok) throw new Error(`the build hook (BUILD_HOOK_URL) answered ${response.status}`);
}

/**
 * The hook is called for content the hook has not accepted yet: the fingerprint of the content it
 * last accepted is kept in the database, so every instance knows, and a publish whose call failed
 * or never happened (a crash) is delivered by the next attempt.
 */
export function hookRebuildTarget(input: {
  url: string;
  contentFingerprint: () => Promise<string>;
  store: Pick<SiteBuildStore, 'read' | 'saveDeliveredFingerprint'>;
  fetchImpl?: typeof fetch;
}): RebuildTarget {
  const { url, contentFingerprint, store } = input;
  return {
    mode: 'hook',
    async isStale() {
      const [current, row] = await Promise.all([contentFingerprint(), store.read()]);
      return row?.deliveredFingerprint !== current;
    },
    async build() {
      const fingerprint = await contentFingerprint();
      await postBuildHook(url, input.fetchImpl);
      await store.saveDeliveredFingerprint(fingerprint);
      return { buildId: null };
    },
  };
}
