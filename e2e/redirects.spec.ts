import {
  HYDRATED_PUBLIC_PAGE,
  markDocument,
  historyLog,
  navigateInApp,
  recordHistory,
  sameDocument,
} from './support/clientNavigation';
import { expect, test } from './support/test';

// Every redirect rule of spec.md section 2, on first load (real HTTP redirects from our server)
// and on client navigation (src/app/routing). Targets under /si are client-only app pages built
// elsewhere; the journeys check the redirect itself, wherever that page then goes.

const FIRST_LOAD: [from: string, status: number, location: string][] = [
  ['/ja', 301, '/jp/'],
  ['/ja/news/?page=1', 301, '/jp/news/?page=1'],
  ['/ai-assistance/symptom-checker', 301, '/si/'],
  ['/ai-assistance/image-analysis/', 301, '/si/image-analysis/'],
  ['/ai-assistance/image-analysis/new?pet=1', 301, '/si/image-analysis/new/?pet=1'],
  ['/jp/ai-assistance/symptom-checker/', 301, '/jp/si/'],
  ['/fr/ai-assistance/image-analysis/', 301, '/si/image-analysis/'],
  ['/pet-accessories/custom-engraved-pet-products', 301, '/'],
  ['/jp/pet-accessories/custom-engraved-pet-products/', 301, '/jp/'],
  ['/fr/', 302, '/'],
  ['/es-mx/care/?q=vet', 302, '/care/?q=vet'],
  ['/en-gb/error/404/', 302, '/error/404/'],
  ['/blog/?utm_source=mail', 301, '/news/?utm_source=mail'],
];

for (const [from, status, location] of FIRST_LOAD) {
  test(`first load of ${from} answers ${status} to ${location}`, async ({ request }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(status);
    expect(res.headers()['location']).toBe(location);
  });
}

test('the stored absolute redirect answers with its full URL', async ({ request, baseURL }) => {
  const res = await request.get('/jp/blog/', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe(`${baseURL}/jp/news/`);
});

test('news pages of other locales are not redirected', async ({ request }) => {
  for (const path of ['/fr/news/', '/es-mx/news/', '/fr/sitemap.xml']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect({ path, redirected: res.status() >= 300 && res.status() < 400 }).toEqual({
      path,
      redirected: false,
    });
  }
});

test('/ja/… keeps its query and hash through the first-load redirect', async ({ page, visit }) => {
  await visit('/ja/news/?page=1#main-content');
  await expect(page).toHaveURL(/\/jp\/news\/\?page=1#main-content$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('an unmatched path ends on /error/404/', async ({ page }) => {
  const res = await page.goto('/no/such/page/?x=1');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error\/404\/$/);
});

test.describe('on client navigation', () => {
  test.beforeEach(async ({ page }) => {
    await recordHistory(page);
    await page.goto(HYDRATED_PUBLIC_PAGE.en);
    await markDocument(page);
  });

  const CLIENT: [from: string, to: string][] = [
    ['/ja/news/?page=1#main-content', '/jp/news/?page=1#main-content'],
    ['/ai-assistance/symptom-checker', '/si/'],
    ['/ai-assistance/image-analysis', '/si/image-analysis/'],
    ['/jp/ai-assistance/image-analysis/new/', '/jp/si/image-analysis/new/'],
    ['/pet-accessories/custom-engraved-pet-products/', '/'],
    ['/jp/pet-accessories/custom-engraved-pet-products/', '/jp/'],
    ['/fr/error/404/?x=1', '/error/404/?x=1'],
    ['/blog/#top', '/news/#top'],
  ];

  for (const [from, to] of CLIENT) {
    test(`${from} goes to ${to} inside the app`, async ({ page }) => {
      await navigateInApp(page, from);
      await expect.poll(() => historyLog(page)).toContain(to);
      const log = await historyLog(page);
      expect(log.some((entry) => entry.startsWith(from.split(/[?#]/)[0]!))).toBe(false);
      expect(await sameDocument(page)).toBe(true);
    });
  }

  test('/fr/… pages other than news land on the English page', async ({ page, baseURL }) => {
    await navigateInApp(page, '/fr/?from=fr');
    await expect(page).toHaveURL(`${baseURL}/?from=fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await navigateInApp(page, '/fr/news/');
    await expect(page).toHaveURL(/\/fr\/news\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await sameDocument(page)).toBe(true);
  });

  test('an unmatched path goes to /error/404/', async ({ page }) => {
    await navigateInApp(page, '/no/such/page/');
    await expect(page).toHaveURL(/\/error\/404\/$/);
    await expect(page.getByText("Sorry, that page doesn't exist.")).toBeVisible();
  });

  test("an editor's relative redirect is a client redirect", async ({ page }) => {
    await navigateInApp(page, '/blog/');
    await expect(page).toHaveURL(/\/news\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test("an editor's absolute redirect is a full page load", async ({ page }) => {
    await navigateInApp(page, '/jp/blog/');
    await expect(page).toHaveURL(/\/jp\/news\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await sameDocument(page)).toBe(false);
  });
});

test('the static-host redirect file carries the same rules', async ({ request }) => {
  const res = await request.get('/_redirects');
  expect(res.status()).toBe(200);
  const file = await res.text();
  for (const line of [
    '/ja/*  /jp/:splat  301',
    '/ai-assistance/symptom-checker  /si/  301',
    '/jp/ai-assistance/image-analysis/new/  /jp/si/image-analysis/new/  301',
    '/pet-accessories/custom-engraved-pet-products  /  301',
    '/fr/news/*  /404.html  404',
    '/fr/*  /:splat  302',
    '/error/*  /error/index.html  200',
    '/jp/error/*  /jp/error/index.html  200',
  ]) {
    expect(file.split('\n')).toContain(line);
  }
  expect(file.trimEnd().split('\n').at(-1)).toBe('/*  /404.html  404');
});
