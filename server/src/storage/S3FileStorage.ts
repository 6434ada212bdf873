// Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi, …). Objects are
// private: nothing here makes a public or pre-signed URL; files reach their owner only through
// the API (sendStoredFile.ts). Every call has a deadline.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import {
  StorageUnavailableError,
  assertStorageKey,
  type FileStorage,
  type PutMetadata,
  type StoredFile,
} from './FileStorage';
import type { S3StorageConfig } from './storageConfig';

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

const SILENT_LOGGER = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      maxAttempts: 3,
      // Failures reach the caller as StorageUnavailableError (with the cause) and are logged
      // once by the API's error handler; the SDK's own console lines would repeat them.
      logger: SILENT_LOGGER,
      // Checksums only where the API demands them: many S3-compatible servers reject the
      // SDK's newer default (aws-chunked bodies with checksum trailers).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: Math.min(config.timeoutMs, 5000),
        // Idle socket: a transfer that stops moving fails even inside the call's deadline.
        requestTimeout: config.timeoutMs,
      },
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.config.keyPrefix}${key}`;
  }

  /**
   * Sends one command with a deadline covering the whole call (retries included) up to the
   * answer's headers; a streamed body is then bounded by the idle-socket timeout.
   */
  private async send<T>(
    operation: string,
    call: (abortSignal: AbortSignal) => Promise<T>,
    missing?: () => T,
    cancel?: AbortSignal,
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.timeoutMs);
    const signal = cancel ? AbortSignal.any([controller.signal, cancel]) : controller.signal;
    try {
      return await call(signal);
    } catch (error) {
      if (missing && isNotFound(error)) return missing();
      throw new StorageUnavailableError(operation, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, body: Buffer | Readable, metadata: PutMetadata): Promise<void> {
    const Key = this.objectKey(key);
    const contentLength = Buffer.isBuffer(body) ? body.length : metadata.contentLength;
    if (contentLength === undefined) {
      throw new TypeError('S3FileStorage.put needs contentLength with a stream body.');
    }
    // A stream that fails (a client gone half way) aborts the request at once instead of
    // leaving it to hang until the deadline.
    const sourceFailed = new AbortController();
    if (!Buffer.isBuffer(body)) body.once('error', (error) => sourceFailed.abort(error));
    try {
      await this.send(
        `put ${key}`,
        (abortSignal) =>
          this.client.send(
            new PutObjectCommand({
              Bucket: this.config.bucket,
              Key,
              Body: body,
              ContentType: metadata.contentType,
              ContentLength: contentLength,
            }),
            { abortSignal },
          ),
        undefined,
        sourceFailed.signal,
      );
    } catch (error) {
      if (!Buffer.isBuffer(body)) {
        body.destroy();
        // S3 itself discards a cut-off PUT; some compatible servers keep the part that arrived.
        // Keys are written once (uploads make a new key per file), so removing is safe.
        await this.delete(key).catch(() => undefined);
      }
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const Key = this.objectKey(key);
    return this.send(
      `get ${key}`,
      async (abortSignal) => {
        const answer = await this.client.send(
          new GetObjectCommand({ Bucket: this.config.bucket, Key }),
          { abortSignal },
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body.');
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          contentLength: answer.ContentLength ?? 0,
        };
      },
      () => null,
    );
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    return this.send(
      `exists ${key}`,
      async (abortSignal) => {
        await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key }), {
          abortSignal,
        });
        return true;
      },
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.send(`delete ${key}`, (abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key }), {
        abortSignal,
      }),
    );
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
