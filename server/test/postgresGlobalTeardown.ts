// jest globalTeardown of the server-postgres project: stops the test server, removes its folder.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { runAsServerUser } from './postgresGlobalSetup';

export default async function postgresGlobalTeardown(): Promise<void> {
  const dir = process.env.TEST_POSTGRES_DIR;
  const binDir = process.env.TEST_POSTGRES_BINDIR;
  if (!dir || !binDir) return;
  try {
    runAsServerUser(path.join(binDir, 'pg_ctl'), [
      '-D',
      path.join(dir, 'data'),
      '-m',
      'fast',
      '-w',
      'stop',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
