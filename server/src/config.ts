// The API's settings, read once from the environment. Every variable has a safe embedded default so
// `npm start` works on a fresh machine; production overrides them (see CONFIG_VARIABLES).
import path from 'node:path';
import { AUTH_PROVIDERS, type AuthProvider } from '@contract/authProviders';
import { AI_CONFIG_VARIABLES, readAiConfig, type AiConfig } from './chat/aiConfig';
import { ConfigError, read, type Env } from './configValues';
import {
  DATABASE_SETTING_VARIABLES,
  parseDatabaseSettings,
  type DatabaseSettings,
} from './db/databaseSettings';
import {
  SITE_REBUILD_VARIABLES,
  parseSiteRebuildSettings,
  type SiteRebuildSettings,
} from './site/siteRebuildSettings';
import { JOBS_CONFIG_VARIABLES, readJobsConfig, type JobsConfig } from './jobs/jobsConfig';
import { FILES_CONFIG_VARIABLES, readFilesConfig, type FilesConfig } from './pet-files/filesConfig';
import {
  BILLING_CONFIG_VARIABLES,
  readBillingConfig,
  type BillingConfig,
} from './billing/billingConfig';
import {
  KEEPER_DATA_CONFIG_VARIABLES,
  readKeeperDataConfig,
  type KeeperDataConfig,
} from './keeper-data/keeperDataConfig';

export { ConfigError };

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
  superAdminEmail: string;
  superAdminPassword: string;
  vetEmail: string;
  vetPassword: string;
  /** JSON file of extra news posts to seed (see db/seed/seedExtra.ts); e2e uses it. */
  seedExtraPath: string | undefined;
  publicUrl: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  mail: MailConfig;
  sms: SmsConfig;
  /** Configured sign-in providers only; an unconfigured provider answers 404. */
  oidcProviders: Partial<Record<AuthProvider, OidcProviderConfig>>;
  /** Production: POST here after content changes instead of building the site in-process. */
  buildHookUrl: string | undefined;
  /** Where contact-form messages are mailed (through the mail outbox). */
  supportEmail: string;
  realtime: RealtimeConfig;
  /** Timeouts on the database (db/databaseSettings.ts). */
  database: DatabaseSettings;
  /** Retries of failed site rebuilds (site/siteRebuildSettings.ts). */
  siteRebuild: SiteRebuildSettings;
  /** Pets' stored files: storage and the signed-URL secret (pet-files/filesConfig.ts). */
  files: FilesConfig;
  /** Scheduled jobs (jobs/jobsConfig.ts). */
  jobs: JobsConfig;
  /** The AI assistant: external model, chat limits (chat/aiConfig.ts). */
  ai: AiConfig;
  /** Prices, taxes, the payment provider and the affiliate programme (billing/billingConfig.ts). */
  billing: BillingConfig;
  /** Data exports and account deletion (keeper-data/keeperDataConfig.ts). */
  keeperData: KeeperDataConfig;
}

/**
 * The Pusher-protocol realtime service. host null = the embedded server on this process's own
 * port (server/src/realtime); a host = a hosted Pusher-compatible service (Pusher, Soketi, Reverb).
 */
export interface RealtimeConfig {
  enabled: boolean;
  appId: string;
  key: string;
  secret: string;
  host: string | null;
  port: number | null;
  scheme: 'http' | 'https';
  cluster: string | null;
  /** enabled && host === null: this process serves the WebSocket and the HTTP events API. */
  embedded: boolean;
}

export interface MailConfig {
  /** outbox: rows in mail_outbox, shown at /api/dev/outbox; smtp: delivered through MAIL_SMTP_URL. */
  transport: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  from: string;
  /**
   * With smtp: also keep every mail in mail_outbox and keep /api/dev/outbox (MAIL_OUTBOX_COPY;
   * local demos and the browser journeys, never a shared deployment). Always true for outbox.
   */
  outboxCopy: boolean;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

export interface SmsConfig {
  provider: 'outbox' | 'twilio';
  twilio: TwilioConfig | undefined;
}

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
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
  ...DATABASE_SETTING_VARIABLES,
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
    name: 'SUPER_ADMIN_EMAIL',
    default: 'superadmin@petcare.local',
    description: 'E-mail of the seeded super-admin user.',
  },
  {
    name: 'SUPER_ADMIN_PASSWORD',
    default: 'petcare-super-2026',
    description: 'Password of the seeded super-admin (only used when the account is created).',
  },
  {
    name: 'VET_EMAIL',
    default: 'vet@petcare.local',
    description: 'E-mail of the seeded vet, who works for the seeded clinic (a medical entity).',
  },
  {
    name: 'VET_PASSWORD',
    default: 'petcare-vet-2026',
    description: 'Password of the seeded vet (only used when the account is created).',
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
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true behind a load balancer or reverse proxy: the client address (used by rate limits) ' +
      'is read from X-Forwarded-For.',
  },
  {
    name: 'MAIL_TRANSPORT',
    default: 'outbox (smtp when MAIL_SMTP_URL is set)',
    description:
      'outbox keeps mails in the mail_outbox table and shows them at /api/dev/outbox (local demo ' +
      'only: anyone can read them); smtp delivers them through MAIL_SMTP_URL.',
  },
  {
    name: 'MAIL_SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server, e.g. smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465.',
  },
  {
    name: 'MAIL_OUTBOX_COPY',
    default: 'false',
    description:
      'true with the smtp transport: also keep a copy of every mail in mail_outbox and keep ' +
      '/api/dev/outbox (local demos and the browser journeys only: anyone can read it).',
  },
  {
    name: 'MAIL_FROM',
    default: 'PetCare <no-reply@petcare.local>',
    description: 'Sender of every mail.',
  },
  {
    name: 'SMS_PROVIDER',
    default: 'outbox',
    description:
      'outbox keeps text messages in the sms_outbox table (shown at /api/dev/sms-outbox); ' +
      'twilio sends them through the Twilio REST API.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM',
    default: '(unset)',
    description:
      'Twilio credentials and sender (a phone number or a messaging service id MG…); required ' +
      'with SMS_PROVIDER=twilio.',
  },
  {
    name: 'TWILIO_API_URL',
    default: 'https://api.twilio.com',
    description: 'Base URL of the Twilio REST API (tests point it at a local fake).',
  },
  {
    name: 'OIDC_GOOGLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
    default: '(unset)',
    description:
      'OpenID Connect sign-in with Google (issuer https://accounts.google.com); the redirect URI ' +
      'to register is PUBLIC_URL/auth/google/callback. All three set: the provider is offered.',
  },
  {
    name: 'OIDC_APPLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
    default: '(unset)',
    description:
      'Sign in with Apple (issuer https://appleid.apple.com; the client secret is the signed JWT ' +
      'Apple asks for); redirect URI PUBLIC_URL/auth/apple/callback.',
  },
  {
    name: 'OIDC_FACEBOOK_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
    default: '(unset)',
    description:
      'OpenID Connect sign-in with Facebook (issuer https://www.facebook.com); redirect URI ' +
      'PUBLIC_URL/auth/facebook/callback.',
  },
  {
    name: 'BUILD_HOOK_URL',
    default: '(unset)',
    description:
      'Production: URL that gets a POST (debounced) when admins publish content, e.g. a CI or ' +
      'static host build hook. Unset: the server rebuilds the site itself.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@petcare.local',
    description: 'Address that receives the messages of the contact form (via the mail outbox).',
  },
  {
    name: 'REALTIME_ENABLED',
    default: 'true',
    description:
      'Realtime notifications over the Pusher protocol. false: no WebSocket server, no ' +
      '/broadcasting routes, notifications are only stored.',
  },
  {
    name: 'PUSHER_APP_ID / PUSHER_APP_KEY / PUSHER_APP_SECRET',
    default: 'petcare / petcare-local-key / petcare-local-secret',
    description:
      'Pusher app credentials (the embedded server checks them, or the hosted service issued ' +
      'them). The secret signs channel access: set your own outside local development.',
  },
  {
    name: 'PUSHER_HOST / PUSHER_PORT / PUSHER_SCHEME',
    default: '(unset)',
    description:
      'A hosted Pusher-compatible service (Pusher, Soketi, Reverb) the API triggers events on; ' +
      'the embedded server is then not started. Unset: the embedded server on PORT at /app/{key}.',
  },
  {
    name: 'PUSHER_CLUSTER',
    default: '(unset)',
    description: 'Cluster of a hosted Pusher app, e.g. eu (Pusher Channels only).',
  },
  ...SITE_REBUILD_VARIABLES,
  ...FILES_CONFIG_VARIABLES,
  ...JOBS_CONFIG_VARIABLES,
  ...AI_CONFIG_VARIABLES,
  ...BILLING_CONFIG_VARIABLES,
  ...KEEPER_DATA_CONFIG_VARIABLES,
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

function parseBoolean(env: Env, name: string): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function parseChoice<T extends string>(
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

function parseMail(env: Env): MailConfig {
  const smtpUrl = parseUrl(env, 'MAIL_SMTP_URL', ['smtp:', 'smtps:']);
  const transport = parseChoice(
    env,
    'MAIL_TRANSPORT',
    ['outbox', 'smtp'] as const,
    smtpUrl === undefined ? 'outbox' : 'smtp',
  );
  if (transport === 'smtp' && smtpUrl === undefined) {
    throw new ConfigError('MAIL_TRANSPORT=smtp needs MAIL_SMTP_URL.');
  }
  return {
    transport,
    smtpUrl,
    from: read(env, 'MAIL_FROM') ?? 'PetCare <no-reply@petcare.local>',
    outboxCopy: transport === 'outbox' || parseBoolean(env, 'MAIL_OUTBOX_COPY'),
  };
}

function parseSms(env: Env): SmsConfig {
  const provider = parseChoice(env, 'SMS_PROVIDER', ['outbox', 'twilio'] as const, 'outbox');
  if (provider === 'outbox') return { provider, twilio: undefined };
  const accountSid = read(env, 'TWILIO_ACCOUNT_SID');
  const authToken = read(env, 'TWILIO_AUTH_TOKEN');
  const from = read(env, 'TWILIO_FROM');
  if (accountSid === undefined || authToken === undefined || from === undefined) {
    throw new ConfigError(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    );
  }
  const apiUrl = parseUrl(env, 'TWILIO_API_URL', ['http:', 'https:']) ?? 'https://api.twilio.com';
  return { provider, twilio: { accountSid, authToken, from, apiUrl: apiUrl.replace(/\/+$/, '') } };
}

function parseOidcProviders(env: Env): Config['oidcProviders'] {
  const providers: Config['oidcProviders'] = {};
  for (const name of AUTH_PROVIDERS) {
    const prefix = `OIDC_${name.toUpperCase()}`;
    const issuer = parseUrl(env, `${prefix}_ISSUER`, ['http:', 'https:']);
    const clientId = read(env, `${prefix}_CLIENT_ID`);
    const clientSecret = read(env, `${prefix}_CLIENT_SECRET`);
    const given = [issuer, clientId, clientSecret].filter((v) => v !== undefined).length;
    if (given === 0) continue;
    if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
      throw new ConfigError(
        `${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together.`,
      );
    }
    providers[name] = { issuer, clientId, clientSecret };
  }
  return providers;
}

/** Letters, digits and `-_.`: what Pusher issues and what fits in the /app/{key} path. */
const PUSHER_CREDENTIAL = /^[A-Za-z0-9._-]{1,200}$/;

function parseCredential(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!PUSHER_CREDENTIAL.test(value)) {
    throw new ConfigError(`${name} must be letters, digits, ".", "_" or "-".`);
  }
  return value;
}

function parseRealtime(env: Env): RealtimeConfig {
  const rawEnabled = read(env, 'REALTIME_ENABLED');
  const enabled = rawEnabled === undefined ? true : parseBoolean(env, 'REALTIME_ENABLED');
  const host = read(env, 'PUSHER_HOST') ?? null;
  if (host !== null && !/^[A-Za-z0-9.-]+$/.test(host)) {
    throw new ConfigError(`PUSHER_HOST must be a host name without scheme or port, got "${host}".`);
  }
  const rawPort = read(env, 'PUSHER_PORT');
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || +rawPort < 1 || +rawPort > 65535)) {
    throw new ConfigError(`PUSHER_PORT must be an integer between 1 and 65535, got "${rawPort}".`);
  }
  if (host === null && rawPort !== undefined) {
    throw new ConfigError('PUSHER_PORT needs PUSHER_HOST (unset both for the embedded server).');
  }
  const scheme = parseChoice(env, 'PUSHER_SCHEME', ['http', 'https'] as const, 'https');
  return {
    enabled,
    appId: parseCredential(env, 'PUSHER_APP_ID', 'petcare'),
    key: parseCredential(env, 'PUSHER_APP_KEY', 'petcare-local-key'),
    secret: parseCredential(env, 'PUSHER_APP_SECRET', 'petcare-local-secret'),
    host,
    port: rawPort === undefined ? null : Number(rawPort),
    // The embedded server speaks plain HTTP on this process's port (TLS ends at the proxy).
    scheme: host === null ? 'http' : scheme,
    cluster: read(env, 'PUSHER_CLUSTER') ?? null,
    embedded: enabled && host === null,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }
  const seedExtra = read(env, 'PETCARE_SEED_EXTRA');
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  return {
    port: parsePort(env),
    host: read(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    logLevel: logLevel as LogLevel,
    demoEmail: parseEmail(env, 'DEMO_EMAIL', 'demo@petcare.local'),
    demoPassword: parsePassword(env, 'DEMO_PASSWORD', 'petcare-demo-2026'),
    adminEmail: parseEmail(env, 'ADMIN_EMAIL', 'admin@petcare.local'),
    adminPassword: parsePassword(env, 'ADMIN_PASSWORD', 'petcare-admin-2026'),
    superAdminEmail: parseEmail(env, 'SUPER_ADMIN_EMAIL', 'superadmin@petcare.local'),
    superAdminPassword: parsePassword(env, 'SUPER_ADMIN_PASSWORD', 'petcare-super-2026'),
    vetEmail: parseEmail(env, 'VET_EMAIL', 'vet@petcare.local'),
    vetPassword: parsePassword(env, 'VET_PASSWORD', 'petcare-vet-2026'),
    seedExtraPath: seedExtra === undefined ? undefined : path.resolve(seedExtra),
    publicUrl: (
      parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? 'http://localhost:8000'
    ).replace(/\/+$/, ''),
    trustProxy: parseBoolean(env, 'TRUST_PROXY'),
    mail: parseMail(env),
    sms: parseSms(env),
    oidcProviders: parseOidcProviders(env),
    buildHookUrl: parseUrl(env, 'BUILD_HOOK_URL', ['http:', 'https:']),
    supportEmail: parseEmail(env, 'SUPPORT_EMAIL', 'support@petcare.local'),
    realtime: parseRealtime(env),
    database: parseDatabaseSettings(env),
    siteRebuild: parseSiteRebuildSettings(env),
    files: readFilesConfig(env, dataDir),
    jobs: readJobsConfig(env),
    ai: readAiConfig(env),
    billing: readBillingConfig(env),
    keeperData: readKeeperDataConfig(env),
  };
}
