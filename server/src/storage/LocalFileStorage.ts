// Files on the local disk under one root folder (DATA_DIR/uploads by default). A write goes to a
// temporary file beside its target and is renamed into place when complete, so a reader never
// sees half a file and a failed or cancelled write leaves nothing. The content type lives in a
// small JSON file under `.meta/` (a folder no key can name: keys never start with a dot).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  StorageLengthMismatchError,
  StorageUnavailableError,
  assertStorageKey,
  type FileStorage,
  type PutMetadata,
  type StoredFile,
} from './FileStorage';
import { StorageTimeoutError, withTimeout } from './withTimeout';

interface FileMetadata {
  contentType: string;
}

const META_FOLDER = '.meta';
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export class LocalFileStorage implements FileStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  private readonly timeoutMs: number;

  constructor(options: { root: string; timeoutMs: number }) {
    this.root = path.resolve(options.root);
    this.timeoutMs = options.timeoutMs;
  }

  /** The file of a key; the key check and the containment check both guard the root. */
  private pathOf(key: string, folder = ''): string {
    assertStorageKey(key);
    const base = folder === '' ? this.root : path.join(this.root, folder);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(base + path.sep)) throw new Error('Storage key escapes the root folder.');
    return file;
  }

  private metaPathOf(key: string): string {
    return `${this.pathOf(key, META_FOLDER)}.json`;
  }

  private async run<T>(operation: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await withTimeout(this.timeoutMs, operation, work);
    } catch (error) {
      if (error instanceof StorageTimeoutError)
        throw new StorageUnavailableError(operation, { cause: error });
      throw error;
    }
  }

  async put(key: string, body: Buffer | Readable, metadata: PutMetadata): Promise<void> {
    const file = this.pathOf(key);
    const metaFile = this.metaPathOf(key);
    await this.run(`put ${key}`, async (signal) => {
      const suffix = `.${randomUUID()}.part`;
      const temp = `${file}${suffix}`;
      const metaTemp = `${metaFile}${suffix}`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await mkdir(path.dirname(metaFile), { recursive: true });
        let written = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            written += chunk.length;
            done(null, chunk);
          },
        });
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, counter, createWriteStream(temp, { flags: 'wx', flush: true }), {
          signal,
        });
        const expected = metadata.contentLength ?? (Buffer.isBuffer(body) ? body.length : written);
        if (written !== expected) {
          throw new StorageLengthMismatchError(
            `Expected ${expected} bytes for ${key}, got ${written}.`,
          );
        }
        const meta: FileMetadata = { contentType: metadata.contentType };
        await writeFile(metaTemp, JSON.stringify(meta), { flag: 'wx', flush: true });
        // Metadata first: a crash between the renames leaves an invisible orphan, not a file
        // without its type.
        await rename(metaTemp, metaFile);
        await rename(temp, file);
      } catch (error) {
        await Promise.all([rm(temp, { force: true }), rm(metaTemp, { force: true })]);
        if (!Buffer.isBuffer(body)) body.destroy();
        throw error;
      }
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const metaFile = this.metaPathOf(key);
    return this.run(`get ${key}`, async () => {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const contentType = await readContentType(metaFile);
        return { body: handle.createReadStream(), contentType, contentLength: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    return this.run(`exists ${key}`, async () => {
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    const metaFile = this.metaPathOf(key);
    await this.run(`delete ${key}`, async () => {
      await rm(file, { force: true });
      await rm(metaFile, { force: true });
      await this.removeEmptyFolders(path.dirname(file), this.root);
      await this.removeEmptyFolders(path.dirname(metaFile), path.join(this.root, META_FOLDER));
    });
  }

  /** Each upload has its own folder: remove it (and empty parents) once its last file is gone. */
  private async removeEmptyFolders(folder: string, stopAt: string): Promise<void> {
    let current = folder;
    while (current.startsWith(stopAt + path.sep)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
      current = path.dirname(current);
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function readContentType(metaFile: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as Partial<FileMetadata>;
    return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_CONTENT_TYPE;
  } catch {
    return FALLBACK_CONTENT_TYPE;
  }
}
