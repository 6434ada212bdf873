// A real load balancer in front of API instances for the tests: HAProxy from Debian (installed by
// `npm test`, scripts/systemPackages.mjs), round robin over the instances for the API, and the
// realtime WebSocket path to the one instance that holds the sockets (the embedded Pusher-protocol
// server; in production a hosted Pusher-compatible service takes that place). Every answer names
// the instance that served it in `X-Served-By`, so a test can see where a request went.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgresCluster';
import { pollUntil } from './readiness';

export interface Backend {
  name: string;
  port: number;
}

export interface LoadBalancer {
  port: number;
  origin: string;
  stop(): Promise<void>;
}

const HAPROXY_PATHS = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

function haproxyBinary(): string {
  for (const candidate of HAPROXY_PATHS) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error(
    `HAProxy is not installed (looked in ${HAPROXY_PATHS.join(', ')}): ` +
      '`npm test` installs it with apt-get (scripts/systemPackages.mjs), or run `apt-get install haproxy`.',
  );
}

function configFor(
  port: number,
  api: readonly Backend[],
  realtime: Backend,
  site: Backend | undefined,
): string {
  const servers = api.map((b) => `  server ${b.name} 127.0.0.1:${b.port}`).join('\n');
  // With a site backend, as with a CDN in front of the API: the API's paths go to the instances,
  // every other path (the built pages, their scripts) to the site.
  const siteRouting =
    site === undefined
      ? '  default_backend api'
      : `  acl api_path path_beg /api/ /broadcasting/
  use_backend api if api_path
  default_backend site`;
  const siteBackend =
    site === undefined ? '' : `backend site\n  server ${site.name} 127.0.0.1:${site.port}\n`;
  return `global
  maxconn 512
defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 300s
frontend petcare
  bind 127.0.0.1:${port}
  acl realtime_socket path_beg /app/
  use_backend realtime if realtime_socket
${siteRouting}
  http-response set-header X-Served-By %s
backend api
  balance roundrobin
${servers}
backend realtime
  server ${realtime.name} 127.0.0.1:${realtime.port}
${siteBackend}`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startLoadBalancer(
  api: readonly Backend[],
  realtime: Backend,
  options: { site?: Backend } = {},
): Promise<LoadBalancer> {
  const binary = haproxyBinary();
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'petcare-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, configFor(port, api, realtime, options.site));
  let output = '';
  // -db: stay in the foreground and log to stderr; killed with the test.
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await pollUntil(`HAProxy to accept connections on port ${port}`, async () => {
      if (exited) throw new Error(`HAProxy exited: ${output}`);
      return (await accepts(port)) ? true : undefined;
    });
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
