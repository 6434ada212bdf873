// The API's settings, read once from the environment. Every variable has a safe embedded default so
// `npm start` works on a fresh machine; production overrides them (see CONFIG_VARIABLES).
// A feature's section lives beside it (mail/mailConfig.ts, realtime/realtimeConfig.ts…: its
// variables for the README's table and a reader); this file keeps the general settings and
// composes the sections, in the README's order. Parsing helpers: configValues.ts.
import path from 'node:path';
import { AI_CONFIG_VARIABLES, readAiConfig, type AiConfig } from './chat/aiConfig';
import {
  ConfigError,
  parseBoolean,
  parseUrl,
  read,
  type ConfigVariable,
  type Env,
} from './configValues';
import { MAIL_CONFIG_VARIABLES, readMailConfig, type MailConfig } from './mail/mailConfig';
import { SMS_CONFIG_VARIABLES, readSmsConfig, type SmsConfig } from './sms/smsConfig';
import {
  OIDC_CONFIG_VARIABLES,
  readOidcProviders,
  type OidcProviders,
} from './auth/oidc/oidcConfig';
import {
  REALTIME_CONFIG_VARIABLES,
  readRealtimeConfig,
  type RealtimeConfig,
} from './realtime/realtimeConfig';
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
import {
  REMINDERS_CONFIG_VARIABLES,
  readRemindersConfig,
  type RemindersConfig,
} from './reminders/remindersConfig';
import {
  OPERATOR_CONFIG_VARIABLES,
  readOperatorConfig,
  type OperatorConfig,
} from './legal/operatorConfig';

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
  /** Whether PUBLIC_URL was set; unset, links follow the request (http/publicOrigin.ts). */
  publicUrlIsSet: boolean;
  /** ALLOWED_HOSTS: host names links may be written with when PUBLIC_URL is unset. */
  allowedHosts: string[];
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  mail: MailConfig;
  sms: SmsConfig;
  /** Configured sign-in providers only; an unconfigured provider answers 404. */
  oidcProviders: OidcProviders;
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
  /** Reminders outside the app: the one-time links' key (reminders/remindersConfig.ts). */
  reminders: RemindersConfig;
  /** Who runs the service: legal pages and receipts (legal/operatorConfig.ts). */
  operator: OperatorConfig;
}

/** server/src/config.ts → the repository root, where `data/` lives by default. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The variables the API reads, with defaults and descriptions, as data for the README. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8000', description: 'TCP port the server listens on.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface the server binds to: this machine only unless set (0.0.0.0 for every ' +
      'interface, e.g. in a container or behind a proxy elsewhere).',
  },
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
    description:
      'Public base URL of the service (the OpenAPI document and every absolute link: mails, ' +
      'receipts, referral links). Unset: links use the address a request came to when its host ' +
      'is trusted (loopback, an address of this machine, HOST, ALLOWED_HOSTS), else this ' +
      "machine's address; set it for a deployment.",
  },
  {
    name: 'ALLOWED_HOSTS',
    default: '(none)',
    description:
      'Comma-separated host names (e.g. petcare.local) that links may be written with when ' +
      'PUBLIC_URL is unset; other Host headers never reach a link (host-header poisoning).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true behind a load balancer or reverse proxy: the client address (used by rate limits) ' +
      'is read from X-Forwarded-For.',
  },
  ...MAIL_CONFIG_VARIABLES,
  ...SMS_CONFIG_VARIABLES,
  ...OIDC_CONFIG_VARIABLES,
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
  ...REALTIME_CONFIG_VARIABLES,
  ...SITE_REBUILD_VARIABLES,
  ...FILES_CONFIG_VARIABLES,
  ...JOBS_CONFIG_VARIABLES,
  ...AI_CONFIG_VARIABLES,
  ...BILLING_CONFIG_VARIABLES,
  ...KEEPER_DATA_CONFIG_VARIABLES,
  ...REMINDERS_CONFIG_VARIABLES,
  ...OPERATOR_CONFIG_VARIABLES,
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
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  return {
    port: parsePort(env),
    host: read(env, 'HOST') ?? '127.0.0.1',
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
    publicUrlIsSet: parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) !== undefined,
    allowedHosts: (read(env, 'ALLOWED_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    trustProxy: parseBoolean(env, 'TRUST_PROXY'),
    mail: readMailConfig(env),
    sms: readSmsConfig(env),
    oidcProviders: readOidcProviders(env),
    buildHookUrl: parseUrl(env, 'BUILD_HOOK_URL', ['http:', 'https:']),
    supportEmail: parseEmail(env, 'SUPPORT_EMAIL', 'support@petcare.local'),
    realtime: readRealtimeConfig(env),
    database: parseDatabaseSettings(env),
    siteRebuild: parseSiteRebuildSettings(env),
    files: readFilesConfig(env, dataDir),
    jobs: readJobsConfig(env),
    ai: readAiConfig(env),
    billing: readBillingConfig(env),
    keeperData: readKeeperDataConfig(env),
    reminders: readRemindersConfig(env),
    operator: readOperatorConfig(env),
  };
}
