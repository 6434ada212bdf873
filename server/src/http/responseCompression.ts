// Compression of what the server generates per request: API JSON above 1 kB, and HTML it sends
// itself (404 and error pages, the shells of client-only pages). Built files come precompressed
// (site/siteCompression.ts), so a reply that already carries Content-Encoding is left alone.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Below this a compressed copy saves less than its own overhead: the API's replies and the built
 * site's precompressed files (site/siteCompression.ts) use the same bound.
 */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Registers compression for every route registered after it: call it before the API and
 * @fastify/static (compression hooks attach to routes as they are added).
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: MIN_COMPRESS_BYTES,
    encodings: ['br', 'gzip'],
    // Per request: a fast brotli level (the default 11 takes tens of milliseconds per page).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Requests are not decompressed: the API takes plain JSON and form bodies, as Laravel does,
    // and a compressed upload would only be a way to smuggle a body past the size limits.
    globalDecompression: false,
  });
}
