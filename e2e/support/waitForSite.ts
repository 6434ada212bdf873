import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

/** Waits until `ready` returns true, polling every second; gives up naming what it waited for. */
async function waitUntil(
  what: string,
  limitMs: number,
  ready: () => Promise<boolean> | boolean,
  lastSeen: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const seen = lastSeen();
  throw new Error(
    `Still waiting for ${what} after ${Math.round(limitMs / 1000)} s${seen ? ` (${seen})` : ''}.`,
  );
}

// The journeys' global setup. Playwright has started the server (webServer) already.
//  1. Under `npm test` the static checks run meanwhile (scripts/test.mjs); journeys start once they
//     are done (E2E_START_AFTER names the file it writes then), so browsers never share the
//     machine with them. The site builds during this wait.
//  2. The server answers /api/health at once and builds the site in the background. An older
//     build may still be served meanwhile, so wait for the server to say the current build is
//     ready.
export default async function waitForSite(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('baseURL missing');
  const gate = process.env.E2E_START_AFTER;
  if (gate) {
    await waitUntil(`npm test's static checks to finish (the file ${gate})`, 1_800_000, () =>
      existsSync(gate),
    );
  }
  // A busy shared machine can take longer than the default five minutes (README settings).
  const timeout = Number(process.env.E2E_SITE_TIMEOUT_MS) || 300_000;
  let last = 'no answer yet';
  await waitUntil(
    `the site build at ${baseURL}/ (x-site-build: ready)`,
    timeout,
    async () => {
      const res = await fetch(`${baseURL}/`).catch((error: unknown) => {
        last = `last error: ${String(error)}`;
        return null;
      });
      if (!res) return false;
      const state = res.headers.get('x-site-build');
      last = `last answer: ${res.status}, x-site-build: ${state ?? 'none'}`;
      if (state === 'failed')
        throw new Error('The site build failed; see the server output above.');
      return res.status === 200 && state === 'ready';
    },
    () => last,
  );
}
