import { pageOf } from './support/api';
import { expect, test } from './support/test';

const LEGAL = ['privacy-policy', 'terms-and-conditions', 'providers-terms-of-use'];
// Japan's 特定商取引法 notice exists in Japanese only.
const JAPANESE_LEGAL = [...LEGAL, 'specified-commercial-transactions'];

for (const { locale, prefix, pages } of [
  { locale: 'en', prefix: '', pages: LEGAL },
  { locale: 'jp', prefix: '/jp', pages: JAPANESE_LEGAL },
]) {
  for (const slug of pages) {
    test(`${locale}: ${slug} shows the legal text from the API`, async ({
      page,
      visit,
      request,
    }) => {
      const { title } = await pageOf(request, locale, slug);
      const response = await visit(`${prefix}/${slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('article h2').first()).toBeVisible();
      const others = page.getByRole('navigation', {
        name: locale === 'jp' ? 'そのほかの規約・ポリシー' : 'Other legal pages',
      });
      await expect(others.getByRole('link')).toHaveCount(pages.length - 1);
    });
  }
}

test('the footer links to every legal page and they open by client navigation', async ({
  page,
  visit,
  request,
}) => {
  await visit('/care/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, slug] of [
    ['Privacy Policy', 'privacy-policy'],
    ['Terms and Conditions', 'terms-and-conditions'],
    ['Providers’ Terms of Use', 'providers-terms-of-use'],
  ] as const) {
    const { title } = await pageOf(request, 'en', slug);
    await footer.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('Japan’s 特定商取引法 notice has no English page', async ({ request }) => {
  expect((await request.get('/specified-commercial-transactions/')).status()).toBe(404);
  expect(
    (await request.get('/api/pages/specified-commercial-transactions?locale=en')).status(),
  ).toBe(404);
});
