import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StorageLengthMismatchError, StorageUnavailableError } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';
import { describeFileStorageContract, failingStream } from './fileStorageContract';

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'petcare-local-storage-'));
  storage = new LocalFileStorage({ root, timeoutMs: 2000 });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under the root, relative, metadata included. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeFileStorageContract('local disk', () => storage);

describe('LocalFileStorage', () => {
  it('keeps files under the root, named by their key, and no temporary file behind', async () => {
    await storage.put('pet-photos/u1/original.jpg', Buffer.from('jpeg'), {
      contentType: 'image/jpeg',
    });
    expect(await filesUnder(root)).toEqual([
      path.join('.meta', 'pet-photos', 'u1', 'original.jpg.json'),
      path.join('pet-photos', 'u1', 'original.jpg'),
    ]);
  });

  it('leaves no file at all after a failed or mismatched write', async () => {
    await expect(
      storage.put('a/cut.pdf', failingStream([Buffer.alloc(1000)]), {
        contentType: 'application/pdf',
        contentLength: 5000,
      }),
    ).rejects.toThrow('connection reset');
    await expect(
      storage.put('a/short.pdf', Readable.from([Buffer.alloc(10)]), {
        contentType: 'application/pdf',
        contentLength: 11,
      }),
    ).rejects.toThrow(StorageLengthMismatchError);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('gives up on a write that outlives the timeout, and leaves nothing', async () => {
    const slow = new LocalFileStorage({ root, timeoutMs: 200 });
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.alloc(1000));
    await expect(
      slow.put('t/stalled.jpg', stalled, { contentType: 'image/jpeg', contentLength: 2000 }),
    ).rejects.toThrow(StorageUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await filesUnder(root)).toEqual([]);
    expect(stalled.destroyed).toBe(true);
  });

  it('removes an upload’s folder with its last file', async () => {
    await storage.put('docs/u2/original.pdf', Buffer.from('x'), { contentType: 'application/pdf' });
    await storage.put('docs/u2/thumb.webp', Buffer.from('y'), { contentType: 'image/webp' });
    await storage.delete('docs/u2/original.pdf');
    expect(await readdir(path.join(root, 'docs'))).toEqual(['u2']);
    await storage.delete('docs/u2/thumb.webp');
    expect(await readdir(root)).toEqual(['.meta']);
    expect(await readdir(path.join(root, '.meta'))).toEqual([]);
  });
});
