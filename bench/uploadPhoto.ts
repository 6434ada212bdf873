// Time to accept one phone-sized photo (12 MP JPEG, about 3–4 MB): receive, sniff, check,
// re-encode without metadata, make the WebP copies, store on local disk.
// Run: node --import tsx bench/uploadPhoto.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { LocalFileStorage } from '../server/src/storage/LocalFileStorage';
import { acceptUpload } from '../server/src/uploads/acceptUpload';

async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 12)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'petcare-bench-upload-'));
  try {
    const storage = new LocalFileStorage({ root: path.join(root, 'storage'), timeoutMs: 30_000 });
    const bytes = await photo(4000, 3000);
    const runs: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      const start = performance.now();
      await acceptUpload(bytes, { policy: 'petPhoto', storage, tempDir: path.join(root, 'tmp') });
      runs.push(performance.now() - start);
    }
    const warm = runs.slice(1).sort((a, b) => a - b);
    console.log(
      `12 MP JPEG (${(bytes.length / 1024 / 1024).toFixed(1)} MB), petPhoto policy, local disk:`,
    );
    console.log(
      `first ${runs[0]?.toFixed(0)} ms; then median ${warm[2]?.toFixed(0)} ms, max ${warm[4]?.toFixed(0)} ms`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

void main();
