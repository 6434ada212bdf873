// Is a photo good enough to look at? Resolution from the header (1 ms), then one 1024-px greyscale
// copy for exposure (mean, clipped shares) and sharpness (spread of a Laplacian). Exposure is
// judged first: a dark photo also measures as blurry (STACK.md). sharp's stats() measures the
// input, not the pipeline, so the filtered image is written to a buffer before it is measured.
import sharp from 'sharp';
import type { PhotoProblem } from '@contract/aiAssistant';

export type { PhotoProblem } from '@contract/aiAssistant';

export interface PhotoUsability {
  usable: boolean;
  problems: PhotoProblem[];
  width: number;
  height: number;
  /** Mean brightness 0–255 of the greyscale copy. */
  brightness: number;
  /** Share of pixels at or above 250 (blown out) and at or below 5 (crushed black). */
  clippedBright: number;
  clippedDark: number;
  /** Standard deviation of the Laplacian: low means blurry. */
  sharpness: number;
  millis: number;
}

export const PHOTO_LIMITS = {
  minShortSide: 480,
  darkBelow: 45,
  brightAbove: 225,
  clippedShareMax: 0.35,
  minSharpness: 6,
  sharpnessWidth: 1024,
};

const LAPLACIAN = {
  width: 3,
  height: 3,
  kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0],
  scale: 1,
  offset: 128,
};

export async function checkPhotoUsability(input: Buffer): Promise<PhotoUsability> {
  const started = performance.now();
  const empty = {
    width: 0,
    height: 0,
    brightness: 0,
    clippedBright: 0,
    clippedDark: 0,
    sharpness: 0,
  };
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    return {
      usable: false,
      problems: ['unreadable'],
      ...empty,
      millis: performance.now() - started,
    };
  }
  const problems: PhotoProblem[] = [];
  if (Math.min(width, height) < PHOTO_LIMITS.minShortSide) problems.push('too_small');

  // One decode: JPEG shrink-on-load makes a 1024-px greyscale copy of a 12-MP photo cheap, and
  // both measurements use it.
  const { data, info } = await sharp(input)
    .rotate()
    .resize(PHOTO_LIMITS.sharpnessWidth, PHOTO_LIMITS.sharpnessWidth, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let bright = 0;
  let dark = 0;
  for (const value of data) {
    sum += value;
    if (value >= 250) bright += 1;
    if (value <= 5) dark += 1;
  }
  const brightness = sum / data.length;
  const clippedBright = bright / data.length;
  const clippedDark = dark / data.length;
  if (brightness < PHOTO_LIMITS.darkBelow || clippedDark > PHOTO_LIMITS.clippedShareMax)
    problems.push('too_dark');
  else if (brightness > PHOTO_LIMITS.brightAbove || clippedBright > PHOTO_LIMITS.clippedShareMax)
    problems.push('too_bright');

  let sharpness = 0;
  // Only a well-exposed photo is judged for blur: darkness lowers the Laplacian too.
  if (!problems.includes('too_dark') && !problems.includes('too_bright')) {
    const raw = { raw: { width: info.width, height: info.height, channels: 1 as const } };
    const filtered = await sharp(data, raw)
      .convolve(LAPLACIAN)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const laplacian = await sharp(filtered.data, {
      raw: { width: filtered.info.width, height: filtered.info.height, channels: 1 },
    }).stats();
    sharpness = laplacian.channels[0]?.stdev ?? 0;
    if (sharpness < PHOTO_LIMITS.minSharpness) problems.push('blurry');
  }
  return {
    usable: problems.length === 0,
    problems,
    width,
    height,
    brightness: Math.round(brightness * 10) / 10,
    clippedBright: Math.round(clippedBright * 1000) / 1000,
    clippedDark: Math.round(clippedDark * 1000) / 1000,
    sharpness: Math.round(sharpness * 100) / 100,
    millis: Math.round(performance.now() - started),
  };
}
