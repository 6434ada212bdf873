// Fresh in-memory PGlite databases for tests, fast. Creating one runs initdb inside WebAssembly
// (2–5 s on a busy 2-core machine); loading a dump of a freshly initialised one takes under 1 s.
// The dump (taken before any migration, so schema changes never make it stale) is cached in the
// temp folder per PGlite version and shared by all jest workers and runs.
//
// What a load costs, and why it is set up this way (each measured on the seeded test template,
// a 44 MB dump, on the 2-core machine; bench/pgliteLoad.mjs):
// - PostgreSQL zeroes its shared buffers at start: PGlite's default 128 MB took 1–1.5 s of each
//   load. A test database is a few MB, so 16 MB of buffers holds it (PGlite's data folder is in
//   memory anyway: an evicted page is a copy in memory, not a disk read).
// - PGlite reads the dump through Blob.arrayBuffer(), which Node assembles from 64 kB chunks
//   (about 1 s for 44 MB): the dump is handed over as the bytes already read.
// - A dump taken while the database runs is opened with crash recovery, replaying the write-ahead
//   log since the last checkpoint; dumps are taken just after a CHECKPOINT (dumpCheckpointed).
// - Every byte of the dump is copied twice on load (untar, then into PGlite's in-memory files),
//   and PostgreSQL's write-ahead log came as one 16 MB segment, a third of the dump: the
//   databases are made with 1 MB segments.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The server settings of a test database (see above). */
const TEST_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  // Keep no more than two 1 MB log segments for reuse (the default keeps 80 MB of them).
  '-c',
  'min_wal_size=2MB',
];
/** Written once by initdb: 1 MB log segments instead of 16 MB (see above). */
const INITDB_PARAMS = ['--wal-segsize=1'];

function pgliteVersion(): string {
  const manifest = path.join(require.resolve('@electric-sql/pglite'), '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function templatePath(): string {
  // Named by the initdb settings too: a dump made with other settings is never picked up.
  return path.join(os.tmpdir(), `petcare-pglite-template-${pgliteVersion()}-wal1.tar`);
}

/** A Blob whose bytes are already in memory: PGlite reads them without a chunked copy. */
class BytesBlob extends Blob {
  readonly #contents: ArrayBuffer;

  constructor(contents: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#contents = contents;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#contents);
  }
}

/** An in-memory PGlite holding the given data folder (a dumpDataDir tarball). */
export function loadMemoryPglite(dataDir: Buffer<ArrayBuffer>): Promise<PGlite> {
  // A large file read whole owns its ArrayBuffer; otherwise copy just the view.
  const bytes =
    dataDir.byteOffset === 0 && dataDir.byteLength === dataDir.buffer.byteLength
      ? dataDir.buffer
      : dataDir.buffer.slice(dataDir.byteOffset, dataDir.byteOffset + dataDir.byteLength);
  return PGlite.create({ loadDataDir: new BytesBlob(bytes), startParams: TEST_START_PARAMS });
}

/** The database's data folder as a tarball, checkpointed first so loading it replays nothing. */
export async function dumpCheckpointed(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  return Buffer.from(await dump.arrayBuffer());
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
  const client = await PGlite.create('memory://', {
    initDbStartParams: INITDB_PARAMS,
    startParams: TEST_START_PARAMS,
  });
  // Write then rename, so a parallel worker never reads a half-written template.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, await dumpCheckpointed(client));
  renameSync(partial, file);
  return client;
}
