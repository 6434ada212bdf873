import {
  latestMailTo,
  registerThroughForm,
  signInThroughForm,
  signOut,
  uniqueEmail,
} from './support/authApi';
import { smtpMailTo } from './support/mailbox';
import { expect, expectAccessible, test } from './support/test';

// The journeys' server sends mail by SMTP to a real SMTP server on loopback (see
// e2e/support/journeyServer.ts); the link is followed from the mail that server received.
test.describe(
  'password recovery with the mail from a real SMTP server',
  { tag: '@auth-api' },
  () => {
    test('recover, reset, sign in with the new password; the link works once', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('recover');
      await registerThroughForm(page, { name: 'Kaito', email, password: 'my old password' });
      await signOut(page, 'Kaito');

      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reset your password' }),
      ).toBeVisible();
      // Typed at once: nothing the navigation started may reset it (authTypingAfterNavigation).
      await page.getByLabel('Email address').fill(email);
      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page).toHaveURL(/\/auth\/check-your-inbox\/\?email=/);
      await expect(page.getByText(email)).toBeVisible();
      await expectAccessible(page);

      // The mail arrived at the SMTP server, with the link in its text and HTML parts.
      const delivered = await smtpMailTo(email, 'Reset your PetCare password');
      expect(delivered.to).toEqual([email]);
      expect(delivered.raw).toMatch(/Content-Type: text\/plain/i);
      expect(delivered.raw).toMatch(/Content-Type: text\/html/i);
      const link = delivered.decoded.match(
        /https?:\/\/[^\s"<]+\/auth\/password-reset\/[^\s"<]+/,
      )?.[0];
      expect(link, 'the mail links to /auth/password-reset/{token}').toBeTruthy();

      // The demo outbox page keeps a copy (MAIL_OUTBOX_COPY): the same mail is listed there.
      const copy = await latestMailTo(request, email);
      expect(copy.text).toContain(link!.replace(/&amp;/g, '&'));
      await page.getByRole('link', { name: 'Demo outbox' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
      await expect(page.getByRole('heading', { name: copy.subject }).first()).toBeVisible();
      await expectAccessible(page);

      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeVisible();
      if (!(await page.getByLabel('Email address').inputValue())) {
        await page.getByLabel('Email address').fill(email);
      }
      await page.getByLabel('New password', { exact: true }).fill('my brand new password');
      await page.getByLabel('Repeat the new password').fill('my brand new password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page).toHaveURL(/\/auth\/login\/\?email=/);
      await expect(
        page.getByText('Your password has been changed. Sign in with your new password.'),
      ).toBeVisible();

      await signInThroughForm(page, email, 'my old password');
      await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      );
      await signInThroughForm(page, email, 'my brand new password');
      // Still no pet: the keeper's home is the add-pet step.
      await expect(page).toHaveURL(/\/my-pets\/create\/$/);
      await signOut(page, 'Kaito');

      // The same link again: refused, with a way to ask for a new one.
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      if (!(await page.getByLabel('Email address').inputValue())) {
        await page.getByLabel('Email address').fill(email);
      }
      await page.getByLabel('New password', { exact: true }).fill('yet another password');
      await page.getByLabel('Repeat the new password').fill('yet another password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(
        page.getByText('This password reset link is invalid or has expired.').first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    });

    test('recovery answers the same for an unknown address', async ({ page }) => {
      await page.goto('/auth/recover-password/');
      await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page).toHaveURL(/\/auth\/check-your-inbox\/\?email=/);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  },
);
