// The storage settings, read from the environment (README: settings table). Local disk is the
// default; STORAGE_DRIVER=s3 selects S3-compatible object storage.
import path from 'node:path';
import type { FileStorage } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';
import { S3FileStorage } from './S3FileStorage';

export interface LocalStorageConfig {
  driver: 'local';
  root: string;
  timeoutMs: number;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Prepended to every key, e.g. `petcare/`: several apps can share one bucket. */
  keyPrefix: string;
  timeoutMs: number;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export const DEFAULT_STORAGE_TIMEOUT_MS = 20_000;

export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '') return false;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new StorageConfigError(`${name} must be true or false, not ${JSON.stringify(value)}.`);
}

function timeout(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_STORAGE_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
    throw new StorageConfigError('STORAGE_TIMEOUT_MS must be a whole number from 100 to 600000.');
  }
  return ms;
}

function keyPrefix(value: string | undefined): string {
  const prefix = (value ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix === '') return '';
  if (!/^[A-Za-z0-9._/-]+$/.test(prefix) || prefix.split('/').includes('..')) {
    throw new StorageConfigError('S3_KEY_PREFIX may hold letters, digits, ".", "_", "-" and "/".');
  }
  return `${prefix}/`;
}

/** Reads STORAGE_* and S3_* from `env`; throws StorageConfigError naming what is wrong. */
export function readStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = (env.STORAGE_DRIVER ?? 'local').trim().toLowerCase() || 'local';
  const timeoutMs = timeout(env.STORAGE_TIMEOUT_MS);
  if (driver === 'local') {
    const root = env.STORAGE_LOCAL_DIR?.trim() || path.join(dataDir, 'uploads');
    return { driver: 'local', root: path.resolve(root), timeoutMs };
  }
  if (driver !== 's3') {
    throw new StorageConfigError(
      `STORAGE_DRIVER must be local or s3, not ${JSON.stringify(driver)}.`,
    );
  }
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new StorageConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new StorageConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(endpoint)) {
    throw new StorageConfigError('S3_ENDPOINT must be an http(s) URL.');
  }
  return {
    driver: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    keyPrefix: keyPrefix(env.S3_KEY_PREFIX),
    timeoutMs,
  };
}

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.driver === 'local'
    ? new LocalFileStorage({ root: config.root, timeoutMs: config.timeoutMs })
    : new S3FileStorage(config);
}
