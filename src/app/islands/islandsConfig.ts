// What a page without a runtime (README.md) carries for its island script, and when that script
// loads the runtime after all. Shared by the HTML rewrite (gatsby-ssr) and the script itself.
import { REFERRAL_QUERY_PARAM } from '@contract/affiliate';
import { COOKIES, readCookie } from '../../http/cookies';

/** The id of the page's JSON data block the island script reads. */
export const ISLANDS_CONFIG_ID = 'site-islands';
/** The id of the inert template holding Gatsby's scripts, inserted only when a visit needs them. */
export const RUNTIME_TEMPLATE_ID = 'site-runtime';

export interface IslandsConfig {
  /** The page's own name for analytics (page context `trackingName`), if it has one. */
  trackingName?: string;
  /**
   * A prebuilt app screen (src/app/prebuiltAppPages.ts): the runtime loads when the visitor first
   * touches the page (runtimeOnInteraction.ts), not never.
   */
  runtimeOnInteraction?: true;
  /** …whose links carry the address's query once the app draws them (an app screen's `?redirect=`). */
  linksCarryQuery?: true;
}

/** The config's fields of `value` (the page context, or the parsed block); anything else is left out. */
export function islandsConfigOf(value: unknown): IslandsConfig {
  const fields = (value ?? {}) as Record<string, unknown>;
  const flags = (['runtimeOnInteraction', 'linksCarryQuery'] as const).filter(
    (flag) => fields[flag] === true,
  );
  return {
    ...(typeof fields.trackingName === 'string' ? { trackingName: fields.trackingName } : {}),
    ...Object.fromEntries(flags.map((flag) => [flag, true])),
  };
}

/** The config block's text as the island script reads it. */
export function parseIslandsConfig(text: string | null | undefined): IslandsConfig {
  try {
    return islandsConfigOf(JSON.parse(text ?? '{}'));
  } catch {
    return {};
  }
}

/**
 * Whether this visit needs the whole runtime after all: a browser holding a sign-in token (the
 * header shows the signed-in user's controls and the navigation pipeline runs, as on an app page)
 * or a referral link (`?ref=` is recorded by the app's code). A guest reading the page needs none.
 */
export function visitNeedsRuntime(cookie: string, search: string): boolean {
  return (
    Boolean(readCookie(cookie, COOKIES.authToken.name)) ||
    new URLSearchParams(search).has(REFERRAL_QUERY_PARAM)
  );
}
