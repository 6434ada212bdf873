// Sends a stored file through the API to the one user a route has already allowed to see it.
// Files have no public URL: the route checks ownership, then calls this.
import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../errors/HttpError';
import type { FileStorage } from './FileStorage';

export type ContentDisposition = 'inline' | 'attachment';

export interface SendStoredFileOptions {
  /** inline: shown in the browser (photos, PDFs); attachment: downloaded. */
  disposition: ContentDisposition;
  /** The name the user knows the file by (e.g. the uploaded name); made safe here. */
  filename?: string;
  /** How long the user's own browser may reuse the file (default one hour, never shared caches). */
  maxAgeSeconds?: number;
  /**
   * public: a file of published content (admins' content pictures), which any cache and any
   * site may keep; written once, so `immutable`. Default private: the owner's browser only.
   */
  visibility?: 'private' | 'public';
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const MAX_FILENAME_LENGTH = 120;

/**
 * A filename safe in a header and on any file system, ending in the extension of what is
 * actually sent (a PDF named "scan.exe" is downloaded as "scan.exe.pdf").
 */
export function safeDownloadName(name: string | undefined, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  let base = (name ?? '')
    .normalize('NFC')
    // Control characters, path separators, quotes and characters Windows forbids.
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (base === '') base = 'file';
  if (extension && !base.toLowerCase().endsWith(`.${extension}`)) {
    if (extension === 'jpg' && /\.jpe?g$/i.test(base)) return truncate(base, '');
    return truncate(base, `.${extension}`);
  }
  return truncate(base, '');
}

function truncate(base: string, extension: string): string {
  const room = MAX_FILENAME_LENGTH - extension.length;
  const characters = [...base];
  return (characters.length > room ? characters.slice(0, room).join('') : base) + extension;
}

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(disposition: ContentDisposition, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams `key` with its type and length, `X-Content-Type-Options: nosniff` and a private cache
 * policy. A missing file is a 404 in the spec's error shape; storage trouble is a 503.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendStoredFileOptions,
): Promise<FastifyReply> {
  const file = await storage.get(key);
  if (!file) throw new NotFoundError('File not found.');
  const maxAge = options.maxAgeSeconds ?? 3600;
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.contentLength))
    .header(
      'Content-Disposition',
      contentDisposition(options.disposition, safeDownloadName(options.filename, file.contentType)),
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Cache-Control',
      options.visibility === 'public'
        ? `public, max-age=${maxAge}, immutable`
        : `private, max-age=${maxAge}`,
    )
    .header(
      'Cross-Origin-Resource-Policy',
      options.visibility === 'public' ? 'cross-origin' : 'same-site',
    )
    .send(file.body);
}
