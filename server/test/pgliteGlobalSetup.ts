// jest globalSetup of the server-pglite project: names the test run, so the seeded templates
// (seededTemplate.ts) its workers use are shared within it and never reused by a later run, and
// makes the default template once, before any worker starts: no test file's set-up pays for the
// migrations and the seed, and no two workers make it side by side.
import { randomUUID } from 'node:crypto';
import { buildDefaultTemplate } from './templateBuild';

export default async function pgliteGlobalSetup(): Promise<void> {
  // Workers are started after global setup and inherit it.
  process.env.TEST_RUN_ID ??= randomUUID();
  await buildDefaultTemplate({ TEST_DB: 'pglite', TEST_RUN_ID: process.env.TEST_RUN_ID });
}
