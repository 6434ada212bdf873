import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test as base, type Page, type Response } from '@playwright/test';

/** axe-core's browser build, injected into a page once per document. */
const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    /**
     * Set after a check found no serious violation; `dirty` turns true on the first change of the
     * document after it. What else decides what axe-core sees is compared when it is read.
     */
    __axeChecked?: {
      dirty: boolean;
      width: number;
      height: number;
      scrollX: number;
      scrollY: number;
      dark: boolean;
      focused: Element | null;
    };
  }
}

/**
 * Fails on serious or critical axe-core violations of the page as it is now.
 *
 * The page is checked once per state: a check of a page nothing changed in since its last passing
 * check (no DOM mutation, no running animation then, same viewport, scroll position, colour scheme
 * and focused element) would see the same page, so it is skipped. axe-core runs in the page itself
 * (axe.run): @axe-core/playwright's default opened a blank page per check and injected axe-core
 * twice, into the page and into that blank page, to merge the results of cross-origin frames —
 * we exclude frames (below), so that cost ~2 s of a ~5 s check for nothing.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    const checked = window.__axeChecked;
    const unchanged =
      checked !== undefined &&
      !checked.dirty &&
      checked.width === window.innerWidth &&
      checked.height === window.innerHeight &&
      checked.scrollX === window.scrollX &&
      checked.scrollY === window.scrollY &&
      checked.dark === window.matchMedia('(prefers-color-scheme: dark)').matches &&
      checked.focused === document.activeElement;
    return { unchanged, injected: typeof (window as { axe?: unknown }).axe === 'object' };
  });
  if (state.unchanged) return;
  // Colours mid-transition (a theme switch fades them) are neither theme's: audit the page once
  // its finite animations and transitions have ended (a spinner never ends: not waited for).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  if (!state.injected) await page.evaluate(AXE_SOURCE);
  // Embedded third-party videos are not ours to audit (and cannot load offline); their frame
  // titles are checked by the article tests.
  const audit = () =>
    page.evaluate(async () => {
      const axe = (window as { axe?: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      // A page that loaded another document since the look above has no axe-core yet.
      if (axe === undefined) return null;
      const results = await axe.run({ exclude: [['iframe']] }, { iframes: false });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    });
  let violations = await audit();
  if (violations === null) {
    await page.evaluate(AXE_SOURCE);
    violations = await audit();
  }
  if (violations === null) throw new Error(`axe-core could not be loaded into ${page.url()}`);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.targets.join(', ')}`);
  expect(serious, `axe-core on ${page.url()}`).toEqual([]);
  // Remember the state that passed, unless it was still moving (an animation could change
  // colours or what overlaps what without touching the DOM).
  await page.evaluate(() => {
    if (document.getAnimations().some((a) => a.playState === 'running')) return;
    const checked = {
      dirty: false,
      width: window.innerWidth,
      height: window.innerHeight,
      scrollX: window.scrollX,
      scrollY: window.scrollY,
      dark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      focused: document.activeElement,
    };
    window.__axeChecked = checked;
    const observer = new MutationObserver(() => {
      checked.dirty = true;
      observer.disconnect();
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

export interface PolicyViolation {
  directive: string;
  blocked: string;
  page: string;
  sample: string;
  source: string;
}

interface Fixtures {
  /** page.goto plus an accessibility check of the page that loaded. */
  visit: (path: string) => Promise<Response | null>;
  /** Checks the page a journey ends on, wherever client navigation took it. */
  finalPageAccessible: void;
  /**
   * Every Content-Security-Policy violation on our own pages, in every page and frame of the
   * journey; any at all fails it (server/src/http/securityHeaders.ts).
   */
  policyViolations: PolicyViolation[];
}

export const test = base.extend<Fixtures>({
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await expectAccessible(page);
      return response;
    });
  },
  policyViolations: [
    async ({ context, baseURL }, use) => {
      const violations: PolicyViolation[] = [];
      const origin = new URL(baseURL!).origin;
      await context.exposeBinding('__reportPolicyViolation', (_source, v: PolicyViolation) => {
        // Other origins (the sign-in provider's pages, video players) have their own policies.
        if (v.page.startsWith(origin)) violations.push(v);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: PolicyViolation) => void>)
            .__reportPolicyViolation;
          void report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            page: event.documentURI,
            sample: event.sample,
            source: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  finalPageAccessible: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) {
        await expectAccessible(page);
      }
    },
    { auto: true },
  ],
});

export { expect };
