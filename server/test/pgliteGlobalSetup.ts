// jest globalSetup of the server-pglite project: names the test run, so the seeded templates
// (seededTemplate.ts) its workers make are shared within it and never reused by a later run.
import { randomUUID } from 'node:crypto';

export default function pgliteGlobalSetup(): void {
  // Workers are started after global setup and inherit it.
  process.env.TEST_RUN_ID ??= randomUUID();
}
