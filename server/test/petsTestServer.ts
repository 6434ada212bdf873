// Harness of the pets tests: a test server whose uploads go to a private folder, two keepers
// (the caller and "someone else", each with a pet), multipart bodies, and what is in storage.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../src/http/clock';
import { bearer, registerKeeper } from './authHelpers';
import { storedFilesIn } from './folderFiles';
import { createTestServer, type TestServer } from './testServer';

export interface Keeper {
  token: string;
  petId: string;
  /** inject() as this keeper. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface PetsTestServer {
  server: TestServer;
  clock: ManualClock;
  storageDir: string;
  /** The signed-in keeper the test acts as, with a dog. */
  me: Keeper;
  /** Another keeper, with a cat, whose records must stay out of reach. */
  other: Keeper;
  /** Files in storage (the local driver's data files, without its .meta folder). */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/** "Today" of the pets tests' clock. */
export const TEST_NOW = new Date('2026-06-01T09:00:00Z');

/** `env`: extra settings of the server (e.g. the AI assistant's limits). */
export async function createPetsTestServer(
  env: Record<string, string> = {},
): Promise<PetsTestServer> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'petcare-pets-test-'));
  const clock = new ManualClock(TEST_NOW);
  const server = await createTestServer({
    env: { STORAGE_LOCAL_DIR: storageDir, FILE_URL_SECRET: 'pets-test-file-url-secret', ...env },
    app: { clock },
  });
  const keeper = async (pet: Record<string, unknown>): Promise<Keeper> => {
    const { token } = await registerKeeper(server.app, { pet });
    const call = (options: InjectOptions) =>
      server.app.inject({
        ...options,
        headers: { ...bearer(token), ...(options.headers ?? {}) },
      });
    const list = await call({ method: 'GET', url: '/api/keeper/pets' });
    const [first] = (list.json() as { data: { id: string }[] }).data;
    if (!first) throw new Error('the keeper has no pet');
    return { token, petId: first.id, call };
  };
  const me = await keeper({ name: 'Rex', species: 'dog', birth_date: '2020-03-14' });
  const other = await keeper({ name: 'Tama', species: 'cat' });
  return {
    server,
    clock,
    storageDir,
    me,
    other,
    storedFiles: () => storedFilesIn(storageDir),
    close: async () => {
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

const BOUNDARY = '----petcare-pets-test';

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; data: Buffer };
}

/** A multipart/form-data request: payload and content type. */
export function multipart(parts: readonly Part[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.file ? part.file.data : Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const jpegPart = (data: Buffer, filename = 'photo.jpg'): Part => ({
  name: 'file',
  file: { filename, type: 'image/jpeg', data },
});
