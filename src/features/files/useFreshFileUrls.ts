import { useEffect } from 'react';

/** How long before a signed URL expires its record is fetched again. */
const MARGIN_MS = 60_000;
/** setTimeout's largest delay (about 24.8 days). */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Signed file URLs last an hour (FileRef in contract/schemas/pets.ts): a screen left open longer fetches its
 * records again a minute before the first of them expires, so a click never meets a dead link.
 */
export function useFreshFileUrls(expiresAt: readonly string[], reload: () => void): void {
  const first = expiresAt
    .map((at) => Date.parse(at))
    .filter((ms) => !Number.isNaN(ms))
    .reduce((min, ms) => Math.min(min, ms), Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!Number.isFinite(first)) return;
    const delay = Math.min(Math.max(first - MARGIN_MS - Date.now(), 0), MAX_DELAY_MS);
    const timer = setTimeout(reload, delay);
    return () => clearTimeout(timer);
  }, [first, reload]);
}
