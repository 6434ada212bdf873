import { registerThroughForm, signOut, uniqueEmail } from './support/authApi';
import type { Page } from '@playwright/test';
import {
  historyLog,
  HYDRATED_PUBLIC_PAGE,
  markDocument,
  navigateInApp,
  recordHistory,
  sameDocument,
} from './support/clientNavigation';
import { expect, test } from './support/test';

// Regression: after a client navigation into /auth/*, a late re-render could reset a field the
// visitor had already typed in (a navigation whose route lookup answered late still ran; see
// src/app/routing/navigationRedirects.ts). Type the moment the field shows; the text must stay
// and the field must never have been replaced.

declare global {
  interface Window {
    /** Inputs the page removed from the document since the observer started. */
    __removedInputs?: string[];
  }
}

/** The fields of the page the journey starts on (the contact form's), told apart from the form's. */
async function markStartPageFields(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const input of document.querySelectorAll('input')) input.dataset.startPage = '';
  });
}

test.describe('typing right after a client navigation into /auth', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.__removedInputs = [];
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes)
            if (node instanceof Element)
              for (const input of [node, ...node.querySelectorAll('input')])
                // The fields of the page the journey starts on leave with it, as they should.
                if (input.matches('input[name]:not([data-start-page])'))
                  window.__removedInputs?.push(
                    `${location.pathname} ${input.getAttribute('name')}`,
                  );
      }).observe(document, { childList: true, subtree: true });
    });
  });

  for (const [from, label] of [
    [HYDRATED_PUBLIC_PAGE.en, 'from a public page'],
    ['/auth/', 'from another /auth screen'],
  ] as const) {
    test(`keeps what was typed on the sign-in form, ${label}`, async ({ page }) => {
      await page.goto(from);
      await markDocument(page);
      await markStartPageFields(page);
      await navigateInApp(page, '/auth/login/');
      const email = page.getByLabel('Email address');
      await email.fill('quick@example.com');
      await page.getByLabel('Password', { exact: true }).fill('typed at once');
      // Everything the navigation started has finished: nothing may have reset the fields.
      await page.waitForLoadState('networkidle');
      await expect(email).toHaveValue('quick@example.com');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed at once');
      expect(await page.evaluate(() => window.__removedInputs)).toEqual([]);
      expect(await sameDocument(page)).toBe(true);
    });
  }

  test('a navigation whose lookup answers late does not carry the visitor off', async ({
    page,
  }) => {
    // The API answers the route lookup of the first navigation slowly (as on a busy machine).
    await page.route(
      (url) => url.pathname === '/api/route-lookup' && url.searchParams.get('path') === '/auth/',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    );
    await page.goto(HYDRATED_PUBLIC_PAGE.en);
    await markDocument(page);
    await markStartPageFields(page);
    // Listening from before the navigation: on a busy machine the late answer may come before
    // the typing is done.
    const lateLookup = page.waitForResponse((r) =>
      r.url().includes('route-lookup?path=%2Fauth%2F'),
    );
    await navigateInApp(page, '/auth/');
    await navigateInApp(page, '/auth/login/');
    const email = page.getByLabel('Email address');
    await email.fill('patient@example.com');
    await lateLookup;
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/auth\/login\/$/);
    await expect(email).toHaveValue('patient@example.com');
    expect(await page.evaluate(() => window.__removedInputs)).toEqual([]);
  });

  test('keeps what was typed on the recovery form, reached from sign-out', async ({ page }) => {
    await recordHistory(page);
    const email = uniqueEmail('typing');
    await registerThroughForm(page, { name: 'Rin', email, password: 'typing right away' });
    await signOut(page, 'Rin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.evaluate(() => (window.__removedInputs = []));
    await page.getByLabel('Email address').fill(email);
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    expect(await page.evaluate(() => window.__removedInputs)).toEqual([]);
    // One entry per navigation: no late navigation came after the visitor's last one. Sign-up
    // lands a keeper without pets on the add-pet step; registerThroughForm goes on from there.
    expect(await historyLog(page)).toEqual([
      '/my-pets/create/',
      '/settings/personal-info/',
      '/auth/login/',
      '/auth/recover-password/',
    ]);
  });
});
