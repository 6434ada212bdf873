// Checks an uploaded image and makes the three files we keep: the original re-encoded without
// any metadata (EXIF with GPS, XMP, IPTC, non-sRGB ICC profiles) and with its orientation
// applied, a WebP display copy and a WebP thumbnail. Decompression bombs are refused from the
// header, before any pixel is decoded.
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { UploadRejection } from './uploadMessages';
import type { ImageLimits } from './uploadPolicies';

export interface ImageFile {
  path: string;
  mime: string;
  extension: string;
  bytes: number;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: ImageFile;
  display: ImageFile;
  thumbnail: ImageFile;
}

/** Thrown for an image we refuse; acceptUpload turns it into the keeper's message. */
export class ImageRejectedSignal extends Error {
  override name = 'ImageRejectedSignal';

  constructor(readonly reason: UploadRejection) {
    super(reason);
  }
}

/** What the stored original is encoded as: browsers cannot all show HEIC or AVIF, so JPEG. */
const ORIGINAL_FORMAT: Readonly<Record<string, { mime: string; extension: string }>> = {
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/png': { mime: 'image/png', extension: 'png' },
  'image/webp': { mime: 'image/webp', extension: 'webp' },
  'image/heic': { mime: 'image/jpeg', extension: 'jpg' },
  'image/heif': { mime: 'image/jpeg', extension: 'jpg' },
  'image/avif': { mime: 'image/jpeg', extension: 'jpg' },
};

function encodeOriginal(image: Sharp, mime: string): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png({ compressionLevel: 6 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    default:
      return image.jpeg({ quality: 92 });
  }
}

/**
 * libjpeg warns about damaged data and decodes grey blocks anyway; we fail on any warning but
 * this one, which some cameras and editors produce on sound photos.
 */
const HARMLESS_WARNING = /extraneous bytes before marker/i;

function rejectionFor(error: unknown, sniffedMime: string): UploadRejection {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return 'too_many_pixels';
  // The prebuilt libvips reads HEIF's AV1 flavour, not HEVC (patents). Whether a HEIC is HEVC or
  // damaged, the keeper's way forward is the same: send it as a JPEG.
  const heif = sniffedMime === 'image/heic' || sniffedMime === 'image/heif';
  return heif ? 'heic_unsupported' : 'corrupt_image';
}

async function writeOriginal(
  input: string,
  output: string,
  sniffedMime: string,
  limits: ImageLimits,
  failOn: 'warning' | 'error',
): Promise<sharp.OutputInfo> {
  // rotate() with no angle applies the EXIF orientation; no withMetadata()/keepMetadata() call,
  // so sharp writes no EXIF, XMP or IPTC and converts to sRGB without an embedded profile.
  const image = sharp(input, { limitInputPixels: limits.maxPixels, failOn }).rotate();
  return encodeOriginal(image, ORIGINAL_FORMAT[sniffedMime]?.mime ?? 'image/jpeg').toFile(output);
}

async function webpCopy(
  input: string,
  output: string,
  size: number,
  quality: number,
): Promise<ImageFile> {
  const info = await sharp(input)
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toFile(output);
  return {
    path: output,
    mime: 'image/webp',
    extension: 'webp',
    bytes: info.size,
    width: info.width,
    height: info.height,
  };
}

/** Checks `input` (already sniffed as an image type) and writes its three files into `workDir`. */
export async function processImage(
  input: string,
  sniffedMime: string,
  limits: ImageLimits,
  workDir: string,
): Promise<ProcessedImage> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedSignal(rejectionFor(error, sniffedMime));
  }
  const { width = 0, height = 0 } = metadata;
  if (width <= 0 || height <= 0) throw new ImageRejectedSignal('corrupt_image');
  if (width * height > limits.maxPixels || Math.max(width, height) > limits.maxDimension) {
    throw new ImageRejectedSignal('too_many_pixels');
  }

  const format = ORIGINAL_FORMAT[sniffedMime] ?? { mime: 'image/jpeg', extension: 'jpg' };
  const originalPath = path.join(workDir, `original.${format.extension}`);
  let info: sharp.OutputInfo;
  try {
    info = await writeOriginal(input, originalPath, sniffedMime, limits, 'warning');
  } catch (error) {
    if (!(error instanceof Error && HARMLESS_WARNING.test(error.message))) {
      throw new ImageRejectedSignal(rejectionFor(error, sniffedMime));
    }
    try {
      info = await writeOriginal(input, originalPath, sniffedMime, limits, 'error');
    } catch (retryError) {
      throw new ImageRejectedSignal(rejectionFor(retryError, sniffedMime));
    }
  }
  const original: ImageFile = {
    path: originalPath,
    mime: format.mime,
    extension: format.extension,
    bytes: info.size,
    width: info.width,
    height: info.height,
  };
  // Both copies come from the clean original: upright, sRGB, no metadata to carry over.
  const display = await webpCopy(
    originalPath,
    path.join(workDir, 'display.webp'),
    limits.displaySize,
    82,
  );
  const thumbnail = await webpCopy(
    display.path,
    path.join(workDir, 'thumb.webp'),
    limits.thumbnailSize,
    75,
  );
  return { original, display, thumbnail };
}
