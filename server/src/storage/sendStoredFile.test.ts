import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerErrorHandlers } from '../errors/registerErrorHandlers';
import type { FileStorage, StoredFile } from './FileStorage';
import { StorageUnavailableError } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';
import { contentDisposition, safeDownloadName, sendStoredFile } from './sendStoredFile';

let root: string;
let app: FastifyInstance;

async function appWith(storage: FileStorage): Promise<FastifyInstance> {
  const instance = Fastify();
  registerErrorHandlers(instance);
  instance.get<{ Querystring: { key: string; name?: string; download?: string } }>(
    '/file',
    async (request, reply) =>
      sendStoredFile(reply, storage, request.query.key, {
        disposition: request.query.download ? 'attachment' : 'inline',
        filename: request.query.name,
      }),
  );
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'petcare-send-file-'));
  const storage = new LocalFileStorage({ root, timeoutMs: 2000 });
  await storage.put('documents/d1/original.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), {
    contentType: 'application/pdf',
  });
  app = await appWith(storage);
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('sendStoredFile', () => {
  it('sends the file with its type, length and safe headers', async () => {
    const response = await app.inject({
      url: '/file',
      query: { key: 'documents/d1/original.pdf', name: 'Blood test 2026-11.pdf' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7\n%%EOF\n');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe('15');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Blood test 2026-11.pdf"; filename*=UTF-8''Blood%20test%202026-11.pdf`,
    );
  });

  it('downloads as an attachment under a safe name with the real extension', async () => {
    const response = await app.inject({
      url: '/file',
      query: { key: 'documents/d1/original.pdf', name: '../../血液検査"\r\n.exe', download: '1' },
    });
    // Separators, quotes and line breaks become "_": no path, no header injection.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_..______.exe.pdf"; ` +
        `filename*=UTF-8''_.._%E8%A1%80%E6%B6%B2%E6%A4%9C%E6%9F%BB_.exe.pdf`,
    );
  });

  it('answers 404 in the spec’s error shape for a missing file', async () => {
    const response = await app.inject({ url: '/file', query: { key: 'documents/none/x.pdf' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'File not found.',
      errors: {},
      error_id: expect.any(String),
    });
  });

  it('answers 503 when storage is down', async () => {
    const down: FileStorage = {
      driver: 'local',
      put: async () => undefined,
      exists: async () => false,
      delete: async () => undefined,
      get: async (): Promise<StoredFile | null> => {
        throw new StorageUnavailableError('get');
      },
    };
    const broken = await appWith(down);
    const response = await broken.inject({ url: '/file', query: { key: 'a/b.pdf' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'File storage is not available right now. Please try again in a moment.',
    );
    await broken.close();
  });
});

describe('safeDownloadName', () => {
  it('keeps a good name and adds the real extension when missing', () => {
    expect(safeDownloadName('Miso at the vet.jpeg', 'image/jpeg')).toBe('Miso at the vet.jpeg');
    expect(safeDownloadName('photo', 'image/webp')).toBe('photo.webp');
    expect(safeDownloadName(undefined, 'application/pdf')).toBe('file.pdf');
    expect(safeDownloadName('...', 'application/pdf')).toBe('file.pdf');
    expect(safeDownloadName('a\u202Egpj.exe', 'image/png')).toBe('a_gpj.exe.png');
    expect([...safeDownloadName('名'.repeat(500), 'application/pdf')]).toHaveLength(120);
  });

  it('encodes both forms of the header', () => {
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});
