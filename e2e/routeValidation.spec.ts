import { HYDRATED_PUBLIC_PAGE, markDocument, navigateInApp } from './support/clientNavigation';
import { expect, test } from './support/test';

test('an invalid route parameter shows the fatal 404 with its path', async ({ page, visit }) => {
  const response = await visit('/error/abc/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /error/abc/')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found|404/i);
});

test('the fatal 404 also follows client navigation, in Japanese', async ({ page }) => {
  await page.goto(HYDRATED_PUBLIC_PAGE.jp);
  await markDocument(page);
  await navigateInApp(page, '/jp/error/999/');
  await expect(page).toHaveURL(/\/jp\/error\/999\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible();
  // The path line in the page's language (English: 'Page Not Found: {path}').
  await expect(page.getByText('ページが見つかりません：/jp/error/999/')).toBeVisible();
});

test.describe('seen by a crawler', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  test('the error is only logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/error/abc/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible();
    await expect.poll(() => logged).toContain('Page Not Found: /error/abc/');
    await expect(page.getByText('Page Not Found: /error/abc/')).toHaveCount(0);
  });
});
