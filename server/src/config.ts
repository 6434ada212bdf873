// The API's settings, read once from the environment. Every variable has a safe embedded default so
// `npm start` works on a fresh machine; production overrides them (see CONFIG_VARIABLES).
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; undefined means the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  demoEmail: string;
  demoPassword: string;
  adminEmail: string;
  adminPassword: string;
  /** JSON file of extra news posts to seed (see db/seed/seedExtra.ts); e2e uses it. */
  seedExtraPath: string | undefined;
  publicUrl: string;
  /** Where contact-form messages are mailed (through the mail outbox). */
  supportEmail: string;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** server/src/config.ts → the repository root, where `data/` lives by default. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The variables the API reads, with defaults and descriptions, as data for the README. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description:
      'PostgreSQL (15 or newer) connection URL, e.g. postgres://user:pass@host:5432/petcare. ' +
      'Unset: an embedded PGlite database in DATA_DIR/pglite.',
  },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description: 'Folder for local state (the embedded database lives in DATA_DIR/pglite).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'DEMO_EMAIL',
    default: 'demo@petcare.local',
    description: 'E-mail of the seeded demo pet keeper.',
  },
  {
    name: 'DEMO_PASSWORD',
    default: 'petcare-demo-2026',
    description: 'Password of the seeded demo pet keeper (only used when the account is created).',
  },
  {
    name: 'ADMIN_EMAIL',
    default: 'admin@petcare.local',
    description: 'E-mail of the seeded admin user.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: 'petcare-admin-2026',
    description: 'Password of the seeded admin (only used when the account is created).',
  },
  {
    name: 'PETCARE_SEED_EXTRA',
    default: '(unset)',
    description: 'Path to a JSON file {"news": [...]} of extra news posts to seed (used by e2e).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:8000',
    description: 'Public base URL of the service (used in the OpenAPI document and links).',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@petcare.local',
    description: 'Address that receives the messages of the contact form (via the mail outbox).',
  },
];

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** Thrown for an unusable setting; the message names the variable so the operator can fix it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset: `PORT= npm start` should behave like no PORT at all. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 8000;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be an integer between 1 and 65535, got "${raw}".`);
  }
  return Number(raw);
}

function parseUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
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

function parseEmail(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}".`);
  }
  return value.toLowerCase();
}

function parsePassword(env: Env, name: string, fallback: string): string {
  const value = env[name] ?? fallback;
  if (value.length < 8) throw new ConfigError(`${name} must be at least 8 characters long.`);
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }
  const seedExtra = read(env, 'PETCARE_SEED_EXTRA');
  return {
    port: parsePort(env),
    host: read(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data')),
    logLevel: logLevel as LogLevel,
    demoEmail: parseEmail(env, 'DEMO_EMAIL', 'demo@petcare.local'),
    demoPassword: parsePassword(env, 'DEMO_PASSWORD', 'petcare-demo-2026'),
    adminEmail: parseEmail(env, 'ADMIN_EMAIL', 'admin@petcare.local'),
    adminPassword: parsePassword(env, 'ADMIN_PASSWORD', 'petcare-admin-2026'),
    seedExtraPath: seedExtra === undefined ? undefined : path.resolve(seedExtra),
    publicUrl: (
      parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? 'http://localhost:8000'
    ).replace(/\/+$/, ''),
    supportEmail: parseEmail(env, 'SUPPORT_EMAIL', 'support@petcare.local'),
  };
}
