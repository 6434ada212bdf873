import { expect, test } from './support/test';

test('the 404 page shows the spec texts with a 404 status', async ({ page, visit }) => {
  const response = await visit('/error/404/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404!')).toBeVisible();
  await expect(page.getByText("Sorry, that page doesn't exist.")).toBeVisible();
});

test('an unmatched path answers 404 and lands on /error/404', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error\/404\/?$/);
  await expect(page.getByText("Sorry, that page doesn't exist.")).toBeVisible();
  // spec.md section 8: the unknown page's message names it.
  await expect(page.getByText('Page not found: /no/such/page/')).toBeVisible();
});

test('an unknown app path and a route that fails validation name the path', async ({ page }) => {
  await page.goto('/settings/no-such-page/');
  await expect(page).toHaveURL(/\/error\/404\/?$/);
  await expect(page.getByText('Page not found: /settings/no-such-page/')).toBeVisible();
  await page.goto('/auth/myspace/callback/?code=x&state=y');
  await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /auth/myspace/callback/')).toBeVisible();
  await page.goto('/jp/settings/no-such-page/');
  await expect(page).toHaveURL(/\/jp\/error\/404\/?$/);
  await expect(page.getByText('ページが見つかりません：/jp/settings/no-such-page/')).toBeVisible();
});

test('a bot sees the 404 texts without the message, which is only logged', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/auth/myspace/callback/?code=x&state=y');
  await expect.poll(() => logged).toContain('Page Not Found: /auth/myspace/callback/');
  await expect(page.getByText('Page Not Found: /auth/myspace/callback/')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '404!' })).toHaveCount(0);
  await context.close();
});

test('other error codes show the "Something Went Wrong" screen', async ({ page, visit }) => {
  const response = await visit('/error/500/');
  expect(response?.status()).toBe(500);
  await expect(page.getByText('Something Went Wrong')).toBeVisible();
  await expect(page.getByText('An unexpected error occurred.')).toBeVisible();
  await expect(page.getByText('Please try refreshing the page or come back later.')).toBeVisible();
  await expect(page.getByText('We apologize for the inconvenience.')).toBeVisible();
});

test('"Go back to main page." returns home', async ({ page, visit }) => {
  await visit('/error/503/');
  await page.getByRole('button', { name: 'Go back to main page.' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the Japanese 404 page is in Japanese', async ({ page, visit }) => {
  const response = await visit('/jp/error/404/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('404!')).toBeVisible();
});
