import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Debian's Chromium when present (our machines cannot download Playwright's browser), else
 * Playwright's own browser on machines that have it. CHROMIUM_PATH overrides both.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const system = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (system) return system;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // fall through: no browser anywhere
  }
  throw new Error('No Chromium found: apt-get install chromium (or set CHROMIUM_PATH).');
}
