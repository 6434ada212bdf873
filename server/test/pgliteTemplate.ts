// Fresh in-memory PGlite databases for tests, fast. Creating one runs initdb inside WebAssembly
// (2–5 s on a busy 2-core machine); loading a dump of a freshly initialised one takes under 1 s.
// The dump (taken before any migration, so schema changes never make it stale) is cached in the
// temp folder per PGlite version and shared by all jest workers and runs.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function pgliteVersion(): string {
  const manifest = path.join(require.resolve('@electric-sql/pglite'), '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function templatePath(): string {
  return path.join(os.tmpdir(), `petcare-pglite-template-${pgliteVersion()}.tar`);
}

/** An in-memory PGlite holding the given data folder (a dumpDataDir tarball). */
export function loadMemoryPglite(dataDir: Buffer<ArrayBuffer>): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([dataDir]) });
}

export async function createMemoryPglite(): Promise<PGlite> {
  const file = templatePath();
  if (existsSync(file)) {
    try {
      return await loadMemoryPglite(readFileSync(file));
    } catch {
      // A truncated or foreign file: fall through and replace it.
    }
  }
  const client = await PGlite.create('memory://');
  const dump = await client.dumpDataDir('none');
  // Write then rename, so a parallel worker never reads a half-written template.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return client;
}
