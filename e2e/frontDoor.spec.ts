import { signInThroughForm } from './support/authApi';
import { newsOf } from './support/api';
import { newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// The way in from the public site: sign in / sign up in every public header, back on the page
// after signing in, the signed-in controls there, and the home page's call to action.
const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026', name: 'Alex Morgan' };
const PHONE = { width: 390, height: 844 };
const CTA = 'Check your pet’s symptoms';

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
