// The product's API (server/src/devServer.ts: migrations, seed, the app, no site build) in a
// child process on a given port, for tests and benches that kill, pause or restart it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** What it printed (logs), for a failure message. */
  output(): string;
  /** Sends the signal and resolves when the process has exited (SIGKILL after 15 s). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

/** Starts the API and resolves once GET /api/health answers 200 (or rejects if it exits first). */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'devServer.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited while starting:\n${output.slice(-3000)}`);
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start within ${timeoutMs} ms:\n${output.slice(-3000)}`);
    }
    const up = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    child,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
