import { signOut } from './support/authApi';
import { navigateInApp } from './support/clientNavigation';
import { smtpMailTo } from './support/mailbox';
import { expect, test } from './support/test';

// Sign-in with "Google", played by a real OpenID Connect provider (oidc-provider) on loopback
// that e2e/support/journeyServer.ts starts and configures as OIDC_GOOGLE_*. Its sign-in and
// consent pages are not ours: axe-core checks our pages only.
test.describe(
  'provider sign-in through a local OpenID Connect provider',
  { tag: '@auth-api' },
  () => {
    /** A fresh account at the provider per run: <name>@example.com, verified. */
    const providerAccount = (name: string) =>
      `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

    test('continue with Google, sign in and consent at the provider, land signed in', async ({
      page,
      visit,
      context,
    }) => {
      const account = providerAccount('kai');
      await visit('/auth/login/');
      await page.getByRole('button', { name: 'Continue with Google' }).click();

      // The provider's own pages.
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sign in to the test provider' }),
      ).toBeVisible();
      await page.getByLabel('Account name').fill(account);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Allow access' })).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();

      // Back on our callback page, which exchanges the code, then on to the app: a new keeper
      // starts by adding a pet.
      await expect(page).toHaveURL(/\/my-pets\/create\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
      await navigateInApp(page, '/settings/personal-info/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Personal information' }),
      ).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveValue(`${account}@example.com`);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'auth-method')?.value).toBe('google');
      expect(cookies.find((c) => c.name === 'auth-token')?.secure).toBe(true);
      // A new account gets the welcome mail, like one made with the form.
      await smtpMailTo(`${account}@example.com`, 'Welcome to PetCare');

      // Signing out and in again with the provider finds the same account.
      await signOut(page, 'Kai');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      // The provider remembers the session and the consent: straight back to us.
      await expect(page).toHaveURL(/\/my-pets\/create\/$/);
      await navigateInApp(page, '/settings/personal-info/');
      await expect(page.getByLabel('Email address')).toHaveValue(`${account}@example.com`);
    });

    test('cancelling at the provider brings the visitor back to a clear message', async ({
      page,
      visit,
    }) => {
      await visit('/auth/login/');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sign in to the test provider' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await expect(page).toHaveURL(/\/auth\/google\/callback\/?\?.*error=access_denied/);
      await expect(page.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
      await expect(page.getByText('Sign-in with Google was cancelled.')).toBeVisible();
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/auth\/login\/$/);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    });
  },
);
