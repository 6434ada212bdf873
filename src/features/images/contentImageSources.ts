// Which content pictures the build turns into responsive images, and where it reads each from.
// Pure: gatsby-node's sourcing (sourceContentImages.ts) acts on these answers.

/** Photos the build processes (sharp); SVG illustrations stay vector files as they are. */
const RASTER_PATH = /\.(jpe?g|png|webp|avif)$/i;

export type ImageOrigin =
  /** A file of the site's static/ folder, read from disk. */
  | { kind: 'static'; file: string }
  /** Downloaded at build time (an https URL, or a site path the server serves itself). */
  | { kind: 'remote'; url: string };

/**
 * Where the build reads a picture from, or null when it is not a photo to process: an https URL
 * (of any file name: the download tells its type), or a site path of a JPEG, PNG, WebP or AVIF —
 * from static/ when the file is there, else from the server the content comes from.
 */
export function imageOrigin(
  src: string,
  {
    staticFileExists,
    siteOrigin,
  }: { staticFileExists: (sitePath: string) => string | null; siteOrigin: string },
): ImageOrigin | null {
  if (src.startsWith('https://')) return { kind: 'remote', url: src };
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  const sitePath = decodeURI(src.split(/[?#]/)[0]!);
  if (!RASTER_PATH.test(sitePath) || sitePath.split('/').includes('..')) return null;
  const file = staticFileExists(sitePath);
  return file ? { kind: 'static', file } : { kind: 'remote', url: new URL(src, siteOrigin).href };
}

/** The distinct pictures a page shows, for its context's `images` (its page query's filter). */
export function pageImages(...sources: readonly (string | null | undefined)[]): string[] {
  return [...new Set(sources.filter((s): s is string => typeof s === 'string' && s !== ''))];
}
