// How the site reaches the browser: compressed bytes on the wire, and security headers on pages
// and API answers (server/src/site/siteCompression.ts, server/src/http/securityHeaders.ts). Every
// journey also fails on any Content-Security-Policy violation (support/test.ts).
import type { Response } from '@playwright/test';
import { newsOf } from './support/api';
import { expect, test } from './support/test';

interface Transfer {
  url: string;
  type: string;
  encoding: string | undefined;
  /** Bytes of the body as sent (compressed). */
  sent: number;
  /** Bytes of the body after decoding. */
  decoded: number;
}

/** Loads a page and records what each text response of the load cost on the wire. */
async function loadAndMeasure(
  page: import('@playwright/test').Page,
  path: string,
): Promise<Transfer[]> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const transfers: Transfer[] = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet', 'fetch', 'xhr'].includes(type)) continue;
    if (response.status() !== 200) continue;
    const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
    transfers.push({
      url: new URL(response.url()).pathname,
      type,
      encoding: response.headers()['content-encoding'],
      sent: sizes.responseBodySize,
      decoded: body.length,
    });
  }
  return transfers;
}

test('pages, their scripts and data arrive brotli-compressed', async ({ page, request }) => {
  const [post] = await newsOf(request, 'en');
  // A guest's page of static text, or a form until touched, is its document alone
  // (src/app/islands); an app page hydrates, so its scripts and page data (Gatsby's loader asks
  // with XHR) travel too.
  for (const [path, types] of [
    ['/', ['document']],
    [`/news/${post!.slug}/`, ['document']],
    ['/contact/', ['document']],
    ['/auth/', ['document', 'script', 'xhr']],
  ] as const) {
    const transfers = (await loadAndMeasure(page, path)).filter((t) => t.decoded >= 1024);
    expect(
      transfers.map((t) => t.type),
      path,
    ).toEqual(expect.arrayContaining([...types]));
    for (const transfer of transfers) {
      expect(transfer.encoding, `${transfer.url} (${transfer.type})`).toBe('br');
      expect(transfer.sent, transfer.url).toBeLessThan(transfer.decoded * 0.6);
    }
    const sent = transfers.reduce((sum, t) => sum + t.sent, 0);
    const decoded = transfers.reduce((sum, t) => sum + t.decoded, 0);
    test.info().annotations.push({
      type: 'transfer',
      description: `${path}: ${(sent / 1024).toFixed(1)} kB sent for ${(decoded / 1024).toFixed(1)} kB`,
    });
  }
});

test('API answers above 1 kB are compressed, small ones are not', async ({ page, visit }) => {
  await visit('/');
  const answers = await page.evaluate(async () => {
    const read = async (url: string) => {
      const response = await fetch(url, { cache: 'no-store' });
      await response.arrayBuffer();
      const entry = performance.getEntriesByName(new URL(url, location.href).href).pop() as
        PerformanceResourceTiming | undefined;
      return {
        encoding: response.headers.get('content-encoding'),
        sent: entry?.encodedBodySize ?? -1,
        decoded: entry?.decodedBodySize ?? -1,
      };
    };
    return { large: await read('/api/news?locale=en'), small: await read('/api/health') };
  });
  expect(answers.large.encoding).toBe('br');
  expect(answers.large.decoded).toBeGreaterThan(1024);
  expect(answers.large.sent).toBeLessThan(answers.large.decoded / 2);
  expect(answers.small.encoding).toBeNull();
});

test('pages and API answers carry the security headers', async ({ request }) => {
  const page = await request.get('/');
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const api = await request.get('/api/news?locale=en');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  for (const res of [page, api]) {
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers()['permissions-policy']).toContain('camera=(self)');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  }
});
