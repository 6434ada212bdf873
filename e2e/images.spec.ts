// Content photos as the build makes them (src/features/images/README.md): the seeded demo covers
// and care-place photos arrive as responsive AVIF in a box of fixed size, the page's main picture
// at once and with high priority, the others only when they come near the screen.
import { citiesOf, newsOf } from './support/api';
import { expect, test } from './support/test';

test("an article's photo cover is its eager, high-priority, responsive main picture", async ({
  page,
  visit,
  request,
}) => {
  const posts = await newsOf(request, 'en');
  const withPhoto = posts.find((p) =>
    /^\/images\/photos\/[\w-]+\.(jpg|png|webp)$/.test(
      (p as { cover_image?: string | null }).cover_image ?? '',
    ),
  );
  expect(withPhoto, 'a seeded post with a photo cover').toBeTruthy();
  const avif: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.avif') && response.ok()) avif.push(response.url());
  });
  await visit(`/news/${withPhoto!.slug}/`);

  const cover = page.locator('article [data-content-picture] img').first();
  await expect(cover).toHaveAttribute('loading', 'eager');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('alt', /.+/);
  await expect(page.locator('article picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\.avif 192w,.*\.avif 768w/,
  );
  // The picture is shown, from the AVIF set, at the article column's width (no layout shift:
  // its box had that size before the file arrived).
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(avif.length).toBeGreaterThan(0);
  const box = await page.locator('article [data-content-picture]').first().boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
});

test('care-place photos are lazy in lists and the main picture on the place’s own page', async ({
  page,
  visit,
  request,
}) => {
  const [london] = (await citiesOf(request, 'en')).filter((c) => c.slug === 'london');
  const withPhoto = london!.care_items.find((i) => (i as { image?: string | null }).image);
  expect(withPhoto, 'a seeded London place with a photo').toBeTruthy();

  await visit('/care/london/');
  const listed = page.locator(`[data-content-picture] img[alt="Photo of ${withPhoto!.name}"]`);
  await expect(listed).toHaveAttribute('loading', 'lazy');

  await visit(`/care/london/${withPhoto!.slug}/`);
  const main = page.getByRole('img', { name: `Photo of ${withPhoto!.name}`, exact: true });
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('alt', `Photo of ${withPhoto!.name}`);
});
