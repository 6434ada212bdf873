// The "download my data" ZIP, streamed: the original photos and documents first, one at a time
// straight from storage into the response (stored, not compressed again: JPEG, WebP, PNG and PDF
// are compressed already), then data.json and a README. Nothing is buffered but one JSON document,
// so the size of an export does not change how it is made (README.md: "Large exports").
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Language } from '@contract/preferences';
import type { FileStorage } from '../storage/FileStorage';
import type { ExportRow, KeeperData } from './collectKeeperData';
import { exportReadme } from './exportReadme';

export interface ExportFile {
  id: string;
  petId: number;
  key: string;
  mime: string;
  originalName: string | null;
  createdAt: Date;
}

export interface ExportDocument {
  publicId: string;
  language: Language;
  generatedAt: Date;
  data: KeeperData;
  files: readonly ExportFile[];
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Where a file goes in the ZIP: files/pet-<id>/<file id>-<name>.<ext>. The id keeps paths unique;
 * the keeper's own file name (letters and digits of any script kept) makes them recognisable.
 */
export function exportPath(file: ExportFile): string {
  const ext = EXTENSIONS[file.mime] ?? 'bin';
  const base = (file.originalName ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `files/pet-${file.petId}/${file.id}${base ? `-${base}` : ''}.${ext}`;
}

/** The JSON document of the ZIP: sections in the map's order, files marked with their path. */
export function exportJson(doc: ExportDocument, included: ReadonlySet<string>): string {
  const paths = new Map(doc.files.map((file) => [file.id, exportPath(file)]));
  const sections: Record<string, unknown> = {};
  for (const [name, rows] of doc.data.sections) {
    if (name === 'account') {
      sections.account = rows[0] ?? null;
      continue;
    }
    sections[name] =
      name === 'files'
        ? rows.map((row: ExportRow) => {
            const path = paths.get(String(row.id)) ?? null;
            return { ...row, export_path: path, included: path !== null && included.has(path) };
          })
        : rows;
  }
  return JSON.stringify(
    {
      petcare_data_export: {
        format_version: 1,
        generated_at: doc.generatedAt.toISOString(),
        account_id: doc.publicId,
        readme: 'README.txt',
      },
      ...sections,
    },
    null,
    2,
  );
}

/**
 * Starts writing the ZIP and returns its stream at once (for the reply). Files are read one at a
 * time as the client takes the bytes; a file missing from storage is left out and marked
 * `included: false` in data.json. A storage failure ends the stream with an error, which aborts
 * the download (the client can ask again).
 */
export function streamExportZip(
  doc: ExportDocument,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on('error', (error: unknown) => output.destroy(error as Error));
  const included = new Set<string>();
  let current: Readable | null = null;
  // The client went away: let go of the file being read (nothing else would end it).
  output.on('close', () => current?.destroy());

  const write = async () => {
    for (const file of doc.files) {
      if (output.destroyed) return;
      const stored = await storage.get(file.key);
      if (!stored) {
        log.warn({ fileId: file.id }, 'data export: a file is missing from storage');
        continue;
      }
      const path = exportPath(file);
      zip.addReadStream(stored.body, path, {
        compress: false,
        size: stored.contentLength,
        mtime: file.createdAt,
      });
      included.add(path);
      current = stored.body;
      // One open file at a time: the next is fetched once this one has gone into the ZIP.
      await finished(stored.body);
      current = null;
    }
    const mtime = doc.generatedAt;
    zip.addBuffer(Buffer.from(exportJson(doc, included), 'utf8'), 'data.json', { mtime });
    zip.addBuffer(Buffer.from(exportReadme(doc.language, doc.generatedAt), 'utf8'), 'README.txt', {
      mtime,
    });
    zip.end();
  };
  write().catch((error: unknown) => {
    if (output.destroyed) return; // the download was cancelled
    log.error({ err: error }, 'data export: the ZIP stream failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
