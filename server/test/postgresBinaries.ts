// Finds Debian's PostgreSQL server programs (initdb, pg_ctl) for the test server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const MISSING =
  'PostgreSQL server binaries not found: apt-get install postgresql ' +
  '(looked in `pg_config --bindir`, /usr/lib/postgresql/*/bin and PATH).';

function hasServerBinaries(dir: string): boolean {
  return existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
}

function fromPgConfig(): string | undefined {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

function fromDebianLayout(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'));
}

function fromPath(): string[] {
  return (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
}

/** The folder holding initdb and pg_ctl; throws an actionable message when there is none. */
export function postgresBinDir(): string {
  const candidates = [fromPgConfig(), ...fromDebianLayout(), ...fromPath()];
  const found = candidates.find(
    (dir): dir is string => dir !== undefined && hasServerBinaries(dir),
  );
  if (!found) throw new Error(MISSING);
  return found;
}
