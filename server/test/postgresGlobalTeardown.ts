// jest globalTeardown of the server-postgres project: stops the test server, removes its folder.
import { PostgresCluster } from './postgresCluster';

export default async function postgresGlobalTeardown(): Promise<void> {
  const dir = process.env.TEST_POSTGRES_DIR;
  const port = Number(process.env.TEST_POSTGRES_PORT);
  const binDir = process.env.TEST_POSTGRES_BINDIR;
  if (!dir || !binDir) return;
  await PostgresCluster.attach(dir, port, binDir).destroy();
}
