// Resident memory of the soak's processes (bench/soak.ts), read from /proc: NaN where it cannot
// be read (another platform, a process already gone).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostgresCluster } from '../../server/test/postgresCluster';

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

export function postgresRssMb(cluster: PostgresCluster): number {
  try {
    const postmaster = Number(
      readFileSync(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
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
