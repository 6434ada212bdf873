import { utimes } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { failingStream } from '../storage/fileStorageContract';
import type { FileStorage } from '../storage/FileStorage';
import { acceptUpload } from './acceptUpload';
import { sweepStaleUploads } from './sweepStaleUploads';
import { UploadInterruptedError, UploadRejectedError } from './uploadErrors';
import { UPLOAD_POLICIES } from './uploadPolicies';
import { noisyJpeg, uploadSandbox, type UploadSandbox } from './testUploads';

let sandbox: UploadSandbox;

beforeEach(async () => {
  sandbox = await uploadSandbox();
});

afterEach(async () => {
  await sandbox.cleanup();
});

const MB = 1024 * 1024;

describe('size limits', () => {
  it('refuses a buffer over the policy size', async () => {
    const error = await acceptUpload(Buffer.alloc(UPLOAD_POLICIES.contentImage.maxBytes + 1), {
      policy: 'contentImage',
      storage: sandbox.storage,
      tempDir: sandbox.tempDir,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect((error as UploadRejectedError).errors).toEqual({
      file: ['The file may not be larger than 10 MB.'],
    });
  });

  it('cuts a stream as soon as it passes the limit, and keeps nothing of it', async () => {
    let pulled = 0;
    const endless = Readable.from(
      (function* () {
        for (;;) {
          pulled += 1;
          yield Buffer.alloc(MB, 1);
        }
      })(),
    );
    const error = await acceptUpload(endless, {
      policy: 'petPhoto',
      storage: sandbox.storage,
      tempDir: sandbox.tempDir,
    }).catch((caught: unknown) => caught);
    expect((error as UploadRejectedError).reason).toBe('too_large');
    // 15 MB allowed: the 16th megabyte passes it; a few more may sit in the stream's buffer.
    expect(pulled).toBeLessThan(20);
    expect(endless.destroyed).toBe(true);
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });
});

describe('cancelled and failed uploads', () => {
  it('leaves nothing when the client goes away half way', async () => {
    const photo = await noisyJpeg(1200, 900);
    const half = failingStream([photo.subarray(0, photo.length >> 1)]);
    const error = await acceptUpload(half, {
      policy: 'petPhoto',
      storage: sandbox.storage,
      tempDir: sandbox.tempDir,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadInterruptedError);
    expect((error as UploadInterruptedError).statusCode).toBe(400);
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('takes back what it stored when storage fails part way', async () => {
    let puts = 0;
    const flaky: FileStorage = {
      driver: 'local',
      put: async (key, body, metadata) => {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        return sandbox.storage.put(key, body, metadata);
      },
      get: (key) => sandbox.storage.get(key),
      exists: (key) => sandbox.storage.exists(key),
      delete: (key) => sandbox.storage.delete(key),
    };
    await expect(
      acceptUpload(await noisyJpeg(), {
        policy: 'petPhoto',
        storage: flaky,
        tempDir: sandbox.tempDir,
      }),
    ).rejects.toThrow('disk full');
    expect(puts).toBe(3);
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('asks for a file when none came', async () => {
    const error = await acceptUpload(undefined, {
      policy: 'document',
      storage: sandbox.storage,
      tempDir: sandbox.tempDir,
      field: 'attachment',
    }).catch((caught: unknown) => caught);
    expect((error as UploadRejectedError).errors).toEqual({
      attachment: ['Please choose a file to upload.'],
    });
  });
});

describe('sweepStaleUploads', () => {
  it('removes upload folders a crashed process left, and only old ones', async () => {
    const old = path.join(sandbox.tempDir, 'upload-old');
    const fresh = path.join(sandbox.tempDir, 'upload-fresh');
    const other = path.join(sandbox.tempDir, 'not-ours');
    for (const folder of [old, fresh, other]) await mkdir(folder, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await utimes(other, twoHoursAgo, twoHoursAgo);
    expect(await sweepStaleUploads(sandbox.tempDir)).toBe(1);
    expect(await sweepStaleUploads(path.join(sandbox.root, 'missing'))).toBe(0);
  });
});
