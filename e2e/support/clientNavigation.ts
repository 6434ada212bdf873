import type { Page } from '@playwright/test';
// Declares window.___navigate (Gatsby's navigate, which the journeys call like a Link click).
import '../../src/app/gatsbyGlobals';

declare global {
  interface Window {
    /** Every URL the app put into history (pushState/replaceState), in order. */
    __historyLog?: string[];
    /** Set once per document: gone after a full page load. */
    __documentMarker?: string;
  }
}

/** Records the history entries the app writes, in every document the page loads. */
export async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__historyLog = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url)
          window.__historyLog?.push(new URL(url, location.href).href.replace(location.origin, ''));
        original(data, unused, url);
      };
    }
  });
}

/**
 * A public page with Gatsby's runtime for a guest: the contact form's, whose runtime comes at the
 * visitor's first touch (markDocument gives it one). Pages of static text ship no runtime to a
 * guest (src/app/islands/README.md): their links are full page loads, so the journeys about client
 * navigation start here, or from an app page, or signed in.
 */
export const HYDRATED_PUBLIC_PAGE = { en: '/contact/', jp: '/jp/contact/' } as const;

/**
 * Waits until Gatsby's runtime is ready, then marks the document. A key press first: a page that
 * loads its runtime at the first touch (the contact form) starts loading it; elsewhere it does
 * nothing.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => typeof window.___navigate === 'function');
  await page.evaluate(() => {
    window.__documentMarker = 'first';
  });
}

/** A client navigation, as a Gatsby Link click does it. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => window.___navigate?.(target), to);
}

export async function historyLog(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__historyLog ?? []);
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__documentMarker === 'first');
}
