// A throw-away PostgreSQL server from Debian's binaries: initdb in a fresh temp folder, a free
// loopback port, trust auth. The jest global setup starts one for all server-postgres tests; the
// fault tests and the benches start their own, since they stop, pause and kill theirs.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './postgresBinaries';

export function freePort(): Promise<number> {
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

/** The same, without blocking the event loop (a bench's load keeps running meanwhile). */
async function runAsServerUserAsync(command: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  await promisify(execFile)(file, argv, { encoding: 'utf8' });
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}

export interface ClusterOptions {
  /**
   * false (the tests' default): fsync and synchronous commit off — faster, and a test database
   * never has to survive a crash. true: PostgreSQL's defaults, for measuring lost writes.
   */
  durable?: boolean;
}

export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    readonly binDir: string,
    private readonly options: ClusterOptions,
  ) {}

  /** The superuser's URL to the `postgres` database. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** The URL of another database on this server. */
  databaseUrl(name: string): string {
    const url = new URL(this.url);
    url.pathname = `/${name}`;
    return url.toString();
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  static async create(options: ClusterOptions = {}): Promise<PostgresCluster> {
    const binDir = postgresBinDir();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'petcare-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownTree(dir, uid, gid);
    }
    const cluster = new PostgresCluster(dir, await freePort(), binDir, options);
    runAsServerUser(path.join(binDir, 'initdb'), [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      ...(options.durable ? [] : ['--no-sync']),
    ]);
    await cluster.start();
    return cluster;
  }

  /** Reattaches to a cluster another process created (the jest teardown). */
  static attach(dir: string, port: number, binDir: string): PostgresCluster {
    return new PostgresCluster(dir, port, binDir, {});
  }

  async start(): Promise<void> {
    const serverOptions = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c max_connections=200',
      ...(this.options.durable
        ? []
        : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ');
    await runAsServerUserAsync(path.join(this.binDir, 'pg_ctl'), [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      // pg_ctl's own wait (60 s by default) is tight for a busy 2-core machine; when it gives up
      // it says so ("server did not start in time") and the error carries its output.
      '-t',
      '300',
      '-o',
      serverOptions,
      'start',
    ]);
  }

  /** `fast` ends sessions and checkpoints; `immediate` is a crash (recovery at the next start). */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await runAsServerUserAsync(path.join(this.binDir, 'pg_ctl'), [
      '-D',
      this.dataDir,
      '-m',
      mode,
      '-w',
      '-t',
      '300',
      'stop',
    ]);
  }

  /** Freezes the postmaster and every backend (SIGSTOP): sockets stay open, nothing answers. */
  pause(): void {
    for (const pid of this.processIds()) process.kill(pid, 'SIGSTOP');
  }

  resume(): void {
    for (const pid of this.processIds()) process.kill(pid, 'SIGCONT');
  }

  /** Stops the server (if running) and removes its folder. */
  async destroy(): Promise<void> {
    try {
      this.resume();
      await this.stop('immediate');
    } catch {
      // Already stopped.
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private processIds(): number[] {
    const postmaster = Number(
      readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
          // Fields after the parenthesised command name: state, then the parent pid.
          const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          return parent === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  }
}
