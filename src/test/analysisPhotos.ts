// Photos for the photo analysis tests, drawn here with sharp (nothing downloaded): a sharp,
// well-exposed close-up the server's check accepts, the same blurred, and a dark one.
import sharp from 'sharp';

async function texture(width: number, height: number, brightness: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = Math.round((60 + (seed % 140)) * brightness);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Fine detail, mid brightness: usable. */
export function sharpPhoto(width = 1200, height = 900): Promise<Buffer> {
  return texture(width, height, 1);
}

/** The same detail blurred away: refused as blurry. */
export async function blurryPhoto(): Promise<Buffer> {
  return sharp(await texture(1200, 900, 1))
    .blur(12)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Detail in the dark: refused as too dark (exposure is judged before blur). */
export function darkPhoto(): Promise<Buffer> {
  return texture(1200, 900, 0.15);
}

/** A jsdom File of a photo, as a picker or a drop hands it over. */
export function photoFile(bytes: Buffer, name: string): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}
