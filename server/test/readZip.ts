// Reads a whole ZIP archive into memory (test sizes only): entry name → bytes, in archive order.
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve());
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
      });
    });
    archive.readEntry();
  });
  return entries;
}
