import { newsOf } from './support/api';
import { seoTags } from './support/seo';
import { expect, test } from './support/test';

// /news/post/ is the archive of every post by year; /news/post/{slug}/ is an older address of
// /news/{slug}/ and leads there (src/features/content/README.md).

for (const locale of ['en', 'jp', 'fr', 'es-mx']) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`${locale}: the archive lists every post and /news/post/{slug}/ opens the article`, async ({
    page,
    visit,
    request,
  }) => {
    const posts = await newsOf(request, locale);
    const response = await visit(`${prefix}/news/post/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'jp' ? '記事一覧' : 'All articles',
    );
    await expect(page.locator('main li a[href*="/news/"]')).toHaveCount(posts.length);
    const origin = new URL(page.url()).origin;
    expect((await seoTags(page)).canonical).toEqual([`${origin}${prefix}/news/post/`]);

    const [post] = posts;
    await page.goto(`${prefix}/news/post/${post!.slug}/?ref=old#top`);
    await expect(page).toHaveURL(`${origin}${prefix}/news/${post!.slug}/?ref=old#top`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    expect((await seoTags(page)).canonical).toEqual([`${origin}${prefix}/news/${post!.slug}/`]);
  });
}

test('an unknown /news/post/{slug}/ ends on the 404 page', async ({ page }) => {
  await page.goto('/jp/news/post/no-such-post/');
  await expect(page).toHaveURL(/\/jp\/error\/404\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible();
});
