import { expect, expectAccessible, test } from './support/test';

// Guards as a guest sees them: no account needed, so these run on any server.

test('a guest opening a signed-in page is sent to sign in, and the way back is kept', async ({
  page,
}) => {
  await page.goto('/settings/personal-info/');
  await expect(page).toHaveURL(/\/auth\/login\/\?redirect=%2Fsettings%2Fpersonal-info%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    /\/auth\/register\/\?redirect=%2Fsettings%2Fpersonal-info%2F$/,
  );
});

test('the same in Japanese stays in Japanese', async ({ page }) => {
  await page.goto('/jp/settings/preferences/');
  await expect(page).toHaveURL(/\/jp\/auth\/login\/\?redirect=%2Fjp%2Fsettings%2Fpreferences%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectAccessible(page);
});

test('the check-your-inbox page without ?email= sends the visitor to sign in', async ({ page }) => {
  await page.goto('/auth/check-your-inbox/');
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a guest may open the guest-only pages', async ({ page }) => {
  for (const [path, heading] of [
    ['/auth/', 'Welcome to PetCare'],
    ['/auth/register/', 'Create your account'],
    ['/auth/recover-password/', 'Reset your password'],
    ['/auth/check-your-inbox/?email=someone%40example.com', 'Check your inbox'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`));
    await expectAccessible(page);
  }
});

test('unknown app paths end on /error/404, and an unknown provider shows the 404 screen', async ({
  page,
}) => {
  await page.goto('/settings/no-such-page/');
  await expect(page).toHaveURL(/\/error\/404\/$/);
  await expect(page.getByText("Sorry, that page doesn't exist.")).toBeVisible();

  await page.goto('/auth/myspace/callback/?code=x&state=y');
  await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/myspace\/callback\//);
});

test('the app pages are not for search engines', async ({ page }) => {
  await page.goto('/auth/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Sign in | PetCare');
});
