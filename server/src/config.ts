// The API's settings, read once from the environment. Every variable has a safe embedded default so
// `npm start` works on a fresh machine; production overrides them (see CONFIG_VARIABLES).
// A feature's section lives beside it (mail/mailConfig.ts, realtime/realtimeConfig.ts…: its
// variables for the README's table and a reader); this file keeps the general settings and
// composes the sections, in the README's order. Parsing helpers: configValues.ts.
import path from 'node:path';
import { AI_CONFIG_VARIABLES, readAiConfig, type AiConfig } from './chat/aiConfig';
import {
  ConfigError,
  parseEmail,
  parseUrl,
  read,
  type ConfigVariable,
  type Env,
} from './configValues';
import {
  PUBLIC_ADDRESS_CONFIG_VARIABLES,
  readPublicAddressConfig,
  type PublicAddressConfig,
} from './http/publicAddressConfig';
import {
  SEED_ACCOUNTS_CONFIG_VARIABLES,
  readSeedAccountsConfig,
  type SeedAccountsConfig,
} from './db/seed/seedAccountsConfig';
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

/** The seeded accounts' and the public address's settings stay top-level fields (config.demoEmail,
 * config.publicUrl), as every caller reads them. */
export interface Config extends SeedAccountsConfig, PublicAddressConfig {
  port: number;
  host: string;
  /** PostgreSQL server URL; undefined means the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
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
  ...SEED_ACCOUNTS_CONFIG_VARIABLES,
  ...PUBLIC_ADDRESS_CONFIG_VARIABLES,
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

export function loadConfig(env: Env = process.env): Config {
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  return {
    port: parsePort(env),
    host: read(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    logLevel: logLevel as LogLevel,
    ...readSeedAccountsConfig(env),
    ...readPublicAddressConfig(env),
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
