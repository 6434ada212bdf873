import sharp from 'sharp';
import { readAll } from '../storage/fileStorageContract';
import { acceptUpload, storedKeysOf, type UploadDescriptor } from './acceptUpload';
import { UploadRejectedError } from './uploadErrors';
import type { UploadPolicyName } from './uploadPolicies';
import {
  XMP_SECRET,
  avif,
  blackPng,
  claimedHugePng,
  decodableHeic,
  gif,
  hevcHeic,
  noisyJpeg,
  noisyPng,
  noisyWebp,
  phoneJpeg,
  uploadSandbox,
  withGarbageAfter,
  type UploadSandbox,
} from './testUploads';

let sandbox: UploadSandbox;

beforeEach(async () => {
  sandbox = await uploadSandbox();
});

afterEach(async () => {
  await sandbox.cleanup();
});

function accept(bytes: Buffer, policy: UploadPolicyName = 'petPhoto', filename?: string) {
  return acceptUpload(bytes, {
    policy,
    storage: sandbox.storage,
    tempDir: sandbox.tempDir,
    filename,
  });
}

async function stored(key: string | null): Promise<Buffer> {
  const file = key === null ? null : await sandbox.storage.get(key);
  if (!file) throw new Error(`nothing stored under ${key}`);
  return readAll(file.body);
}

async function refusal(promise: Promise<UploadDescriptor>): Promise<UploadRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UploadRejectedError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('accepting photos', () => {
  it('stores an upright, metadata-free original, a display copy and a thumbnail', async () => {
    const upload = await accept(await phoneJpeg(), 'petPhoto', 'C:\\Users\\me\\IMG_0001.JPG');
    expect(upload).toMatchObject({
      policy: 'petPhoto',
      kind: 'image',
      mime: 'image/jpeg',
      sniffedMime: 'image/jpeg',
      width: 20,
      height: 40,
      pages: null,
      originalName: 'IMG_0001.JPG',
    });
    expect(upload.key).toBe(`pet-photos/${upload.id}/original.jpg`);
    expect(upload.displayKey).toBe(`pet-photos/${upload.id}/display.webp`);
    expect(upload.thumbnailKey).toBe(`pet-photos/${upload.id}/thumb.webp`);
    expect(upload.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(upload.sha256).not.toBe(upload.receivedSha256);

    const original = await stored(upload.key);
    expect(original.length).toBe(upload.bytes);
    const metadata = await sharp(original).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(original.includes(XMP_SECRET)).toBe(false);
    expect(original.includes('Exif')).toBe(false);

    for (const key of [upload.displayKey, upload.thumbnailKey]) {
      const copy = await sharp(await stored(key)).metadata();
      expect(copy).toMatchObject({ format: 'webp', width: 20, height: 40 });
      expect(copy.exif).toBeUndefined();
    }
    const file = await sandbox.storage.get(upload.key);
    expect(file?.contentType).toBe('image/jpeg');
    file?.body.destroy();
    expect((await sandbox.leftovers()).temp).toEqual([]);
  });

  it('makes the copies no larger than the policy sizes, keeping the aspect ratio', async () => {
    const upload = await accept(await noisyJpeg(2400, 1200));
    const display = await sharp(await stored(upload.displayKey)).metadata();
    const thumbnail = await sharp(await stored(upload.thumbnailKey)).metadata();
    expect([display.width, display.height]).toEqual([1600, 800]);
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 160]);
    expect([upload.width, upload.height]).toEqual([2400, 1200]);
  });

  it('keeps PNG and WebP originals in their format', async () => {
    const png = await accept(await noisyPng());
    expect([png.mime, png.key.endsWith('/original.png')]).toEqual(['image/png', true]);
    const webp = await accept(await noisyWebp());
    expect([webp.mime, webp.key.endsWith('/original.webp')]).toEqual(['image/webp', true]);
    expect((await sharp(await stored(webp.key)).metadata()).format).toBe('webp');
  });

  it('stores HEIC and AVIF photos as JPEG, which every browser shows', async () => {
    const heic = await accept(await decodableHeic());
    expect([heic.sniffedMime, heic.mime, heic.width, heic.height]).toEqual([
      'image/heic',
      'image/jpeg',
      64,
      48,
    ]);
    expect((await sharp(await stored(heic.key)).metadata()).format).toBe('jpeg');
    const fromAvif = await accept(await avif());
    expect([fromAvif.sniffedMime, fromAvif.mime]).toEqual(['image/avif', 'image/jpeg']);
  });

  it('goes by the bytes, not the name: a PNG called .pdf is a PNG', async () => {
    const upload = await accept(await noisyPng(), 'document', 'scan.pdf');
    expect([upload.kind, upload.mime]).toEqual(['image', 'image/png']);
  });

  it('names every stored key in storedKeysOf', async () => {
    const upload = await accept(await noisyPng());
    expect(storedKeysOf(upload)).toEqual([upload.key, upload.displayKey, upload.thumbnailKey]);
    expect((await sandbox.leftovers()).stored).toHaveLength(3);
  });
});

describe('refusing images', () => {
  it('refuses a HEIC it cannot decode with a way forward', async () => {
    const error = await refusal(accept(await hevcHeic()));
    expect(error.reason).toBe('heic_unsupported');
    expect(error.errors.file?.[0]).toMatch(/upload it as a JPEG/);
  });

  it('refuses truncated images and images with garbage after a valid header', async () => {
    const jpeg = await noisyJpeg();
    const png = await noisyPng();
    for (const bytes of [
      jpeg.subarray(0, jpeg.length >> 1),
      withGarbageAfter(jpeg, 700),
      png.subarray(0, png.length >> 1),
      withGarbageAfter(png, 200),
    ]) {
      const error = await refusal(accept(bytes));
      expect(error.reason).toBe('corrupt_image');
      expect(error.statusCode).toBe(422);
      expect(error.errors).toEqual({
        file: ['The image could not be read. It may be damaged or incomplete.'],
      });
    }
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const claimed = await refusal(accept(claimedHugePng()));
    expect(claimed.reason).toBe('too_many_pixels');
    // A real, valid 9000 × 9000 PNG (81 megapixels) of about 80 kB.
    const bomb = blackPng(9000, 9000);
    expect(bomb.length).toBeLessThan(200_000);
    const real = await refusal(accept(bomb));
    expect(real.reason).toBe('too_many_pixels');
    expect(real.message).toBe(
      'The image is too large: at most 50 megapixels and 12000 pixels on its longest side.',
    );
    // Long and thin: few pixels, but a side over the limit.
    expect((await refusal(accept(blackPng(13_000, 10)))).reason).toBe('too_many_pixels');
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('refuses image types outside the policy', async () => {
    const error = await refusal(accept(await gif()));
    expect(error.reason).toBe('wrong_type');
    expect(error.message).toBe('The file must be a JPEG, PNG, WebP or HEIC photo.');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await refusal(accept(svg))).reason).toBe('wrong_type');
  });

  it('speaks Japanese when asked', async () => {
    const error = await refusal(
      acceptUpload(await gif(), {
        policy: 'petPhoto',
        storage: sandbox.storage,
        tempDir: sandbox.tempDir,
        language: 'jp',
      }),
    );
    expect(error.errors.file).toEqual(['JPEG・PNG・WebP・HEICの写真を選んでください。']);
  });
});
