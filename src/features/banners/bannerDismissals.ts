// Which banners a user closed, in the browser's localStorage under one key per user
// (`petcare-banners:{user id}`, `petcare-banners:guest` before sign-in): it survives reloads and
// sign-outs, and two people sharing a browser keep their own. See README.md for why not the API.
import type { BannerDefinition, BannerDismissal } from './bannerTypes';

/** Marks a banner's close button in the HTML (pages without a runtime bind it by this). */
export const DISMISS_BUTTON_ATTRIBUTE = 'data-banner-dismiss';
export const DISMISSALS_KEY_PREFIX = 'petcare-banners:';
export const GUEST_KEY = 'guest';
const DAY_MS = 86_400_000;

/** Banner key (id, or id#scope) → until when it stays closed (ms since the epoch; null: for good). */
export type DismissalRecord = Record<string, number | null>;

export function storageKey(userKey: string): string {
  return `${DISMISSALS_KEY_PREFIX}${userKey}`;
}

export function bannerKey(banner: BannerDefinition, scope: string | null): string {
  return scope === null ? banner.id : `${banner.id}#${scope}`;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): dismissals last for the page only
  }
}

export function readDismissals(
  userKey: string,
  storage: Storage | null = browserStorage(),
): DismissalRecord {
  try {
    const raw = storage?.getItem(storageKey(userKey));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const record: DismissalRecord = {};
    for (const [key, until] of Object.entries(parsed)) {
      if (until === null || typeof until === 'number') record[key] = until;
    }
    return record;
  } catch {
    return {};
  }
}

export function writeDismissals(
  userKey: string,
  record: DismissalRecord,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(storageKey(userKey), JSON.stringify(record));
  } catch {
    // Full or blocked storage: the banner stays closed until the page reloads.
  }
}

export function dismissedUntil(dismissal: BannerDismissal, now: number): number | null {
  return dismissal.kind === 'days' ? now + dismissal.days * DAY_MS : null;
}

export function isDismissed(record: DismissalRecord, key: string, now: number): boolean {
  if (!(key in record)) return false;
  const until = record[key];
  return until === null || until === undefined || until > now;
}
