// Starts buildDefaultTemplate.ts from a jest global setup and waits for it. A process of its own:
// global setups load without the projects' module aliases, and the app's modules need them (tsx
// reads them from tsconfig.json). Free of the app's modules itself for the same reason.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** Migrating and seeding once, on a machine busy with other work: generous. */
const LIMIT_MS = 600_000;

export function buildDefaultTemplate(env: Record<string, string>): Promise<void> {
  const what = `the default seeded test database (${env.TEST_DB})`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'server', 'test', 'buildDefaultTemplate.ts')],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still waiting for ${what} after ${LIMIT_MS / 1000} s`));
    }, LIMIT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(new Error(`making ${what} failed (exit ${code ?? signal}); see its output above`));
    });
  });
}
