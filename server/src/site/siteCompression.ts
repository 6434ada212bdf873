// Precompressed copies of the built site: `file.br` and `file.gz` beside every text file of
// public/ (HTML, JavaScript, CSS, JSON, XML, SVG, text), written after each build and served by
// @fastify/static (`preCompressed`) to browsers that accept them. Compressing once per build costs
// no CPU per request and allows the slowest, smallest settings for the files that never change.
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from '../http/responseCompression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Images, fonts and archives are compressed already. */
const TEXT_FILE = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest)$/;
export const COMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;
/**
 * Gatsby's content-hashed bundles and everything under /static/ never change under their name,
 * so they get brotli's slowest, smallest setting once; files rewritten by every build (HTML, page
 * data) get a fast one: on the 10,000-page site, quality 11 for every page would add minutes.
 */
const IMMUTABLE = /(^|\/)static\/|-[0-9a-f]{16,}\.(js|css)$/;
const CONCURRENCY = 4;

export interface PrecompressResult {
  /** Files (re)compressed by this run. */
  compressed: number;
  /** Files whose compressed copies were already newer than the file. */
  upToDate: number;
  /** Compressed copies removed: their file is gone, or compressing did not make it smaller. */
  removed: number;
  seconds: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const mtimeOf = async (file: string): Promise<number | null> => {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
};

const removeFile = async (file: string): Promise<boolean> => {
  try {
    await unlink(file);
    return true;
  } catch {
    return false;
  }
};

/** Written beside, then renamed: a request never gets half a file. */
async function writeAtomically(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

async function compressFile(file: string, relative: string): Promise<'compressed' | 'removed'> {
  const body = await readFile(file);
  const immutable = IMMUTABLE.test(relative.split(path.sep).join('/'));
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  let kept = 0;
  for (const [extension, copy] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (copy.length < body.length) {
      await writeAtomically(`${file}${extension}`, copy);
      kept += 1;
    } else {
      await removeFile(`${file}${extension}`);
    }
  }
  return kept === 2 ? 'compressed' : 'removed';
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Brings the compressed copies in `publicDir` up to date with the files. Incremental: a file whose
 * copies are newer than it is skipped (a rebuild after one publish rewrites only the pages it
 * re-rendered). Stale copies are deleted before anything is compressed, so the window in which an
 * old copy could be served for a new file is one directory scan, not the whole run.
 */
export async function precompressSite(publicDir: string): Promise<PrecompressResult> {
  const started = Date.now();
  const files = await listFiles(publicDir);
  const present = new Set(files);
  const result: PrecompressResult = { compressed: 0, upToDate: 0, removed: 0, seconds: 0 };

  const todo: string[] = [];
  for (const file of files) {
    const extension = COMPRESSED_EXTENSIONS.find((e) => file.endsWith(e));
    if (extension) {
      const original = file.slice(0, -extension.length);
      if (!present.has(original) && (await removeFile(file))) result.removed += 1;
      continue;
    }
    if (!TEXT_FILE.test(file)) continue;
    const { size, mtimeMs } = await stat(file);
    const copies = await Promise.all(COMPRESSED_EXTENSIONS.map((e) => mtimeOf(`${file}${e}`)));
    if (size < MIN_COMPRESS_BYTES) {
      for (const e of COMPRESSED_EXTENSIONS)
        if (await removeFile(`${file}${e}`)) result.removed += 1;
      continue;
    }
    if (copies.every((copy) => copy !== null && copy >= mtimeMs)) {
      result.upToDate += 1;
      continue;
    }
    for (const e of COMPRESSED_EXTENSIONS) await removeFile(`${file}${e}`);
    todo.push(file);
  }

  await inPool(todo, async (file) => {
    const outcome = await compressFile(file, path.relative(publicDir, file));
    if (outcome === 'compressed') result.compressed += 1;
    else result.removed += 1;
  });
  result.seconds = (Date.now() - started) / 1000;
  return result;
}
