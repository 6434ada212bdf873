// Reading single values from the environment: shared by config.ts and the settings modules of
// the features (db/databaseSettings.ts, mail/mailConfig.ts, realtime/realtimeConfig.ts…), which
// config.ts composes.

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

/** One row of the README's settings table (config.ts lists them all in CONFIG_VARIABLES). */
export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** An absolute URL with one of the given protocols (`'https:'`…); unset gives undefined. */
export function parseUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${redact(raw)}".`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${redact(raw)}".`,
    );
  }
  return raw;
}

/** Never echo a password from a connection URL into logs or error messages. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** true/1 or false/0 (any case); unset is false. */
export function parseBoolean(env: Env, name: string): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** One of a closed set of words (any case), or the fallback when unset. */
export function parseChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = (read(env, name) ?? fallback).toLowerCase();
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}".`);
  }
  return raw as T;
}

/** An e-mail address, lower-cased; unset gives the fallback. */
export function parseEmail(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}".`);
  }
  return value.toLowerCase();
}

/** A password of at least 8 characters, taken as written (spaces count); unset gives the fallback. */
export function parsePassword(env: Env, name: string, fallback: string): string {
  const value = env[name] ?? fallback;
  if (value.length < 8) throw new ConfigError(`${name} must be at least 8 characters long.`);
  return value;
}
