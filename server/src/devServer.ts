// Temporary runner for working on the API alone (`npx tsx server/src/devServer.ts`): the same
// start sequence as main.ts without the static site.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { runMigrations } from './db/runMigrations';
import { seedDatabase } from './db/seed/seed';

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await runMigrations(database);
  await seedDatabase(database.db, config);
  const app = await buildApp({ config, database });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
