// Files for the upload tests, made in memory: photos with EXIF/GPS/XMP/ICC and an orientation,
// damaged images, decompression bombs, PDFs good and bad, ZIP, Office files and a zip bomb.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { LocalFileStorage } from '../storage/LocalFileStorage';
import { filesIn, storedFilesIn } from '../../test/folderFiles';

export const XMP_SECRET = 'Secret Keeper Home';

/** A 40 × 20 JPEG that says "rotate 90°" (so upright it is 20 × 40), with GPS, XMP, Display P3. */
export async function phoneJpeg(): Promise<Buffer> {
  const xmp = `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${XMP_SECRET}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 220, g: 40, b: 40 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Keeper', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 2910/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 44/1 2842/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(xmp)
    .toBuffer();
}

function noise(width: number, height: number): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const noisyJpeg = (width = 600, height = 400) =>
  noise(width, height).jpeg({ quality: 90 }).toBuffer();
export const noisyPng = (width = 300, height = 200) => noise(width, height).png().toBuffer();
export const noisyWebp = (width = 300, height = 200) => noise(width, height).webp().toBuffer();
export const avif = () => noise(64, 48).avif().toBuffer();
export const gif = () => noise(20, 20).gif().toBuffer();

/** AVIF bytes relabelled as HEIC (brand heic): a HEIF file sharp can decode. */
export async function decodableHeic(): Promise<Buffer> {
  const bytes = Buffer.from(await avif());
  bytes.write('heic', 8, 'latin1');
  return bytes;
}

/**
 * A HEIC whose image item says HEVC (without a real HEVC stream): like an iPhone photo, it is
 * one the prebuilt libvips cannot decode.
 */
export async function hevcHeic(): Promise<Buffer> {
  const bytes = await decodableHeic();
  let at = bytes.indexOf('av01');
  while (at !== -1) {
    bytes.write('hvc1', at, 'latin1');
    at = bytes.indexOf('av01', at + 4);
  }
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid greyscale PNG of width × height, all black: tiny on disk, huge decoded. */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header claims 60000 × 60000 pixels, followed by almost nothing. */
export function claimedHugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first `keep` bytes, then bytes that are not image data (a deterministic pattern). */
export function withGarbageAfter(bytes: Buffer, keep: number): Buffer {
  const garbage = Buffer.alloc(bytes.length - keep);
  for (let i = 0; i < garbage.length; i += 1) garbage[i] = (i * 193 + 71) % 256;
  return Buffer.concat([bytes.subarray(0, keep), garbage]);
}

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A minimal ZIP (deflate) writer. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docx(): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
  ]);
}

/** 200 MB of zeros in one entry: about 200 kB zipped. */
export function zipBomb(): Buffer {
  return zip([{ name: 'photo.jpg', data: Buffer.alloc(200 * 1024 * 1024) }]);
}

export async function pdf(pages = 2): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([200, 200]).drawText(`Page ${i + 1}`);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

export async function pdfWithScript(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  document.catalog.set(
    PDFName.of('OpenAction'),
    document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') }),
  );
  return Buffer.from(await document.save());
}

/** A PDF whose trailer names an encryption dictionary. */
export async function encryptedPdf(): Promise<Buffer> {
  const text = (await pdf(1)).toString('latin1');
  return Buffer.from(
    text.replace(/trailer\s*<</, 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 >>'),
    'latin1',
  );
}

export interface UploadSandbox {
  root: string;
  tempDir: string;
  storageDir: string;
  storage: LocalFileStorage;
  /** Every file left under the temp folder and the storage folder. */
  leftovers(): Promise<{ temp: string[]; stored: string[] }>;
  cleanup(): Promise<void>;
}

export async function uploadSandbox(): Promise<UploadSandbox> {
  const root = await mkdtemp(path.join(tmpdir(), 'petcare-uploads-test-'));
  const tempDir = path.join(root, 'tmp');
  const storageDir = path.join(root, 'storage');
  return {
    root,
    tempDir,
    storageDir,
    storage: new LocalFileStorage({ root: storageDir, timeoutMs: 5000 }),
    leftovers: async () => ({
      temp: await filesIn(tempDir),
      stored: await storedFilesIn(storageDir),
    }),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
