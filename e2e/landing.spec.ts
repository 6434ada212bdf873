import type { Page } from '@playwright/test';
import { signInThroughForm } from './support/authApi';
import { navigateInApp } from './support/clientNavigation';
import { expect, expectAccessible, test } from './support/test';

// Where signing in lands, the sign-in screens' offers, and what the screen reader hears when
// the page changes: desktop and phone, English and Japanese.
const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026' };
const VET = { email: 'vet@petcare.local', password: 'petcare-vet-2026' };
const ADMIN = { email: 'admin@petcare.local', password: 'petcare-admin-2026' };
const PHONE = { width: 390, height: 844 };

const SIGN_IN_JP = { email: 'メールアドレス', password: 'パスワード', submit: 'ログインする' };

async function signInJapanese(page: Page, email: string, password: string) {
  await page.getByLabel(SIGN_IN_JP.email).fill(email);
  await page.getByLabel(SIGN_IN_JP.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: SIGN_IN_JP.submit, exact: true }).click();
}

/** Every live region that speaks: Gatsby's and the app's. */
function spokenAnnouncements(page: Page) {
  return page.locator('[aria-live]:not([aria-live="off"])', {
    hasText: /Navigated to|移動しました/,
  });
}

test.describe('landing after sign-in', { tag: '@auth-api' }, () => {
  test('from a guarded page: back on that page after signing in (desktop, English)', async ({
    page,
  }) => {
    await page.goto('/photo-gallery/');
    await expect(page).toHaveURL(/\/auth\/login\/\?redirect=%2Fphoto-gallery%2F$/);
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/photo-gallery\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible();
  });

  test('from a guarded page through the choice screen (phone, Japanese)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/jp/auth/?redirect=%2Fjp%2Fsettings%2Fpreferences%2F');
    await page.getByRole('link', { name: 'メールアドレスでログインする' }).click();
    await expect(page).toHaveURL(
      /\/jp\/auth\/login\/\?redirect=%2Fjp%2Fsettings%2Fpreferences%2F$/,
    );
    await signInJapanese(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/jp\/settings\/preferences\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '表示設定' })).toBeVisible();
  });

  test('a return target on another site is ignored: the keeper lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/auth/login/?redirect=%2F%2Fevil.example%2F');
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible();
  });

  test("the vet lands on the vet's patients (desktop and phone)", async ({ page }) => {
    await page.goto('/auth/login/');
    await signInThroughForm(page, VET.email, VET.password);
    await expect(page).toHaveURL(/\/vet\/patients\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shared pets' })).toBeVisible();
    await expectAccessible(page);

    await page.context().clearCookies();
    await page.setViewportSize(PHONE);
    await page.goto('/jp/auth/login/');
    await signInJapanese(page, VET.email, VET.password);
    await expect(page).toHaveURL(/\/jp\/vet\/patients\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '共有されたペット' })).toBeVisible();
  });

  test('the admin lands on the admin console', async ({ page }) => {
    await page.goto('/auth/login/');
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the sign-in screens', () => {
  test('offer only the configured provider (this server configures Google)', async ({ page }) => {
    for (const path of ['/auth/login/', '/auth/', '/jp/auth/']) {
      await page.goto(path);
      const providers = page.getByRole('list', {
        name: /Sign in with another account|ほかのアカウントでログイン/,
      });
      await expect(providers.getByRole('button')).toHaveCount(1);
      await expect(providers.getByRole('button')).toHaveText(/Google/);
    }
  });

  test('link the terms and the privacy policy in a new tab; the form keeps what was typed', async ({
    page,
    context,
  }) => {
    for (const [path, name, terms, privacy, prefix] of [
      ['/auth/register/', 'Your name', 'terms and conditions', 'privacy policy', ''],
      ['/jp/auth/register/', 'お名前', '利用規約', 'プライバシーポリシー', '/jp'],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(name).fill('Hana');
      for (const [link, target] of [
        [terms, '/terms-and-conditions/'],
        [privacy, '/privacy-policy/'],
      ] as const) {
        const [tab] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('link', { name: link, exact: true }).click(),
        ]);
        await expect(tab).toHaveURL(new RegExp(`${prefix}${target}$`));
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
        await tab.close();
      }
      await expect(page.getByLabel(name)).toHaveValue('Hana');
      await expect(page.getByRole('checkbox')).not.toBeChecked();
    }
  });
});

test.describe('the route announcer', { tag: '@auth-api' }, () => {
  test('says the page now shown, after a client navigation (desktop, English)', async ({
    page,
  }) => {
    await page.goto('/auth/login/?redirect=%2Fdashboard%2F');
    await signInThroughForm(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible();

    await navigateInApp(page, '/photo-gallery/');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible();
    await expect(spokenAnnouncements(page)).toHaveText(['Navigated to Photo gallery']);
    await expect(page).toHaveTitle(/^Photo gallery \| PetCare$/);

    await navigateInApp(page, '/settings/preferences/');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await expect(spokenAnnouncements(page)).toHaveText(['Navigated to Preferences']);
  });

  test('in Japanese on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/jp/auth/login/?redirect=%2Fjp%2Fsettings%2Fpreferences%2F');
    await signInJapanese(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { level: 1, name: '表示設定' })).toBeVisible();
    await navigateInApp(page, '/jp/photo-gallery/');
    await expect(spokenAnnouncements(page)).toHaveText(['フォトギャラリーに移動しました']);
  });
});
