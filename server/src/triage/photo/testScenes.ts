// Phone-like test photos made in code (no binary fixtures): a textured subject — fur-like detail
// at a few scales — in an ellipse on a smooth, lit background with a little sensor noise, blurred
// as much as asked, then stored the ways a phone stores it. Used by the photo check's tests and
// its calibration bench (bench/photoSharpness.ts).
import sharp from 'sharp';

export interface SceneVariants {
  /** Landscape pixels, no orientation tag. */
  landscape: Buffer;
  /** The same scene turned to portrait in its pixels. */
  portrait: Buffer;
  /** Landscape pixels tagged EXIF orientation 6: shown as portrait (most phone photos). */
  exif6: Buffer;
  /** Landscape pixels tagged EXIF orientation 8: shown as portrait, turned the other way. */
  exif8: Buffer;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

export async function phoneScene(
  width: number,
  height: number,
  options: { blur?: number; seed?: number; quality?: number } = {},
): Promise<SceneVariants> {
  const next = random(options.seed ?? 11);
  // Fur: a field of random values per 3-px and per 9-px cell, plus per-pixel grain.
  const fine = (x: number, y: number) => Math.floor(x / 3) * 7919 + Math.floor(y / 3) * 104729;
  const fineValues = new Float32Array(4096).map(() => next());
  const coarseValues = new Float32Array(4096).map(() => next());
  const grey = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width * 0.5) / (width * 0.28);
      const dy = (y - height * 0.55) / (height * 0.32);
      let value = 95 + 70 * (x / width) + 25 * (y / height) + 4 * (next() - 0.5);
      if (dx * dx + dy * dy < 1) {
        const coarse = coarseValues[(Math.floor(x / 9) * 31 + Math.floor(y / 9) * 17) & 4095]!;
        value =
          125 +
          50 * (fineValues[fine(x, y) & 4095]! - 0.5) +
          40 * (coarse - 0.5) +
          16 * (next() - 0.5);
      }
      grey[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  const raw = { raw: { width, height, channels: 1 as const } };
  let scene = sharp(grey, raw).toColourspace('srgb');
  if ((options.blur ?? 0) >= 0.3) scene = scene.blur(options.blur);
  const pixels = await scene.raw().toBuffer({ resolveWithObject: true });
  const rgb = { raw: { width, height, channels: pixels.info.channels } };
  const quality = options.quality ?? 90;
  const landscape = await sharp(pixels.data, rgb).jpeg({ quality }).toBuffer();
  const turned = await sharp(pixels.data, rgb).rotate(90).raw().toBuffer();
  const portrait = await sharp(turned, {
    raw: { width: height, height: width, channels: pixels.info.channels },
  })
    .jpeg({ quality })
    .toBuffer();
  const tagged = (orientation: number) =>
    sharp(pixels.data, rgb).withMetadata({ orientation }).jpeg({ quality }).toBuffer();
  return { landscape, portrait, exif6: await tagged(6), exif8: await tagged(8) };
}
