// Tag-manager configuration (spec.md section 3: gtmIds keyed by locale, gtmOptions enabled and
// debug), read from the build environment. Off unless enabled AND the locale has a container id:
// no third-party request by default.
import { isFlagOn } from '@contract/envFlag';
import { isLocale, LOCALE_CODES, type Locale } from '@contract/locales';

export interface GtmOptions {
  enabled: boolean;
  debug: boolean;
}

export interface GtmConfig {
  gtmIds: Partial<Record<Locale, string>>;
  gtmOptions: GtmOptions;
}

export interface GtmEnv {
  GATSBY_GTM_IDS?: string;
  GATSBY_GTM_ENABLED?: string;
  GATSBY_GTM_DEBUG?: string;
}

/** Google Tag Manager container ids look like GTM-AB12CD3. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Parses the settings; problems (bad JSON, unknown locale, malformed id) are reported through
 * `warn` and the offending entries ignored, so a typo never breaks the site.
 */
export function resolveGtmConfig(env: GtmEnv, warn: (message: string) => void): GtmConfig {
  const gtmIds: Partial<Record<Locale, string>> = {};
  const raw = env.GATSBY_GTM_IDS?.trim();
  if (raw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      warn('Tag manager: GATSBY_GTM_IDS is not valid JSON (expected {"en": "GTM-XXXX", ...}).');
    }
    if (
      parsed !== undefined &&
      (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    ) {
      warn('Tag manager: GATSBY_GTM_IDS must be a JSON object of locale to container id.');
    } else if (parsed) {
      for (const [locale, id] of Object.entries(parsed)) {
        if (!isLocale(locale)) warn(`Tag manager: unknown locale "${locale}" in GATSBY_GTM_IDS.`);
        else if (typeof id !== 'string' || !CONTAINER_ID.test(id.trim())) {
          warn(`Tag manager: "${String(id)}" is not a container id (GTM-XXXX) for ${locale}.`);
        } else gtmIds[locale] = id.trim();
      }
    }
  }
  return {
    gtmIds,
    gtmOptions: {
      enabled: isFlagOn(env.GATSBY_GTM_ENABLED),
      debug: isFlagOn(env.GATSBY_GTM_DEBUG),
    },
  };
}

/**
 * The container for a locale, or null when tracking is off there. A missing id while enabled is
 * a configuration gap: it is warned about (once per locale) and tracking stays off for it.
 */
export function containerIdFor(
  config: GtmConfig,
  locale: Locale,
  warnOnce: (key: string, message: string) => void,
): string | null {
  if (!config.gtmOptions.enabled) return null;
  const id = config.gtmIds[locale];
  if (id) return id;
  warnOnce(
    locale,
    `Tag manager: no container id for locale "${locale}" in GATSBY_GTM_IDS; tracking is off for it.`,
  );
  return null;
}

/** The build's settings. Gatsby inlines process.env.GATSBY_* where written out literally. */
export function gtmEnvOfBuild(): GtmEnv {
  return {
    GATSBY_GTM_IDS: process.env.GATSBY_GTM_IDS,
    GATSBY_GTM_ENABLED: process.env.GATSBY_GTM_ENABLED,
    GATSBY_GTM_DEBUG: process.env.GATSBY_GTM_DEBUG,
  };
}

/** Build time (gatsby-node onPreBuild): every configuration gap is worth seeing in the build log. */
export function reportTagManagerGaps(env: GtmEnv, warn: (message: string) => void): void {
  const config = resolveGtmConfig(env, warn);
  for (const locale of LOCALE_CODES)
    containerIdFor(config, locale, (_key, message) => warn(message));
}
