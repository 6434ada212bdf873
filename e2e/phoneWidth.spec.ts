// Phone width (390 × 844), English and Japanese: no page scrolls sideways, the affiliate tabs are
// all on screen, a success toast stays clear of the bottom bar, code values are in a monospace
// face, and the Japanese app pages say lang="ja".
import type { APIRequestContext, Page } from '@playwright/test';
import { createPet, newKeeper, signInBrowser, type Keeper } from './support/petsApi';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026' };

const PUBLIC_PAGES = ['/', '/news/', '/faq/', '/contact/', '/care/', '/vet/', '/ambassadors/'];
/** The affiliate tab bar's name in each language. */
const TAB_BAR = { en: 'Affiliate programme', jp: 'アフィリエイトプログラム' };
const APP_PAGES = [
  '/dashboard/',
  '/photo-gallery/',
  '/settings/preferences/',
  '/affiliate-program/dashboard/',
  '/affiliate-program/promo-pack/',
];

async function demoKeeper(request: APIRequestContext): Promise<Keeper> {
  const res = await request.post('/api/login', { data: DEMO });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { token, name: 'Alex', ...DEMO };
}

/** The page as it settled: its h1 is shown and no skeleton or splash is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-screen-skeleton]')).toHaveCount(0);
}

/** Elements wider than the window, named, for the failure message. */
async function sidewaysScroll(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, wide } = await sidewaysScroll(page);
  expect(
    scrollWidth,
    `${page.url()} is wider than the phone: ${wide.join(' | ')}`,
  ).toBeLessThanOrEqual(PHONE.width);
}

test.describe('phone width', () => {
  test.use({ viewport: PHONE });

  test('public and app pages fit the phone, in English and Japanese', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    for (const prefix of ['', '/jp']) {
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    }

    await signInBrowser(context, baseURL!, await demoKeeper(request));
    for (const prefix of ['', '/jp']) {
      for (const path of APP_PAGES) {
        await page.goto(`${prefix}${path}`);
        await settled(page);
        await expectNoSidewaysScroll(page);
        if (prefix === '/jp') {
          await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
        }
      }
      // A promo pack: banners and ready-to-post texts with long links.
      await page
        .locator('main a[href*="/promo-pack/"]:not([href$="/promo-pack/"])')
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('main img').first()).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Every affiliate tab is on screen, whole, without scrolling the bar.
      const tabs = page
        .getByRole('navigation', { name: TAB_BAR[prefix === '/jp' ? 'jp' : 'en'] })
        .getByRole('link');
      await expect(tabs).toHaveCount(4);
      for (const box of await tabs.evaluateAll((links) =>
        links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
      }
    }

    // Code values (the referral link and code) are in a monospace face, never the serif default.
    await page.goto('/affiliate-program/dashboard/');
    const link = page.getByTestId('referral-link');
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/);
  });

  test('a success toast leaves the bottom bar and the sheet uncovered', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const keeper = await newKeeper(request, 'phone-toast');
    await createPet(request, keeper, { name: 'Mochi', species: 'dog' });
    await signInBrowser(context, baseURL!, keeper);
    await page.goto('/dashboard/');
    await page.getByRole('button', { name: 'Add weight' }).click();
    const sheet = page.getByRole('dialog', { name: "Add Mochi's weight" });
    await sheet.getByRole('textbox', { name: 'Weight' }).fill('8.4');
    await sheet.getByRole('button', { name: 'Save weight' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'operation successful' });
    await expect(toast).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(bar).toBeVisible();
    const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
    expect(toastBox && barBox).toBeTruthy();
    // The toast ends above where the bar begins.
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y);
  });
});
