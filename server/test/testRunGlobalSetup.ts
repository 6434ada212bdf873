// jest globalSetup of the web project: names the test run, so the product servers its tests start
// (src/test/productServer.ts) share the run's seeded templates (seededTemplate.ts) and the global
// teardown removes them.
import { randomUUID } from 'node:crypto';

export default function testRunGlobalSetup(): void {
  // Workers (and the processes they start) are started after global setup and inherit it.
  process.env.TEST_RUN_ID ??= randomUUID();
}
