import sharp from 'sharp';
import { signInThroughForm } from './support/authApi';
import { expect, expectAccessible, test } from './support/test';

// Runs in the `publishing` project, after every other journey: publishing rebuilds the site,
// which replaces the bundle pages of other journeys would still be using.

const ADMIN = { email: 'admin@petcare.local', password: 'petcare-admin-2026' };

/** A photo of a paw print on snow, made here (nothing is downloaded). */
async function pawPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
<rect width="100%" height="100%" fill="#dfe8ef"/>
<ellipse cx="800" cy="520" rx="170" ry="140" fill="#5b4636"/>
<ellipse cx="610" cy="330" rx="60" ry="80" fill="#5b4636"/>
<ellipse cx="740" cy="260" rx="60" ry="80" fill="#5b4636"/>
<ellipse cx="870" cy="260" rx="60" ry="80" fill="#5b4636"/>
<ellipse cx="1000" cy="330" rx="60" ry="80" fill="#5b4636"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('an admin writes a news post in Japanese with a picture, previews it, publishes it, and it is on the live site after the rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const slug = `fuyu-no-nikukyu-${Date.now().toString(36)}`;
  const title = '冬の肉球ケア：塩と氷から守る';

  await page.goto('/auth/login/');
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Admin console' })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New news post' }).click();

  const form = page.getByRole('form', { name: 'New news post' });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Language' }).selectOption('jp');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Address (slug)' }).fill(slug);
  await form
    .getByRole('textbox', { name: 'Summary' })
    .fill('散歩のあとは肉球を洗って、よく乾かしましょう。');
  await form.getByRole('textbox', { name: 'Category' }).fill('季節のケア');

  // The rich-text editor: a heading, a paragraph, then a picture uploaded through the picker.
  const text = form.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toBeVisible();
  await text.click();
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('塩と氷に注意');
  await page.keyboard.press('Enter');
  await page.keyboard.type('凍結防止剤の塩は肉球のひび割れの原因になります。');
  await expect(text.getByRole('heading', { level: 2, name: '塩と氷に注意' })).toBeVisible();
  await expectAccessible(page);

  await toolbar.getByRole('button', { name: 'Insert a picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(picker).toBeVisible();
  await picker.locator('input[data-file-input]').setInputFiles({
    name: 'paw-on-snow.jpg',
    mimeType: 'image/jpeg',
    buffer: await pawPhoto(),
  });
  await expect(picker.getByText(/^Chosen: paw-on-snow\.jpg/)).toBeVisible({ timeout: 60_000 });
  await picker
    .getByRole('textbox', { name: 'Description of the picture' })
    .fill('雪の上の犬の足あと');
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Use this picture' }).click();
  await expect(picker).toBeHidden();
  const inserted = text.getByRole('img', { name: '雪の上の犬の足あと' });
  await expect(inserted).toBeVisible();
  const src = await inserted.getAttribute('src');
  expect(src).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}\/display\.webp$/);

  // The preview is drawn by the site's own article component.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByTestId('content-preview');
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: '塩と氷に注意' })).toBeVisible();
  await expect(preview.getByRole('img', { name: '雪の上の犬の足あと' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Edit' }).click();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+\/?/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // A draft is not public.
  expect((await request.get(`/api/news/${slug}?locale=jp`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The public site is being rebuilt.')).toBeVisible();
  const build = page.getByRole('region', { name: 'Public site' });
  await expect(build.getByText(/^(Waiting|Rebuilding)$/)).toBeVisible();
  await expectAccessible(page);
  // Live: the panel follows the rebuild to its end, with the new build's id.
  await expect(build.getByText('Up to date', { exact: true })).toBeVisible({ timeout: 300_000 });
  await expect(build.getByTestId('build-id')).not.toHaveText('—');

  // The live site has the article, in Japanese, with the picture.
  const live = page.getByRole('link', { name: 'View on the site' });
  await expect(live).toHaveAttribute('href', `/jp/news/${slug}/`);
  const article = await page.context().newPage();
  const response = await article.goto(`/jp/news/${slug}/`);
  expect(response?.status()).toBe(200);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  const picture = article.getByRole('img', { name: '雪の上の犬の足あと' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(article);
  await article.goto('/jp/news/');
  await expect(article.getByRole('link', { name: title }).first()).toBeVisible();
  await expectAccessible(article);
});
