// jest globalSetup of the server-postgres project: starts a throw-away PostgreSQL server (Debian's
// binaries) on a free loopback port with trust auth, data and socket in a fresh temp folder.
// Each test server then creates its own database on it (see testServer.ts).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './postgresBinaries';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root; when we are root, run the server programs as `postgres`. */
export function runAsServerUser(command: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}

export default async function postgresGlobalSetup(): Promise<void> {
  const binDir = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petcare-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownTree(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  runAsServerUser(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // Durability settings off: a test database never has to survive a crash, and this is faster.
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAsServerUser(path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    serverOptions,
    'start',
  ]);
  // Workers are started after global setup and inherit these.
  process.env.TEST_POSTGRES_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  process.env.TEST_POSTGRES_DIR = dir;
  process.env.TEST_POSTGRES_BINDIR = binDir;
}
