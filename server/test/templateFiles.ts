// Where a test run keeps its seeded PGlite templates (seededTemplate.ts). Free of the app's
// modules: jest's global teardown loads it without the project's module aliases.
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function pgliteTemplatePrefix(runId: string): string {
  return path.join(os.tmpdir(), `petcare-seeded-${runId}-`);
}

/** Removes a run's PGlite templates. */
export function removePgliteTemplates(runId: string): void {
  const prefix = pgliteTemplatePrefix(runId);
  const start = path.basename(prefix);
  for (const entry of readdirSync(path.dirname(prefix))) {
    if (entry.startsWith(start)) rmSync(path.join(path.dirname(prefix), entry), { force: true });
  }
}
