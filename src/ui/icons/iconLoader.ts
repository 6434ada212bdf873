// Loads the signed-in app's icons from our own icon endpoint (GET {collection}.json?icons=…, the
// Iconify JSON format) and never from a third party. @iconify/react renders them and batches the
// names asked for in one tick into one request; the loaders here are ours, so each request has
// the spec's 1500 ms timeout (spec.md §9) and a failure is silent: the icon keeps its fallback
// box, no error toast (an icon is decoration, not something the user asked for).
import { addAPIProvider, setCustomIconsLoader } from '@iconify/react';
import type { IconifyJSON } from '@iconify/types';
import { ICON_COLLECTIONS } from '@contract/iconCollections';
import { MAX_ICONS_PER_REQUEST } from '@contract/limits';

export const ICON_FETCH_TIMEOUT_MS = 1500;

export interface IconLoaderOptions {
  /** The API base URL, e.g. `/api` or `https://api.example.com/api`. */
  apiBaseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function isIconSet(value: unknown, prefix: string): value is IconifyJSON {
  if (value === null || typeof value !== 'object') return false;
  const set = value as Partial<IconifyJSON>;
  return set.prefix === prefix && typeof set.icons === 'object' && set.icons !== null;
}

/** One request for up to MAX_ICONS_PER_REQUEST names; null when it fails or times out. */
export async function fetchIconSet(
  prefix: string,
  names: readonly string[],
  {
    apiBaseUrl,
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = ICON_FETCH_TIMEOUT_MS,
  }: IconLoaderOptions,
): Promise<IconifyJSON | null> {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/icons/${prefix}.json?icons=${names.map(encodeURIComponent).join(',')}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // No credentials or custom headers: a simple GET the browser and any CDN may cache.
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isIconSet(body, prefix) ? body : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Several requests when more names are asked for at once than one request may carry. */
async function loadIcons(
  prefix: string,
  names: readonly string[],
  options: IconLoaderOptions,
): Promise<IconifyJSON | null> {
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += MAX_ICONS_PER_REQUEST) {
    chunks.push(names.slice(i, i + MAX_ICONS_PER_REQUEST));
  }
  const sets = await Promise.all(chunks.map((chunk) => fetchIconSet(prefix, chunk, options)));
  const merged: IconifyJSON = { prefix, icons: {} };
  for (const set of sets) {
    if (!set) continue;
    Object.assign(merged.icons, set.icons);
    if (set.aliases) merged.aliases = { ...merged.aliases, ...set.aliases };
    merged.width ??= set.width;
    merged.height ??= set.height;
  }
  return Object.keys(merged.icons).length > 0 ? merged : null;
}

function absoluteBase(apiBaseUrl: string): URL | null {
  try {
    return new URL(apiBaseUrl.replace(/\/*$/, '/'), globalThis.location?.href);
  } catch {
    return null;
  }
}

/**
 * Points @iconify/react at our endpoint. Called once by the app shell (again with another base
 * URL in tests); names of other collections than ours are never requested from Iconify's public
 * API either: its default provider is replaced by our endpoint.
 */
export function installIconLoader(options: IconLoaderOptions): void {
  for (const prefix of ICON_COLLECTIONS) {
    setCustomIconsLoader((names) => loadIcons(prefix, names, options), prefix);
  }
  const base = absoluteBase(options.apiBaseUrl);
  if (base) {
    addAPIProvider('', {
      resources: [base.origin],
      path: `${base.pathname}icons/`,
      timeout: options.timeoutMs ?? ICON_FETCH_TIMEOUT_MS,
    });
  }
}
