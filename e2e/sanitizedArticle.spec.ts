import { expect, test } from './support/test';

// e2e/fixtures/extraNews.json seeds an article whose HTML carries script payloads.
test('script payloads in article HTML never run', async ({ page, visit }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const response = await visit('/news/travel-checklist-for-cats/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#legit')).toHaveText(
    'Start carrier training two weeks before the trip.',
  );
  await expect(page.getByText('Bring water and a familiar blanket.')).toBeVisible();
  // Give any handler that slipped through (onerror, onload) the chance to fire.
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);

  const article = page.locator('article');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(article.locator('#evil-frame')).toHaveCount(0);
  await expect(article.locator('iframe[srcdoc]')).toHaveCount(0);
  expect((await article.locator('#bad-link').getAttribute('href')) ?? '').not.toMatch(
    /javascript:/i,
  );

  const video = article.locator('iframe#video');
  await expect(video).toHaveAttribute('allow', 'encrypted-media');
  await expect(video).toHaveAttribute('allowfullscreen', /.*/);
  await expect(video).toHaveAttribute('frameborder', '0');
  await expect(video).toHaveAttribute('scrolling', 'no');
});
