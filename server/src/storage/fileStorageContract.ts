// The behaviour every FileStorage driver shares, as one jest suite that each driver's test file
// runs against its own instance (local disk, S3 on a loopback server).
import { Readable } from 'node:stream';
import { InvalidStorageKeyError, type FileStorage } from './FileStorage';

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stream that sends `parts` and then fails, as an upload cut off by the client does. */
export function failingStream(parts: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      for (const part of parts) yield part;
      throw new Error('connection reset by peer');
    })(),
  );
}

export function describeFileStorageContract(name: string, storage: () => FileStorage): void {
  describe(`${name}: the FileStorage contract`, () => {
    it('stores a buffer and gives it back with its type and length', async () => {
      const body = Buffer.from('%PDF-1.7 a lab result');
      await storage().put('documents/abc/original.pdf', body, { contentType: 'application/pdf' });
      const file = await storage().get('documents/abc/original.pdf');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.contentLength).toBe(body.length);
      expect(file && (await readAll(file.body))).toEqual(body);
      expect(await storage().exists('documents/abc/original.pdf')).toBe(true);
    });

    it('stores a stream of known length', async () => {
      const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2), Buffer.from('end')];
      const whole = Buffer.concat(parts);
      await storage().put('pet-photos/s1/original.jpg', Readable.from(parts), {
        contentType: 'image/jpeg',
        contentLength: whole.length,
      });
      const file = await storage().get('pet-photos/s1/original.jpg');
      expect(file?.contentLength).toBe(whole.length);
      expect(file && (await readAll(file.body))).toEqual(whole);
    });

    it('replaces a file put twice under one key (done by nothing in the product, but defined)', async () => {
      await storage().put('k/replace.png', Buffer.from('one'), { contentType: 'image/png' });
      await storage().put('k/replace.png', Buffer.from('second'), { contentType: 'image/webp' });
      const file = await storage().get('k/replace.png');
      expect(file?.contentType).toBe('image/webp');
      expect(file && (await readAll(file.body)).toString()).toBe('second');
    });

    it('answers null and false for a key that holds nothing', async () => {
      expect(await storage().get('nothing/here.jpg')).toBeNull();
      expect(await storage().exists('nothing/here.jpg')).toBe(false);
    });

    it('deletes, and deleting again is not an error', async () => {
      await storage().put('d/gone.webp', Buffer.from('x'), { contentType: 'image/webp' });
      await storage().delete('d/gone.webp');
      expect(await storage().exists('d/gone.webp')).toBe(false);
      expect(await storage().get('d/gone.webp')).toBeNull();
      await expect(storage().delete('d/gone.webp')).resolves.toBeUndefined();
    });

    it('stores nothing when the stream fails half way', async () => {
      const upload = failingStream([Buffer.alloc(100_000, 7)]);
      await expect(
        storage().put('f/cut.jpg', upload, { contentType: 'image/jpeg', contentLength: 200_000 }),
      ).rejects.toThrow();
      expect(await storage().exists('f/cut.jpg')).toBe(false);
    });

    it('refuses keys that could leave their folder or name something else', async () => {
      const bad = [
        '../escape.jpg',
        'a/../../b.jpg',
        '/etc/passwd',
        '.meta/x.json',
        'a//b.jpg',
        'a\\b.jpg',
        'A/B.jpg',
        'a/b.jpg\u0000.png',
        'a/.hidden',
        'a/b..',
        '',
        'x'.repeat(600),
      ];
      for (const key of bad) {
        await expect(storage().get(key)).rejects.toThrow(InvalidStorageKeyError);
        await expect(
          storage().put(key, Buffer.from('x'), { contentType: 'image/png' }),
        ).rejects.toThrow(InvalidStorageKeyError);
      }
    });
  });
}
