// How a failed site rebuild is retried and how often an instance looks for publishes it did not
// hear about itself (server/src/site/rebuildScheduler.ts).
import { ConfigError, parseWholeNumber, type ConfigVariable, type Env } from '../configValues';

export interface SiteRebuildSettings {
  /** Wait before the first retry; it doubles per failed attempt up to retryMaxMs. */
  retryMinMs: number;
  retryMaxMs: number;
  /** How often the database's content is compared with the built site (publishes elsewhere). */
  checkIntervalMs: number;
}

export const DEFAULT_SITE_REBUILD_SETTINGS: SiteRebuildSettings = {
  retryMinMs: 5000,
  retryMaxMs: 300_000,
  checkIntervalMs: 60_000,
};

export function parseSiteRebuildSettings(env: Env): SiteRebuildSettings {
  const d = DEFAULT_SITE_REBUILD_SETTINGS;
  const range = { min: 100, max: 86_400_000 };
  const settings = {
    retryMinMs: parseWholeNumber(env, 'SITE_REBUILD_RETRY_MIN_MS', d.retryMinMs, range),
    retryMaxMs: parseWholeNumber(env, 'SITE_REBUILD_RETRY_MAX_MS', d.retryMaxMs, range),
    checkIntervalMs: parseWholeNumber(
      env,
      'SITE_REBUILD_CHECK_INTERVAL_MS',
      d.checkIntervalMs,
      range,
    ),
  };
  if (settings.retryMaxMs < settings.retryMinMs) {
    throw new ConfigError('SITE_REBUILD_RETRY_MAX_MS must not be below SITE_REBUILD_RETRY_MIN_MS.');
  }
  return settings;
}

export const SITE_REBUILD_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'SITE_REBUILD_RETRY_MIN_MS / SITE_REBUILD_RETRY_MAX_MS',
    default: `${DEFAULT_SITE_REBUILD_SETTINGS.retryMinMs} / ${DEFAULT_SITE_REBUILD_SETTINGS.retryMaxMs}`,
    description:
      'A failed site rebuild (or build hook call) is retried until it succeeds: first after the ' +
      'minimum, doubling per failed attempt up to the maximum (±20% jitter).',
  },
  {
    name: 'SITE_REBUILD_CHECK_INTERVAL_MS',
    default: String(DEFAULT_SITE_REBUILD_SETTINGS.checkIntervalMs),
    description:
      'How often each instance compares the published content in the database with the last ' +
      'build, so a publish made through another instance (or lost in a crash) is still built.',
  },
];
