import { expect, expectAccessible, test } from './support/test';

// What the forms say before anything reaches the API: runs on any server.

test('sign-in asks for both fields and a valid address, and says so to assistive tech', async ({
  page,
}) => {
  await page.goto('/auth/login/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  );
  await expectAccessible(page);

  await email.fill('not-an-address');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
});

test('registration checks password length, confirmation and the terms', async ({ page }) => {
  await page.goto('/auth/register/');
  await page.getByLabel('Your name').fill('Ken');
  await page.getByLabel('Email address').fill('ken@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expect(page.getByText('Please accept the terms to create your account.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/auth\/register\/$/);
  await expectAccessible(page);
});

test('the password can be shown while typing', async ({ page }) => {
  await page.goto('/auth/login/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('petcare');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('recovery asks for an address; the forms speak Japanese under /jp', async ({ page }) => {
  await page.goto('/jp/auth/recover-password/');
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  await page.getByRole('button', { name: '再設定リンクを送信' }).click();
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription(
    'この項目は必須です。',
  );
  await expectAccessible(page);
});

test('the language switch keeps the page and its query', async ({ page }) => {
  await page.goto('/auth/check-your-inbox/?email=aiko%40example.com');
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/jp\/auth\/check-your-inbox\/\?email=aiko%40example\.com$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'メールを確認してください' }),
  ).toBeVisible();
  await expect(page.getByText('aiko@example.com')).toBeVisible();
});
