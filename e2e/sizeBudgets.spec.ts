// Size budgets of the built site the journeys run against. Sizes are deterministic for a build,
// so unlike timings they can fail a test: a change that makes public pages or the app heavier
// than its budget fails `npm test` and says which page and by how much. The figures over time
// are printed by `node bench/pageWeight.mjs` and `node bench/appAreaWeight.mjs` (README).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { appAreaWeights, builtSite, publicPageWeight } from '../bench/lib/bundleWeights.mjs';
import { BUILT_SITE_DIR, staticTextPages } from './support/builtPages';
import { expect, test } from './support/test';

const KB = 1024;
/**
 * First-load JavaScript of a public page of static text, gzip. The goal was 70 kB: such a
 * page now ships no runtime to a guest, only its inline island script (src/app/islands: the theme
 * switch, the sign-up banner, "Watch here", the page view and the runtime loader). 121 → 8 kB
 * (2026-11-30, 5.3–5.8 kB measured): the whole of the component library, the translation runtime
 * and Gatsby's runtime left the guest's first load. Every page of static text must be one.
 */
const PUBLIC_PAGE_JS_GZIP = 8 * KB;
/**
 * The pages that hydrate for every visitor (src/app/sitePages.ts: the error pages): the runtime and
 * the component library. 142.5 kB when the other public pages shed theirs (111.9 kB measured for
 * /error/404/; 141.6 kB for contact, which since loads its runtime at the first touch).
 */
const HYDRATED_PAGE_JS_GZIP = 142.5 * KB;
/**
 * JavaScript of every signed-in page (the app chunk and the shell template), brotli. 196 → 197 kB
 * (2026-11-29, 196.2 kB against 195.2 kB before): what the app's screens share is now a chunk of its
 * own beside `commons`, two chunks where there was one (the extra kB not yet broken down); the
 * price of public pages without that code. Every area's total grew by the same 1 kB at most.
 */
const APP_SHELL_JS_BROTLI = 197 * KB;
/** What one feature area may add to the shell, brotli. */
const APP_AREA_EXTRA_BROTLI = 30 * KB;

/**
 * The HTML renderer Gatsby compiles for the prebuilt pages (.cache/page-ssr/routes, JavaScript
 * without source maps). 7.5 MB in 61 files while it compiled the app's screens and the other
 * browser-only chunks a second time; 2.9 MB in 24 without them (2026-11-30,
 * src/app/build/clientOnlyImports.cjs): its build stage went from 174 s to 41 s on a busy machine.
 */
const HTML_RENDERER_BYTES = 3.2 * 1024 * KB;

const publicDir = BUILT_SITE_DIR;
const rendererDir = path.join(publicDir, '..', '.cache', 'page-ssr', 'routes');

test.describe('size budgets of the built site', () => {
  const site = builtSite(publicDir);
  // The journeys always build the site first: a missing build is a failure, never a skip.
  test.beforeEach(() => {
    expect(site, `a built site in ${publicDir}`).not.toBeNull();
  });

  test('every kind of public page stays within its first-load JavaScript budget', () => {
    const budgets: [string, number][] = [
      ...staticTextPages().map((page): [string, number] => [page, PUBLIC_PAGE_JS_GZIP]),
      // The forms drawn in their HTML, the runtime once touched (src/app/islands/README.md): the
      // contact form, the prebuilt sign-in and sign-up screens (src/app/prebuiltAppPages.ts).
      ['/contact/', PUBLIC_PAGE_JS_GZIP],
      ['/jp/contact/', PUBLIC_PAGE_JS_GZIP],
      ['/auth/login/', PUBLIC_PAGE_JS_GZIP],
      ['/jp/auth/login/', PUBLIC_PAGE_JS_GZIP],
      ['/auth/register/', PUBLIC_PAGE_JS_GZIP],
      ['/error/404/', HYDRATED_PAGE_JS_GZIP],
    ];
    const over = budgets.flatMap(([page, budget]) => {
      const weight = publicPageWeight(site!, page);
      expect(weight, `${page} is built`).not.toBeNull();
      expect(weight!.islands, `${page} ships no runtime to a guest`).toBe(
        budget === PUBLIC_PAGE_JS_GZIP,
      );
      const gzip = weight!.js.gz;
      return gzip > budget
        ? [`${page}: ${(gzip / KB).toFixed(1)} kB (budget ${budget / KB} kB)`]
        : [];
    });
    expect(over, 'pages over their JavaScript budget (gzip)').toEqual([]);
  });

  test('the app shell and each feature area stay within their budgets', () => {
    const { shell, areas } = appAreaWeights(site!);
    expect(areas.length, 'feature areas are split into their own chunks').toBeGreaterThan(5);
    expect(shell.br, 'app shell JavaScript (brotli)').toBeLessThanOrEqual(APP_SHELL_JS_BROTLI);
    const over = areas
      .filter(({ weight }) => weight.br - shell.br > APP_AREA_EXTRA_BROTLI)
      .map(({ area, weight }) => `${area}: +${((weight.br - shell.br) / KB).toFixed(1)} kB`);
    expect(over, `areas adding over ${APP_AREA_EXTRA_BROTLI / KB} kB to the shell`).toEqual([]);
  });

  test("the HTML renderer holds none of the browser's lazily loaded chunks", () => {
    const files = readdirSync(rendererDir).filter((name) => name.endsWith('.js'));
    const lazyChunks = files.filter((name) => /^(app-|site-signed-in|chart)/.test(name));
    expect(lazyChunks, 'lazily loaded chunks compiled into the renderer').toEqual([]);
    const bytes = files.reduce((sum, name) => sum + statSync(path.join(rendererDir, name)).size, 0);
    expect(bytes, 'HTML renderer JavaScript (bytes)').toBeLessThanOrEqual(HTML_RENDERER_BYTES);
  });
});
