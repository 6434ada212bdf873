// Reading single values from the environment: shared by config.ts and the settings modules of
// the features (db/databaseSettings.ts, site/siteRebuildSettings.ts), which config.ts composes.

/** Thrown for an unusable setting; the message names the variable so the operator can fix it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** Empty strings count as unset: `PORT= npm start` should behave like no PORT at all. */
export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A whole number of milliseconds (or a count) within [min, max]; unset gives the fallback. */
export function parseWholeNumber(
  env: Env,
  name: string,
  fallback: number,
  { min, max }: { min: number; max: number },
): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new ConfigError(
      `${name} must be a whole number between ${min} and ${max}, got "${raw}".`,
    );
  }
  return value;
}
