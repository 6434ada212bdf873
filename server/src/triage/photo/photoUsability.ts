// Is a photo good enough to look at? Resolution from the header (1 ms, upright as shown), then
// one greyscale copy whose SHORT side is about 768 px (measuringCopy), for exposure (mean,
// clipped shares) and sharpness. Exposure is judged first: a dark photo also measures as blurry
// (STACK.md).
//
// Sharpness does not depend on how the phone was held: the copy's scale comes from the short side
// (a portrait and a landscape photo of one scene get the same scale), and the Laplacian is
// computed here over the whole copy with a kernel that is the same turned by 90° — so a photo
// stored sideways with an EXIF orientation tag measures as it does turned upright. The measure is
// the Laplacian's spread in the sharpest tiles, not over the whole frame: a phone photo of a pet
// on a plain floor or wall is mostly smooth background, while its subject is in focus. (The
// measure it replaces read only the top third of the copy, which is why portrait photos, whose
// top is often background, measured lower.)
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
  /** Spread of the Laplacian in the sharpest tenth of the tiles: low means blurry. */
  sharpness: number;
  millis: number;
}

export const PHOTO_LIMITS = {
  minShortSide: 480,
  darkBelow: 45,
  brightAbove: 225,
  clippedShareMax: 0.35,
  /**
   * Calibrated with `node --import tsx bench/photoSharpness.ts`: a soft but usable phone photo
   * measures about 9 and more, a blurred one under 1 (figures in server/src/triage/README.md).
   */
  minSharpness: 3,
  /** The measuring copy's short side, in pixels (smaller photos are measured as they are). */
  measureShortSide: 768,
  /** Square tiles of the measuring copy; the sharpest `sharpTileShare` of them decide. */
  tileSize: 64,
  sharpTileShare: 0.1,
};

/** Standard deviation of the 4-neighbour Laplacian in each square tile of a greyscale image. */
export function laplacianTileSpreads(
  grey: ArrayLike<number>,
  width: number,
  height: number,
  tile: number,
): number[] {
  const across = Math.max(1, Math.floor((width - 2) / tile));
  const down = Math.max(1, Math.floor((height - 2) / tile));
  const sums = new Float64Array(across * down);
  const squares = new Float64Array(across * down);
  const counts = new Uint32Array(across * down);
  for (let y = 1; y < height - 1; y += 1) {
    const ty = Math.min(down - 1, Math.floor((y - 1) / tile));
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const value =
        grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      const t = ty * across + Math.min(across - 1, Math.floor((x - 1) / tile));
      sums[t]! += value;
      squares[t]! += value * value;
      counts[t]! += 1;
    }
  }
  const spreads: number[] = [];
  for (let t = 0; t < counts.length; t += 1) {
    const n = counts[t]!;
    if (n === 0) continue;
    const mean = sums[t]! / n;
    spreads.push(Math.sqrt(Math.max(0, squares[t]! / n - mean * mean)));
  }
  return spreads;
}

/** Mean spread of the sharpest share of the tiles (at least one tile). */
export function sharpestTiles(spreads: readonly number[], share: number): number {
  if (spreads.length === 0) return 0;
  const sorted = [...spreads].sort((a, b) => b - a);
  const top = sorted.slice(0, Math.max(1, Math.round(sorted.length * share)));
  return top.reduce((sum, value) => sum + value, 0) / top.length;
}

interface MeasuringCopy {
  grey: Float32Array;
  width: number;
  height: number;
}

/**
 * The greyscale copy that is measured: the photo decoded once, then averaged here over square
 * blocks of a whole number of pixels, chosen from the SHORT side (so a portrait and a landscape
 * photo of one scene get the same scale) to bring it near `measureShortSide`. Averaging in
 * floating point keeps the Laplacian of a blurred photo under 1; a copy rounded to 8 bits at the
 * measuring size measures more than 1 for the same photo.
 */
async function measuringCopy(
  input: Buffer,
  storedWidth: number,
  storedHeight: number,
): Promise<MeasuringCopy> {
  const whole = Math.max(
    1,
    Math.round(Math.min(storedWidth, storedHeight) / PHOTO_LIMITS.measureShortSide),
  );
  // A large photo's even block is halved by the decoder (JPEG shrink-on-load: a 12-MP photo is
  // not decoded whole) and the rest averaged here; at least 2×2 pixels are always averaged here,
  // or 8-bit rounding alone would keep a blurred photo's measure above 1.
  const decoded = whole >= 4 && whole % 2 === 0 ? 2 : 1;
  const block = whole / decoded;
  // The pixels as stored, not turned upright: nothing below depends on which way is up (square
  // blocks, a Laplacian the same turned by 90°, tiles ranked by sharpness), and turning a
  // 12-MP photo would cost more than the whole measure.
  const { data, info } = await sharp(input)
    .resize(Math.floor(storedWidth / decoded), Math.floor(storedHeight / decoded), {
      fit: 'fill',
    })
    .greyscale()
    // Exactly one byte per pixel, whatever colour space the photo was in.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const width = Math.floor(info.width / block);
  const height = Math.floor(info.height / block);
  const grey = new Float32Array(width * height);
  const scale = 1 / (block * block);
  for (let y = 0; y < height * block; y += 1) {
    const row = ((y / block) | 0) * width;
    let at = y * info.width;
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let b = 0; b < block; b += 1) sum += data[at + b]!;
      grey[row + x]! += sum * scale;
      at += block;
    }
  }
  return { grey, width, height };
}

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
  let stored = { width: 0, height: 0 };
  try {
    const meta = await sharp(input).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
    stored = { width: meta.width ?? 0, height: meta.height ?? 0 };
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

  const measured = await measuringCopy(input, stored.width, stored.height);
  const pixels = measured.width * measured.height;
  let sum = 0;
  let bright = 0;
  let dark = 0;
  for (let i = 0; i < pixels; i += 1) {
    const value = measured.grey[i]!;
    sum += value;
    if (value >= 250) bright += 1;
    if (value <= 5) dark += 1;
  }
  const brightness = sum / pixels;
  const clippedBright = bright / pixels;
  const clippedDark = dark / pixels;
  if (brightness < PHOTO_LIMITS.darkBelow || clippedDark > PHOTO_LIMITS.clippedShareMax)
    problems.push('too_dark');
  else if (brightness > PHOTO_LIMITS.brightAbove || clippedBright > PHOTO_LIMITS.clippedShareMax)
    problems.push('too_bright');

  let sharpness = 0;
  // Only a well-exposed photo is judged for blur: darkness lowers the Laplacian too.
  if (!problems.includes('too_dark') && !problems.includes('too_bright')) {
    const spreads = laplacianTileSpreads(
      measured.grey,
      measured.width,
      measured.height,
      PHOTO_LIMITS.tileSize,
    );
    sharpness = sharpestTiles(spreads, PHOTO_LIMITS.sharpTileShare);
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
