// jest globalSetup of the server-postgres project: starts a throw-away PostgreSQL server (Debian's
// binaries) on a free loopback port with trust auth, data and socket in a fresh temp folder, and
// makes the run's default template database on it before any worker starts.
// Each test server then creates its own database on it (see testServer.ts).
import { randomUUID } from 'node:crypto';
import { PostgresCluster } from './postgresCluster';
import { buildDefaultTemplate } from './templateBuild';

export default async function postgresGlobalSetup(): Promise<void> {
  const cluster = await PostgresCluster.create();
  // Workers are started after global setup and inherit these.
  process.env.TEST_POSTGRES_URL = cluster.url;
  process.env.TEST_POSTGRES_DIR = cluster.dir;
  process.env.TEST_POSTGRES_PORT = String(cluster.port);
  process.env.TEST_POSTGRES_BINDIR = cluster.binDir;
  // Seeded templates (seededTemplate.ts) are shared within a run only.
  process.env.TEST_RUN_ID ??= randomUUID();
  try {
    await buildDefaultTemplate({
      TEST_DB: 'postgres',
      TEST_POSTGRES_URL: cluster.url,
      TEST_RUN_ID: process.env.TEST_RUN_ID,
    });
  } catch (error) {
    // jest skips the global teardown when a global setup fails.
    await cluster.destroy();
    throw error;
  }
}
