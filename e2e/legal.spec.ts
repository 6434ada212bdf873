import { pageOf } from './support/api';
import { expect, test } from './support/test';

const LEGAL = ['privacy-policy', 'terms-and-conditions', 'providers-terms-of-use'];

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'jp', prefix: '/jp' },
]) {
  for (const slug of LEGAL) {
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
      await expect(others.getByRole('link')).toHaveCount(2);
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
