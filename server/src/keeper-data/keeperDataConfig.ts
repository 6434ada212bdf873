// Settings of a keeper's own data (README.md of this folder; the project README's settings table).
import { parseWholeNumber, type Env } from '../configValues';

export interface KeeperDataConfig {
  /** Days between "delete my account" and the erasure; signing in meanwhile cancels it. */
  deletionGraceDays: number;
  /** Minutes a data export's download link works. */
  exportLinkMinutes: number;
}

export const DEFAULT_DELETION_GRACE_DAYS = 14;
export const DEFAULT_EXPORT_LINK_MINUTES = 15;

export function readKeeperDataConfig(env: Env): KeeperDataConfig {
  return {
    deletionGraceDays: parseWholeNumber(
      env,
      'ACCOUNT_DELETION_GRACE_DAYS',
      DEFAULT_DELETION_GRACE_DAYS,
      { min: 1, max: 90 },
    ),
    exportLinkMinutes: parseWholeNumber(
      env,
      'DATA_EXPORT_LINK_MINUTES',
      DEFAULT_EXPORT_LINK_MINUTES,
      { min: 1, max: 1440 },
    ),
  };
}

export const KEEPER_DATA_CONFIG_VARIABLES = [
  {
    name: 'ACCOUNT_DELETION_GRACE_DAYS',
    default: String(DEFAULT_DELETION_GRACE_DAYS),
    description:
      'Days between a keeper deleting their account and its erasure (1–90); signing in ' +
      'meanwhile cancels the deletion (server/src/keeper-data/README.md).',
  },
  {
    name: 'DATA_EXPORT_LINK_MINUTES',
    default: String(DEFAULT_EXPORT_LINK_MINUTES),
    description:
      'Minutes the download link of a "download my data" ZIP works (1–1440); the ZIP is ' +
      'streamed when the link is opened, nothing is kept.',
  },
] as const;
