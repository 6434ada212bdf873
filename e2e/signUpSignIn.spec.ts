import { registerThroughForm, signInThroughForm, signOut, uniqueEmail } from './support/authApi';
import { expect, expectAccessible, test } from './support/test';

test.describe('sign up, sign out, sign in', { tag: '@auth-api' }, () => {
  test('a new keeper registers, signs out and signs in again', async ({ page, context }) => {
    const email = uniqueEmail('keeper');
    const password = 'a walk in the park';
    await page.goto('/auth/register/');
    await page.getByLabel('Your name').fill('Hana Kobayashi');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByLabel(/terms and conditions/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // Welcomed (a 5-second toast) on the add-pet step, where a keeper without pets starts.
    await expect(
      page.getByText('Your account is ready. Welcome to PetCare, Hana Kobayashi!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/my-pets\/create\/$/);
    await expectAccessible(page);
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'auth-token');
    expect(token?.secure).toBe(true);
    expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 604_700);
    expect(cookies.find((c) => c.name === 'auth-method')?.value).toBe('email');
    expect(cookies.find((c) => c.name === 'selected-user-role')?.value).toContain('pet-keeper');

    await signOut(page, 'Hana Kobayashi');
    await expect(page.getByText('You have signed out. See you soon!')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'auth-token')).toBeUndefined();
    await page.goto('/settings/personal-info/');
    await expect(page).toHaveURL(/\/auth\/login\/\?redirect=/);

    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/settings\/personal-info\/$/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
  });

  test('a wrong password is refused on the email field and in a toast', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await registerThroughForm(page, { name: 'Sora', email, password: 'the right password' });
    await signOut(page, 'Sora');
    await signInThroughForm(page, email, 'the wrong password');
    const field = page.getByLabel('Email address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('These credentials do not match our records.');
    const toast = page.getByRole('alert').filter({ hasText: 'error occurred' });
    await expect(toast).toContainText('These credentials do not match our records.');
    await expect(toast).toContainText('Error ID:');
    await expect(page).toHaveURL(/\/auth\/login\/$/);
    await expectAccessible(page);
  });

  test('registering an address twice is refused on the email field', async ({ page }) => {
    const email = uniqueEmail('twice');
    await registerThroughForm(page, { name: 'Yui', email, password: 'first time round' });
    await signOut(page, 'Yui');
    await page.goto('/auth/register/');
    await page.getByLabel('Your name').fill('Yui again');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second time round');
    await page.getByLabel('Repeat the password').fill('second time round');
    await page.getByLabel(/terms and conditions/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
  });

  test('the demo keeper signs in and lands back on the page the guard stopped', async ({
    page,
  }) => {
    await page.goto('/settings/preferences/');
    await expect(page).toHaveURL(/\/auth\/login\/\?redirect=%2Fsettings%2Fpreferences%2F$/);
    await signInThroughForm(page, 'demo@petcare.local', 'petcare-demo-2026');
    await expect(page).toHaveURL(/\/settings\/preferences\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  });
});
