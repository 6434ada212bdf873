// Streams an upload to a private temporary file, counting and hashing as it goes and cutting it
// off as soon as it passes the size limit: an oversized upload never reaches the disk whole.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { UploadInterruptedError } from './uploadErrors';

/** A file part from @fastify/multipart (`await request.file()`), or anything shaped like it. */
export interface MultipartFileLike {
  file: Readable & { truncated?: boolean };
  filename?: string;
}

export type UploadSource = Buffer | Readable | MultipartFileLike;

export interface ReceivedFile {
  bytes: number;
  sha256: string;
}

/** The upload passed `maxBytes`; what was written so far is the caller's to delete. */
export class UploadTooLargeSignal extends Error {
  override name = 'UploadTooLargeSignal';
}

export function isMultipartFile(source: UploadSource): source is MultipartFileLike {
  return !Buffer.isBuffer(source) && 'file' in source && typeof source.file?.on === 'function';
}

/**
 * Writes `source` to `path` (which must not exist). Rejects with UploadTooLargeSignal past
 * `maxBytes` — a multipart part is then drained (busboy discards the rest of it, bounded by the
 * multipart limit) so the request can still be answered; any other stream is destroyed — and
 * with UploadInterruptedError when the source fails or closes before its end.
 */
export async function receiveToFile(
  source: UploadSource,
  path: string,
  maxBytes: number,
): Promise<ReceivedFile> {
  if (Buffer.isBuffer(source)) {
    if (source.length > maxBytes) throw new UploadTooLargeSignal();
    await writeFile(path, source, { flag: 'wx' });
    return { bytes: source.length, sha256: createHash('sha256').update(source).digest('hex') };
  }
  const multipart = isMultipartFile(source);
  const stream = multipart ? source.file : source;

  return new Promise<ReceivedFile>((resolve, reject) => {
    const out = createWriteStream(path, { flags: 'wx' });
    const hash = createHash('sha256');
    let bytes = 0;
    let ended = false;
    let settled = false;

    const detach = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      detach();
      // Keep an error listener: a source that fails after we stopped listening must not crash.
      stream.on('error', () => undefined);
      out.destroy();
      out.once('close', () => reject(error));
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        if (multipart) stream.resume();
        else stream.destroy();
        fail(new UploadTooLargeSignal());
        return;
      }
      hash.update(chunk);
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => stream.resume());
      }
    };
    const onEnd = () => {
      ended = true;
      // busboy stops a part at the multipart limit and marks it truncated.
      if (multipart && source.file.truncated) {
        fail(new UploadTooLargeSignal());
        return;
      }
      detach();
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve({ bytes, sha256: hash.digest('hex') });
      });
    };
    const onError = (error: Error) => fail(new UploadInterruptedError({ cause: error }));
    const onClose = () => {
      if (!ended) fail(new UploadInterruptedError());
    };

    out.once('error', (error) => fail(error));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}
