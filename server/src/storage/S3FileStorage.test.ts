// The S3 driver against a real S3-compatible server on loopback (s3rver: a Node implementation of
// the S3 REST API that checks AWS Signature Version 4 on every signed request).
import S3rver from '@20minutes/s3rver';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StorageUnavailableError } from './FileStorage';
import { S3FileStorage } from './S3FileStorage';
import { describeFileStorageContract, readAll } from './fileStorageContract';
import type { S3StorageConfig } from './storageConfig';

const BUCKET = 'petcare-test';
let directory: string;
let server: S3rver;
let endpoint: string;
const drivers: S3FileStorage[] = [];

function driver(overrides: Partial<S3StorageConfig> = {}): S3FileStorage {
  const storage = new S3FileStorage({
    driver: 's3',
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    // s3rver's built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    keyPrefix: '',
    timeoutMs: 5000,
    ...overrides,
  });
  drivers.push(storage);
  return storage;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'petcare-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const storage of drivers) storage.destroy();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

let storage: S3FileStorage;
beforeEach(() => {
  storage = driver();
});

describeFileStorageContract('S3', () => storage);

describe('S3FileStorage', () => {
  it('signs its requests: a wrong secret is refused by the server', async () => {
    const wrong = driver({ credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-it' } });
    const failure = wrong.put('x/signed.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    await expect(failure).rejects.toThrow(StorageUnavailableError);
    await expect(failure.catch((error: Error) => (error.cause as Error).name)).resolves.toBe(
      'SignatureDoesNotMatch',
    );
    expect(await storage.exists('x/signed.jpg')).toBe(false);
  });

  it('puts every key under S3_KEY_PREFIX', async () => {
    const prefixed = driver({ keyPrefix: 'petcare/' });
    await prefixed.put('p/photo.png', Buffer.from('png'), { contentType: 'image/png' });
    expect(await storage.exists('petcare/p/photo.png')).toBe(true);
    const file = await prefixed.get('p/photo.png');
    expect(file && (await readAll(file.body)).toString()).toBe('png');
  });

  it('needs the length of a stream up front', async () => {
    const { Readable } = await import('node:stream');
    await expect(
      storage.put('x/unknown-length.jpg', Readable.from([Buffer.from('x')]), {
        contentType: 'image/jpeg',
      }),
    ).rejects.toThrow(TypeError);
  });

  it('answers 503-style errors when the server is down', async () => {
    const down = driver({ endpoint: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(down.get('x/any.jpg')).rejects.toThrow(StorageUnavailableError);
  });

  it('gives up on a server that never answers, within the timeout', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    try {
      const hung = driver({ endpoint: `http://127.0.0.1:${address.port}`, timeoutMs: 300 });
      const started = Date.now();
      await expect(hung.exists('x/any.jpg')).rejects.toThrow(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
