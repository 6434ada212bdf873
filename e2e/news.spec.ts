import { expect, test } from './support/test';
import { newsOf } from './support/api';

test('the French news list links to French articles', async ({ page, visit, request }) => {
  const posts = await newsOf(request, 'fr');
  expect(posts.length).toBeGreaterThanOrEqual(3);
  await visit('/fr/news/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const post of posts.slice(0, 3)) {
    await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: posts[0]!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/news/${posts[0]!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title);
});

test('a French article keeps its embedded video with the allowed attributes', async ({
  page,
  visit,
  request,
}) => {
  const withVideo = (await newsOf(request, 'fr')).find((p) => p.body_html?.includes('<iframe'));
  expect(withVideo, 'the seed has a French article with a video').toBeTruthy();
  const response = await visit(`/fr/news/${withVideo!.slug}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withVideo!.title);
  const video = page.locator('article iframe').first();
  await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//);
  await expect(video).toHaveAttribute('allowfullscreen', /.*/);
  await expect(video).toHaveAttribute('allow', /encrypted-media/);
  await expect(video).toHaveAttribute('title', /.+/);
});

test('news exists in every locale that has content', async ({ request, page }) => {
  for (const locale of ['es-mx', 'pt-br', 'en-gb']) {
    const [latest] = await newsOf(request, locale);
    const response = await page.goto(`/${locale}/news/${latest!.slug}/`);
    expect(response?.status(), locale).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest!.title);
  }
});
