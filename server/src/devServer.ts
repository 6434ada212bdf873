// Runner for the API alone (`npx tsx server/src/devServer.ts`): the same start sequence as main.ts
// without the static site — migrations, seed, the app and its scheduled jobs (JOBS_ENABLED). The
// tests and benches that run several instances on one PostgreSQL start it (server/test/apiProcess.ts).
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { runMigrations } from './db/runMigrations';
import { seedDatabase } from './db/seed/seed';
import { JobRunner } from './jobs/JobRunner';

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  await seedDatabase(database.db, config);
  const app = await buildApp({ config, database });
  const jobs = new JobRunner({
    jobs: app.scheduledJobs,
    intervalMs: config.jobs.intervalMs,
    log: app.log,
  });
  const stop = async () => {
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
  if (config.jobs.enabled) jobs.start();
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
