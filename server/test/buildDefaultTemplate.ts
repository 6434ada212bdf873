// Makes the run's default seeded template (seededTemplate.ts) — the one every test server made
// without content or settings of its own copies — on the database TEST_DB names. Run by the jest
// global setups through templateBuild.ts, in a process of its own, before any worker starts.
import { seededPglite } from './seededPglite';
import { seededPostgres } from './seededPostgres';
import { testConfig } from './seededTemplate';

async function main(): Promise<void> {
  const config = testConfig();
  const adminUrl = process.env.TEST_POSTGRES_URL;
  const made =
    process.env.TEST_DB === 'postgres' && adminUrl
      ? await seededPostgres(config, {}, adminUrl)
      : await seededPglite(config, {});
  await made.database.close();
  await made.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
