import { expect, expectAccessible, test } from './support/test';

const STORAGE_KEY = 'nuxt-color-mode';

test('the chosen colour mode is stored and survives reloads', async ({ page, visit }) => {
  await visit('/');
  const html = page.locator('html');
  const theme = page.getByRole('combobox', { name: /theme/i });

  await theme.selectOption('dark');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBe('dark');
  await expectAccessible(page);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(theme).toHaveValue('dark');

  await theme.selectOption('light');
  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBe('light');
});

test('system mode follows the operating system preference', async ({ page, visit }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit('/news/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('combobox', { name: /theme/i })).toHaveValue('system');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/\blight\b/);
});

test('the stored mode is applied by the page head, before any bundle runs', async ({ page }) => {
  // With every script file blocked only the inline head script can set the class: if the page is
  // dark now, it would have been dark at first paint too (no flash of the wrong theme).
  await page.route('**/*.js', (route) => route.abort());
  await page.addInitScript((k) => localStorage.setItem(k, 'dark'), STORAGE_KEY);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
