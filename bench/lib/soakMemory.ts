// Resident memory of the soak's processes, read from /proc (Linux): one process, or PostgreSQL's
// postmaster with all its backends.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/** The postmaster (its pid from postmaster.pid in the data folder) and its children. */
export function postgresRssMb(dataDir: string): number {
  try {
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    let total = rssMb(postmaster);
    for (const line of readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean))
      total += rssMb(Number(line)) || 0;
    return total;
  } catch {
    return NaN;
  }
}
