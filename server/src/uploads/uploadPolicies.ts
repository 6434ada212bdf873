// What each kind of upload may be. A route names its policy; the policy decides the types
// (sniffed from the bytes), the size, the image limits and the sizes made for display.

export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;
export const PDF_TYPE = 'application/pdf';
export type AcceptedType = (typeof IMAGE_TYPES)[number] | typeof PDF_TYPE;

export interface ImageLimits {
  /** Width × height before decoding; above it is refused (decompression bombs). */
  maxPixels: number;
  /** Longest side in pixels. */
  maxDimension: number;
  /** Longest side of the WebP thumbnail. */
  thumbnailSize: number;
  /** Longest side of the WebP display copy. */
  displaySize: number;
}

export const UPLOAD_POLICY_NAMES = [
  'petPhoto',
  'analysisPhoto',
  'document',
  'contentImage',
] as const;
export type UploadPolicyName = (typeof UPLOAD_POLICY_NAMES)[number];

export interface UploadPolicy {
  name: UploadPolicyName;
  /** First folder of the storage keys of this policy's files. */
  folder: string;
  maxBytes: number;
  accepts: readonly AcceptedType[];
  image: ImageLimits;
  /** Only for policies that accept PDF. */
  maxPdfPages: number;
}

const MB = 1024 * 1024;

/** A 48-megapixel phone photo is 8000 × 6000; panoramas are long but not taller. */
const PHOTO_LIMITS: ImageLimits = {
  maxPixels: 50_000_000,
  maxDimension: 12_000,
  thumbnailSize: 320,
  displaySize: 1600,
};

export const UPLOAD_POLICIES: Readonly<Record<UploadPolicyName, UploadPolicy>> = {
  petPhoto: {
    name: 'petPhoto',
    folder: 'pet-photos',
    maxBytes: 15 * MB,
    accepts: IMAGE_TYPES,
    image: PHOTO_LIMITS,
    maxPdfPages: 0,
  },
  analysisPhoto: {
    name: 'analysisPhoto',
    folder: 'analysis-photos',
    maxBytes: 15 * MB,
    accepts: IMAGE_TYPES,
    // The analysis looks at detail (blur, a skin lesion): keep a larger display copy.
    image: { ...PHOTO_LIMITS, displaySize: 2048 },
    maxPdfPages: 0,
  },
  document: {
    name: 'document',
    folder: 'documents',
    maxBytes: 20 * MB,
    accepts: [PDF_TYPE, ...IMAGE_TYPES],
    image: PHOTO_LIMITS,
    maxPdfPages: 300,
  },
  contentImage: {
    name: 'contentImage',
    folder: 'content-images',
    maxBytes: 10 * MB,
    accepts: IMAGE_TYPES,
    image: { ...PHOTO_LIMITS, thumbnailSize: 480, displaySize: 1920 },
    maxPdfPages: 0,
  },
};

export function uploadPolicy(name: UploadPolicyName): UploadPolicy {
  return UPLOAD_POLICIES[name];
}

/**
 * Limits for @fastify/multipart's `request.file({ limits })`: one file, and one byte more than
 * the policy allows, so that going over is seen (and refused) rather than silently cut.
 */
export function multipartLimits(name: UploadPolicyName): {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
} {
  return {
    fileSize: UPLOAD_POLICIES[name].maxBytes + 1,
    files: 1,
    fields: 20,
    fieldSize: 10_000,
    parts: 21,
  };
}
