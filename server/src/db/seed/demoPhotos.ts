// Raster pictures for the demo content, so a fresh start shows what editors' photos become on the
// site (responsive AVIF/WebP with a blurred placeholder). They are made here with sharp from the
// site's own illustrations, with a photographic grain and light falloff: nothing is downloaded and
// no binary file is kept in git. Written once into static/images/photos/ (ignored by git).
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CoverImageName } from '@contract/coverImages';

export type DemoPhotoFormat = 'jpg' | 'png' | 'webp';

/** A photo made from one of the illustrations, in one of the formats editors upload. */
export interface DemoPhoto {
  illustration: CoverImageName;
  format: DemoPhotoFormat;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
export const DEMO_PHOTO_DIR = path.join(REPO_ROOT, 'static', 'images', 'photos');
const ILLUSTRATION_DIR = path.join(REPO_ROOT, 'static', 'images', 'covers');
const WIDTH = 1600;
const HEIGHT = 900;

/** The site path the content stores: /images/photos/dog-walk.jpg. */
export function demoPhotoPath({ illustration, format }: DemoPhoto): string {
  return `/images/photos/${illustration}.${format}`;
}

/** Grain as a camera sensor gives it: the same for every run, so the files are reproducible. */
function grain(seed: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = 128 + ((state >>> 0) % 64) - 32;
  }
  return pixels;
}

const VIGNETTE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><radialGradient id="v" cx="50%" cy="45%" r="75%">
      <stop offset="55%" stop-color="#000" stop-opacity="0"/>
      <stop offset="100%" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#v)"/>
  </svg>`,
);

async function renderPhoto(photo: DemoPhoto, file: string): Promise<void> {
  const seed = [...photo.illustration].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7);
  const base = await sharp(path.join(ILLUSTRATION_DIR, `${photo.illustration}.svg`), {
    density: 300,
  })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    // A lens is never as sharp as a vector drawing.
    .blur(1.2)
    .toBuffer();
  const noise = await sharp(grain(seed), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  const image = sharp(base).composite([
    { input: noise, blend: 'overlay' },
    { input: VIGNETTE, blend: 'over' },
  ]);
  const encoded =
    photo.format === 'jpg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : photo.format === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 85 });
  // Written beside and renamed: several instances may seed at once.
  const temporary = `${file}.${process.pid}.tmp`;
  await encoded.toFile(temporary);
  renameSync(temporary, file);
}

/** Makes the photos that are missing; existing ones are kept as they are. */
export async function ensureDemoPhotos(photos: readonly DemoPhoto[]): Promise<void> {
  const wanted = new Map(photos.map((p) => [demoPhotoPath(p), p]));
  if (wanted.size === 0) return;
  mkdirSync(DEMO_PHOTO_DIR, { recursive: true });
  for (const [sitePath, photo] of wanted) {
    const file = path.join(DEMO_PHOTO_DIR, path.basename(sitePath));
    if (!existsSync(file)) await renderPhoto(photo, file);
  }
}
