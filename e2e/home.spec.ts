import { expect, test } from './support/test';
import { newsOf } from './support/api';

test('the English home page shows the latest news from the API', async ({
  page,
  visit,
  request,
}) => {
  const [latest] = await newsOf(request, 'en');
  const response = await visit('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: latest!.title }).first()).toBeVisible();
});

test('the Japanese home page at /jp/ is in Japanese', async ({ page, visit, request }) => {
  const [latest] = await newsOf(request, 'jp');
  const response = await visit('/jp/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u3040-\u30ff\u4e00-\u9faf]/);
  await expect(page.getByRole('link', { name: latest!.title }).first()).toBeVisible();
});

test('a news card on the home page opens its article', async ({ page, visit, request }) => {
  const [latest] = await newsOf(request, 'en');
  await visit('/');
  await page.getByRole('link', { name: latest!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/news/${latest!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest!.title);
});
