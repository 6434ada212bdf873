import type { Page } from '@playwright/test';
import { signInThroughForm, uniqueEmail } from './support/authApi';
import { newsOf } from './support/api';
import { newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// The way in from the public site: sign in / sign up in every public header, back on the page
// after signing in, the signed-in controls there, and the home page's call to action.
const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026', name: 'Alex Morgan' };
const PHONE = { width: 390, height: 844 };
const CTA = 'Check your pet’s symptoms';

/**
 * A slow phone: the app's code (Gatsby's app bundle and the feature chunks) arrives only when
 * the returned function is called; the visitor is quicker.
 */
async function holdTheAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const appArrives = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[^/]*\.js$/, async (route) => {
    await appArrives;
    await route.continue();
  });
  return release;
}

test('a guest signs in from an article, lands back on it and is shown signed in', async ({
  page,
  visit,
  request,
}) => {
  const [article] = await newsOf(request, 'en');
  await visit('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  // A guest starts the symptom checker by describing the pet.
  await expect(page.getByRole('link', { name: CTA })).toHaveAttribute(
    'href',
    /^\/my-pets\/add-new-pet\//,
  );

  await page.goto(`/news/${article!.slug}/`);
  await header.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/\?redirect=%2Fnews%2F/);
  await signInThroughForm(page, DEMO.email, DEMO.password);

  await expect(page).toHaveURL(new RegExp(`/news/${article!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title);
  await expect(header.getByRole('link', { name: 'Open PetCare' })).toBeVisible();
  const menu = header.getByRole('button', { name: `Account menu for ${DEMO.name}` });
  await expect(menu).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await menu.click();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
});

test('signed in at phone width, the home page leads into the app', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A keeper without a pet yet: the app's home for them is the add-a-pet step.
  const keeper = await newKeeper(request, 'front-door');
  await signInBrowser(context, baseURL!, keeper);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('button', { name: `Account menu for ${keeper.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: CTA })).toHaveAttribute('href', /^\/si\//);
  await header.getByRole('link', { name: 'Open PetCare' }).click();
  await expect(page).toHaveURL(/\/my-pets\/create\/(\?.*)?$/);
});

test('signed out, the home page’s call to action opens the add-a-pet start', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: CTA }).click();
  await expect(page).toHaveURL(/\/my-pets\/add-new-pet\/(\?.*)?$/);
});

test('the Japanese home page offers ログイン and アカウントを作成 at phone width', async ({
  page,
  visit,
}) => {
  await page.setViewportSize(PHONE);
  await visit('/jp/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'ログイン' })).toBeVisible();
  await header.getByRole('link', { name: 'アカウントを作成' }).click();
  await expect(page).toHaveURL(/\/jp\/auth\/register\/(\?.*)?$/);
});

test('the sign-in page is there before any script, and the app comes when it is touched', async ({
  page,
  visit,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // From a public page's header: the address carries where to come back to.
  await visit('/auth/login/?redirect=%2Fsettings%2Fpreferences%2F');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // This server offers Google: the page was built with its button.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts, 'scripts fetched while the guest only looks').toEqual([]);

  // Typing needs no script; the first touch starts the app, which keeps what was typed.
  const email = page.getByLabel('Email address');
  await email.pressSequentially(DEMO.email);
  await expect
    .poll(() => scripts.length, { message: 'the app loads once touched' })
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue(DEMO.email);
  await expect(email).toBeFocused();
  // The link the build drew without the return path is the app's now, with it.
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/auth/register/?redirect=%2Fsettings%2Fpreferences%2F',
  );
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/preferences\/$/);
});

test('a sign-in sent before the app has loaded is held, then signs in', async ({ page }) => {
  const release = await holdTheAppCode(page);
  await page.goto('/jp/auth/login/');
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'ログインする', exact: true }).click();
  const form = page.locator('form#sign-in-form');
  // Not sent by the browser (the password never reaches an address): waiting for the app.
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/jp\/auth\/login\/$/);
  release();
  await expect(page).toHaveURL(/\/jp\/dashboard\/$/);
  await expectAccessible(page);
});

test('sign-in links a guest follows before touching anything carry the way back', async ({
  page,
}) => {
  // The app's code is slow to come: the click is the visitor's first touch.
  const release = await holdTheAppCode(page);
  await page.setViewportSize(PHONE);
  await page.goto('/auth/login/?redirect=%2Fsettings%2Fpreferences%2F');
  await page.getByRole('link', { name: 'Create an account' }).click();
  // Held for the app, whose link carries the way back; the build's could not.
  await expect(page).toHaveURL(/\/auth\/login\/\?redirect=/);
  release();
  await expect(page).toHaveURL(/\/auth\/register\/\?redirect=%2Fsettings%2Fpreferences%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('a guest signs up on the prebuilt page before the app has loaded, at phone width', async ({
  page,
}) => {
  const release = await holdTheAppCode(page);
  await page.setViewportSize(PHONE);
  await page.goto('/jp/auth/register/');
  await expect(page.getByRole('heading', { level: 1, name: 'アカウントを作成' })).toBeVisible();
  const password = 'a walk along the river';
  await page.getByLabel('お名前').fill('Hana Sato');
  await page.getByLabel('メールアドレス').fill(uniqueEmail('prebuilt-signup'));
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByLabel('パスワード（確認）').fill(password);
  // Ticked before the app: the app's form starts from it.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'アカウントを作成する' }).click();
  await expect(page.locator('form#sign-up-form')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/jp\/my-pets\/create\/$/);
  await expectAccessible(page);
});
