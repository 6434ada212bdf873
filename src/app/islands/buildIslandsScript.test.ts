/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { buildIslandsScript } from './buildIslandsScript';

const KB = 1024;
/**
 * What a guest's public page runs, gzip: the theme switch, the sign-up banner, "Watch here", the
 * page view and the runtime loader (4.6 kB when written, 2026-11-30). A page's whole first-load
 * budget is in e2e/sizeBudgets.spec.ts; this one fails first, naming the script.
 */
const ISLANDS_SCRIPT_GZIP = 6 * KB;

describe('the island script', () => {
  const script = buildIslandsScript({ GATSBY_GTM_IDS: 'en:GTM-TEST1' });

  it('is small: none of the component library, translations or React', () => {
    expect(gzipSync(script).length).toBeLessThanOrEqual(ISLANDS_SCRIPT_GZIP);
    expect(script).not.toMatch(/chakra|i18next|useState|jsx/i);
  });

  it('can be inlined: nothing in it closes the script element', () => {
    expect(script).not.toMatch(/<\/script/i);
  });

  it('takes the tag manager settings of the build', () => {
    expect(script).toContain('GTM-TEST1');
    expect(buildIslandsScript({})).not.toContain('GTM-TEST1');
  });
});
