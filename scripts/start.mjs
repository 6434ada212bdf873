#!/usr/bin/env node
// `npm start`: the whole product in one process on one port — the API under /api, realtime, the
// database (embedded PGlite unless DATABASE_URL is set) and the Gatsby site built from that API.
// The server is TypeScript run through tsx; this wrapper only sets the environment every Gatsby
// build needs and passes signals on, so Ctrl-C stops the server (and a running build) cleanly.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server', 'src', 'main.ts');
if (!existsSync(path.join(root, 'node_modules', 'tsx'))) {
  console.error('npm start: dependencies are missing — run `npm install` first.');
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', entry], {
  cwd: root,
  stdio: 'inherit',
  env: { GATSBY_TELEMETRY_DISABLED: '1', ...process.env },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
