// One interface over where uploaded files live: the local disk (default) or S3-compatible
// object storage. Keys are made by the server (uploads/uploadKeys.ts), never from user input.
import type { Readable } from 'node:stream';
import { HttpError } from '../errors/HttpError';

export interface PutMetadata {
  contentType: string;
  /** Required with a stream (object storage needs it up front); checked against what arrives. */
  contentLength?: number;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /**
   * Stores the whole body under `key`; nothing is visible until it is complete, and a put that
   * fails leaves no file under the key. Keys are written once: uploads make a new key per file.
   */
  put(key: string, body: Buffer | Readable, metadata: PutMetadata): Promise<void>;
  /** The file as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Storage did not answer in time or failed: 503 in the spec's error shape, with Retry-After.
 * The cause is logged by the error handler, never shown.
 */
export class StorageUnavailableError extends HttpError {
  override name = 'StorageUnavailableError';
  readonly retryAfterSeconds = 30;

  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(503, 'File storage is not available right now. Please try again in a moment.');
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/** A programming error: a key that our own key maker could never have produced. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

/** What arrived differs from the announced contentLength: nothing is stored. */
export class StorageLengthMismatchError extends Error {
  override name = 'StorageLengthMismatchError';
}

const SEGMENT = '[a-z0-9](?:[a-z0-9._-]{0,126}[a-z0-9])?';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,7}$`);
const MAX_KEY_LENGTH = 512;

/**
 * Keys are lowercase ASCII path segments (letters, digits, `.`, `_`, `-`; no segment starts or
 * ends with a dot, so no `..`), at most 8 deep: safe as file paths and object names alike.
 */
export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key) || key.includes('..')) {
    throw new InvalidStorageKeyError(
      `Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`,
    );
  }
}

export function isStorageKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}
