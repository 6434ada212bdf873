import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { chromium } from '@playwright/test';

const firstPresent = (candidates: (string | undefined)[]) =>
  candidates.find((p): p is string => Boolean(p && existsSync(p)));

/**
 * Debian's Chromium when present (our machines cannot download Playwright's browser), else
 * Playwright's own browser on machines that have it. CHROMIUM_PATH overrides both. This is the
 * whole browser, with its PDF viewer.
 */
export function chromiumExecutable(): string | undefined {
  const system = firstPresent([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
  if (system) return system;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // fall through: no browser anywhere
  }
  throw new Error('No Chromium found: apt-get install chromium (or set CHROMIUM_PATH).');
}

/**
 * The browser the journeys run in: Chromium's headless shell (Debian's chromium-headless-shell,
 * the same Blink as Chromium without the browser's UI; Playwright's own default for headless
 * runs) when present, else the whole browser. Measured on the 2-core machine, 47 journeys took
 * 88 s in it against 124–131 s in the whole browser (README, "npm test"). It has no PDF viewer:
 * a journey that opens a PDF in a tab uses `wholeBrowser`. CHROMIUM_HEADLESS_SHELL_PATH
 * overrides; CHROMIUM_PATH alone (a machine with only its own Chromium) uses that.
 */
export function journeyBrowserExecutable(): string | undefined {
  const shell = firstPresent([
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    process.env.CHROMIUM_PATH ? undefined : '/usr/bin/chromium-headless-shell',
  ]);
  return shell ?? chromiumExecutable();
}

const ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the journeys' browser is started (playwright.config.ts). */
export function journeyLaunchOptions(): LaunchOptions {
  const executablePath = journeyBrowserExecutable();
  return { ...(executablePath ? { executablePath } : {}), args: ARGS };
}

/** For `test.use` in a journey that needs the whole browser (its PDF viewer). */
export function wholeBrowser(): { launchOptions: LaunchOptions } {
  const executablePath = chromiumExecutable();
  return { launchOptions: { ...(executablePath ? { executablePath } : {}), args: ARGS } };
}
