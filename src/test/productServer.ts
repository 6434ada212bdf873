// Starts server/test/productServerProcess.ts (the real API with its embedded realtime server) in
// its own process for the web project's integration tests, and sends it commands. A separate
// process, not an import: the site's code never imports the server's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ProductServer {
  origin: string;
  host: string;
  port: number;
  register: () => Promise<{ token: string; userId: string }>;
  /** Creates a notification for the user the way the API does: stored, then broadcast. */
  notify: (userId: string, title: string) => Promise<{ id: string }>;
  /** Cuts every realtime socket without a closing handshake. */
  dropSockets: () => Promise<void>;
  config: () => Promise<{ key: string; appId: string }>;
  stop: () => Promise<void>;
}

/**
 * How long the server may take to start: a Node process compiling the server's TypeScript, a copy
 * of the seeded database and the app, on a 2-core machine that may be busy with other work.
 */
export const PRODUCT_SERVER_START_LIMIT_MS = 100_000;
/** For the beforeAll that starts it: longer, so the start's own message is the one shown. */
export const PRODUCT_SERVER_HOOK_MS = PRODUCT_SERVER_START_LIMIT_MS + 20_000;

/** `env`: settings of the server beyond the test defaults (e.g. HEALTH_REPORTS_PER_DAY). */
export async function startProductServer(
  options: { env?: Record<string, string> } = {},
): Promise<ProductServer> {
  const root = path.join(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server', 'test', 'productServerProcess.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        TEST_DB: 'pglite',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PRODUCT_SERVER_ENV: JSON.stringify(options.env ?? {}),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiting = new Map<number, (message: Record<string, unknown>) => void>();
  let started: (origin: string) => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const origin = await new Promise<string>((resolve, reject) => {
    started = resolve;
    child.on('exit', (code) => reject(new Error(`product server exited (${code}): ${stderr}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line) as Record<string, unknown>;
      if (typeof message.origin === 'string') started(message.origin);
      else waiting.get(message.id as number)?.(message);
    });
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `still waiting for the product server (server/test/productServerProcess.ts) to print ` +
            `its origin after ${PRODUCT_SERVER_START_LIMIT_MS / 1000} s; its output: ${stderr}`,
        ),
      );
    }, PRODUCT_SERVER_START_LIMIT_MS);
  }).finally(() => clearTimeout(timer));
  let nextId = 1;
  const send = (cmd: string, extra: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (message) => {
        waiting.delete(id);
        if (message.error) reject(new Error(String(message.error)));
        else resolve(message);
      });
      child.stdin.write(`${JSON.stringify({ id, cmd, ...extra })}\n`);
    });
  const url = new URL(origin);
  return {
    origin,
    host: url.hostname,
    port: Number(url.port),
    register: async () => {
      const { token, userId } = await send('register');
      return { token: token as string, userId: userId as string };
    },
    notify: async (userId, title) => {
      const { notification } = await send('notify', { userId, title });
      return notification as { id: string };
    },
    dropSockets: async () => {
      await send('drop');
    },
    config: async () => {
      const { key, appId } = await send('config');
      return { key: key as string, appId: appId as string };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill(), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.stdin.end();
      }),
  };
}
