// Settings of the pets' stored files: where they live (server/src/storage settings) and the secret
// that signs their short-lived URLs (FILE_URL_SECRET). README: settings table.
import { readStorageConfig, type StorageConfig } from '../storage/storageConfig';

export interface FilesConfig {
  storage: StorageConfig;
  /** HMAC-SHA256 key of the signed file URLs (fileUrlSigner.ts). */
  urlSecret: string;
}

/** The local default: fine on one machine, and listed in the README as "set your own". */
export const DEFAULT_FILE_URL_SECRET = 'petcare-local-file-url-secret';
const MIN_SECRET_LENGTH = 16;

export class FilesConfigError extends Error {
  override name = 'FilesConfigError';
}

export function readFilesConfig(env: NodeJS.ProcessEnv, dataDir: string): FilesConfig {
  const secret = env.FILE_URL_SECRET?.trim() || DEFAULT_FILE_URL_SECRET;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new FilesConfigError(
      `FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`,
    );
  }
  return { storage: readStorageConfig(env, dataDir), urlSecret: secret };
}

export const FILES_CONFIG_VARIABLES = [
  {
    name: 'FILE_URL_SECRET',
    default: DEFAULT_FILE_URL_SECRET,
    description:
      'Key (16+ characters) that signs the one-hour file URLs of pet photos and documents; ' +
      'set your own outside local development, the same on every instance.',
  },
  {
    name: 'STORAGE_DRIVER',
    default: 'local',
    description: 'Where uploaded files live: local (STORAGE_LOCAL_DIR) or s3 (S3_* settings).',
  },
  {
    name: 'STORAGE_LOCAL_DIR',
    default: 'DATA_DIR/uploads',
    description: 'Root folder of the local storage driver.',
  },
  {
    name: 'STORAGE_TIMEOUT_MS',
    default: '20000',
    description: 'Deadline of every storage call (100–600000 ms); past it the API answers 503.',
  },
  {
    name: 'S3_BUCKET / S3_REGION / S3_ENDPOINT',
    default: '(unset) / us-east-1 / (unset: AWS)',
    description: 'Bucket (required with STORAGE_DRIVER=s3), region and S3-compatible endpoint URL.',
  },
  {
    name: 'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY',
    default: "(unset: the SDK's default chain)",
    description: 'Object storage credentials; set both or neither.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE / S3_KEY_PREFIX',
    default: 'false / (none)',
    description: 'Path-style URLs (MinIO and most self-hosted servers); a prefix for every key.',
  },
] as const;
