import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type Response } from '@playwright/test';

/** Fails on serious or critical axe-core violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Embedded third-party videos are not ours to audit (and cannot load offline); their frame
  // titles are checked by the article tests.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe-core on ${page.url()}`).toEqual([]);
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
