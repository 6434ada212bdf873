import type { Page, Request } from '@playwright/test';
import { newsOf } from './support/api';
import { markDocument } from './support/clientNavigation';
import { newKeeper, signInBrowser } from './support/petsApi';
import { expect, test } from './support/test';

// A guest's public page is its HTML, its CSS and one inline island script (src/app/islands):
// no script file, no page data, no template chunk. A browser that holds a sign-in token gets the
// runtime after all, for the signed-in header and the navigation pipeline.

/** The script files and Gatsby page data a page requests. */
function runtimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.startsWith('/page-data/'))
      seen.push(url.pathname);
  });
  return seen;
}

test('a guest reads an article with no script file, and its links are ordinary links', async ({
  page,
  visit,
  request,
}) => {
  const seen = runtimeRequests(page);
  const [article] = await newsOf(request, 'en');
  await visit(`/news/${article!.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title);
  // The island script ran: the sign-up banner it shows to guests is there.
  await expect(page.getByRole('region', { name: 'Get answers about your own pet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);

  // A link in the header is a full page load of the next static page, which starts at the top.
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(r.url());
  });
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/news\/faq\/$/);
  expect(documents).toEqual([expect.stringMatching(/\/news\/faq\/$/)]);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('the Japanese home page works the same at phone width', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seen = runtimeRequests(page);
  await visit('/jp/');
  const theme = page.getByRole('combobox', { name: 'テーマ' });
  await theme.selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test('a signed-in visitor’s public page loads the runtime and shows their header', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const keeper = await newKeeper(request, 'static-pages');
  await signInBrowser(context, baseURL!, keeper);
  const seen = runtimeRequests(page);
  // A common desktop width, where a wider account control once wrapped the header to two rows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/news/');
  const header = page.getByRole('banner');
  const heightAsPrebuilt = (await header.boundingBox())!.height;
  await expect(header.getByRole('link', { name: 'Open PetCare' })).toBeVisible();
  // The user's controls took the guest's place without moving the page below the header.
  expect((await header.boundingBox())!.height).toBe(heightAsPrebuilt);
  await expect(
    header.getByRole('button', { name: `Account menu for ${keeper.name}` }),
  ).toBeVisible();
  expect(seen.some((path) => /^\/app-[0-9a-f]+\.js$/.test(path))).toBe(true);
  // The runtime took over the page: a header link is now a client navigation.
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/news\/faq\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.__documentMarker)).toBe('first');
});
