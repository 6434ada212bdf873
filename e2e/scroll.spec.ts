import { markDocument, navigateInApp } from './support/clientNavigation';
import { newKeeper, signInBrowser } from './support/petsApi';
import { expect, test } from './support/test';

// spec.md section 2: on navigation the page scrolls to the top, or to the hash anchor; the
// position is kept when the path is unchanged. These are client navigations: a signed-in
// visitor's public pages run the app's runtime (a guest's are static, and their links full page
// loads, which the browser scrolls itself: e2e/staticPages.spec.ts).

test.use({ viewport: { width: 1024, height: 500 } });

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test.beforeEach(async ({ page, context, request, baseURL }) => {
  await signInBrowser(context, baseURL!, await newKeeper(request, 'scroll'));
  await page.goto('/news/');
  await markDocument(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
});

test('a new page starts at the top', async ({ page }) => {
  await page.getByRole('article').last().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/[^/]+\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a link with a hash scrolls to its anchor', async ({ page }) => {
  await navigateInApp(page, '/#features');
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});

test('the position is kept when only the query changes', async ({ page }) => {
  const before = await scrollY(page);
  await navigateInApp(page, '/news/?view=compact');
  await expect(page).toHaveURL(/\/news\/\?view=compact$/);
  // Give a wrong scroll the time it would take to happen.
  await page.waitForTimeout(300);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(5);
});

test('back restores the position the visitor left', async ({ page }) => {
  const link = page.getByRole('article').last().getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);
  await link.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/news\/$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThan(5);
});
