// The one entry point routes call with an uploaded file and a policy name: it either stores the
// file (and, for images, its clean original, display copy and thumbnail) and returns what the
// route saves in the database, or throws UploadRejectedError (422) / UploadInterruptedError,
// having stored nothing and left nothing on disk.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../storage/FileStorage';
import { inspectPdf, PdfRejectedSignal } from './inspectPdf';
import { ImageRejectedSignal, processImage } from './processImage';
import {
  isMultipartFile,
  receiveToFile,
  UploadTooLargeSignal,
  type UploadSource,
} from './receiveToFile';
import { sniffFileType } from './sniffFileType';
import { UploadRejectedError } from './uploadErrors';
import type { UploadLanguage } from './uploadMessages';
import {
  PDF_TYPE,
  uploadPolicy,
  type AcceptedType,
  type UploadPolicy,
  type UploadPolicyName,
} from './uploadPolicies';

/** What the route stores about an accepted upload (all keys are ours, none from the client). */
export interface UploadDescriptor {
  id: string;
  policy: UploadPolicyName;
  kind: 'image' | 'pdf';
  /** Storage key of the stored file (for images: the clean, re-encoded original). */
  key: string;
  /** Type of the stored file. */
  mime: string;
  /** Type sniffed from the bytes received (e.g. image/heic for a photo stored as JPEG). */
  sniffedMime: string;
  /** Size of the stored file. */
  bytes: number;
  /** sha256 (hex) of the stored file. */
  sha256: string;
  /** Size and sha256 of what the client sent. */
  receivedBytes: number;
  receivedSha256: string;
  /** Upright pixel size of an image; null for a PDF. */
  width: number | null;
  height: number | null;
  /** Page count of a PDF; null for an image. */
  pages: number | null;
  /** WebP copies of an image (null for a PDF: nothing here renders PDF pages). */
  displayKey: string | null;
  thumbnailKey: string | null;
  /** The name the client gave the file, cleaned, for display and downloads only. */
  originalName: string | null;
}

export interface AcceptUploadOptions {
  policy: UploadPolicyName;
  storage: FileStorage;
  /** Language of the refusal messages (the request's App-Language). */
  language?: UploadLanguage;
  /** Where uploads are received before they are checked (default: the OS temp folder). */
  tempDir?: string;
  /** The client's file name when the source does not carry one (display only). */
  filename?: string;
  /** The 422 field name (default `file`). */
  field?: string;
}

export const DEFAULT_UPLOAD_TEMP_DIR = path.join(tmpdir(), 'petcare-uploads');

const MAX_NAME_LENGTH = 200;

/** The client's name without paths or control characters; never used for a key. */
export function cleanOriginalName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return clean === '' ? null : [...clean].slice(0, MAX_NAME_LENGTH).join('');
}

interface StoredPart {
  key: string;
  file: string;
  mime: string;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Puts every part, or none: on any failure the parts already put are deleted again. */
async function storeAll(storage: FileStorage, parts: StoredPart[]): Promise<void> {
  const stored: string[] = [];
  try {
    for (const part of parts) {
      const { size } = await stat(part.file);
      await storage.put(part.key, createReadStream(part.file), {
        contentType: part.mime,
        contentLength: size,
      });
      stored.push(part.key);
    }
  } catch (error) {
    await Promise.all(
      [...stored, parts[stored.length]?.key]
        .filter((key): key is string => key !== undefined)
        .map((key) => storage.delete(key).catch(() => undefined)),
    );
    throw error;
  }
}

export async function acceptUpload(
  source: UploadSource | undefined,
  options: AcceptUploadOptions,
): Promise<UploadDescriptor> {
  const policy: UploadPolicy = uploadPolicy(options.policy);
  const language = options.language ?? 'en';
  const refuse = (reason: ConstructorParameters<typeof UploadRejectedError>[0]) =>
    new UploadRejectedError(reason, policy, language, options.field);
  if (source === undefined) throw refuse('missing_file');

  const originalName = cleanOriginalName(
    options.filename ?? (isMultipartFile(source) ? source.filename : undefined),
  );
  const tempRoot = options.tempDir ?? DEFAULT_UPLOAD_TEMP_DIR;
  await mkdir(tempRoot, { recursive: true, mode: 0o700 });
  const workDir = await mkdtemp(path.join(tempRoot, 'upload-'));
  try {
    const receivedPath = path.join(workDir, 'received');
    let received;
    try {
      received = await receiveToFile(source, receivedPath, policy.maxBytes);
    } catch (error) {
      if (error instanceof UploadTooLargeSignal) throw refuse('too_large');
      throw error;
    }
    if (received.bytes === 0) throw refuse('empty');

    const sniffedMime = await sniffFileType(receivedPath);
    if (sniffedMime === null || !policy.accepts.includes(sniffedMime as AcceptedType)) {
      throw refuse('wrong_type');
    }

    const id = randomUUID();
    const folder = `${policy.folder}/${id}`;
    if (sniffedMime === PDF_TYPE) {
      let pages: number;
      try {
        ({ pages } = await inspectPdf(receivedPath, policy.maxPdfPages));
      } catch (error) {
        if (error instanceof PdfRejectedSignal) throw refuse(error.reason);
        throw error;
      }
      const key = `${folder}/original.pdf`;
      await storeAll(options.storage, [{ key, file: receivedPath, mime: PDF_TYPE }]);
      return {
        id,
        policy: policy.name,
        kind: 'pdf',
        key,
        mime: PDF_TYPE,
        sniffedMime,
        bytes: received.bytes,
        sha256: received.sha256,
        receivedBytes: received.bytes,
        receivedSha256: received.sha256,
        width: null,
        height: null,
        pages,
        displayKey: null,
        thumbnailKey: null,
        originalName,
      };
    }

    let image;
    try {
      image = await processImage(receivedPath, sniffedMime, policy.image, workDir);
    } catch (error) {
      if (error instanceof ImageRejectedSignal) throw refuse(error.reason);
      throw error;
    }
    const key = `${folder}/original.${image.original.extension}`;
    const displayKey = `${folder}/display.webp`;
    const thumbnailKey = `${folder}/thumb.webp`;
    await storeAll(options.storage, [
      { key, file: image.original.path, mime: image.original.mime },
      { key: displayKey, file: image.display.path, mime: 'image/webp' },
      { key: thumbnailKey, file: image.thumbnail.path, mime: 'image/webp' },
    ]);
    return {
      id,
      policy: policy.name,
      kind: 'image',
      key,
      mime: image.original.mime,
      sniffedMime,
      bytes: image.original.bytes,
      sha256: await sha256Of(image.original.path),
      receivedBytes: received.bytes,
      receivedSha256: received.sha256,
      width: image.original.width,
      height: image.original.height,
      pages: null,
      displayKey,
      thumbnailKey,
      originalName,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Every key an accepted upload stored: what a route deletes with the record. */
export function storedKeysOf(
  descriptor: Pick<UploadDescriptor, 'key' | 'displayKey' | 'thumbnailKey'>,
): string[] {
  return [descriptor.key, descriptor.displayKey, descriptor.thumbnailKey].filter(
    (key): key is string => key !== null,
  );
}
