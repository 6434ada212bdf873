// Calibration of the photo check's blur measure (server/src/triage/photo/photoUsability.ts):
// phone-sized scenes (a textured subject — fur-like detail — on a smooth, slightly noisy
// background) from crisp to clearly blurred, each held four ways: landscape, turned to portrait
// in its pixels, and portrait through EXIF orientation 6 and 8 (how phones store portrait
// photos), and once more as the upload stores it (upright JPEG re-encode). The measure must be the
// same for every way of holding the phone, clear the threshold by far for usable photos and stay
// under 1 for blurred ones.
// Run: node --import tsx bench/photoSharpness.ts [width height]
import sharp from 'sharp';
import { checkPhotoUsability, PHOTO_LIMITS } from '../server/src/triage/photo/photoUsability';
import { phoneScene } from '../server/src/triage/photo/testScenes';

async function main(): Promise<void> {
  const width = Number(process.argv[2] ?? 4032);
  const height = Number(process.argv[3] ?? 3024);
  console.log(`${width}×${height} scenes; threshold ${PHOTO_LIMITS.minSharpness}`);
  for (const blur of [0, 1, 1.5, 2.5, 6, 10, 20]) {
    const variants = await phoneScene(width, height, { blur });
    const stored = await sharp(variants.exif6).rotate().jpeg({ quality: 92 }).toBuffer();
    const cells: string[] = [];
    for (const [name, photo] of [...Object.entries(variants), ['stored', stored] as const]) {
      const result = await checkPhotoUsability(photo);
      cells.push(
        `${name} ${result.sharpness.toFixed(2)}${result.usable ? '' : ` (${result.problems.join(',')})`} ${result.millis} ms`,
      );
    }
    console.log(`blur σ ${String(blur).padEnd(4)} | ${cells.join(' | ')}`);
  }
}

void main();
