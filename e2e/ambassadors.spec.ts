import { pageOf } from './support/api';
import { expect, test } from './support/test';

for (const { locale, prefix, contact } of [
  { locale: 'en', prefix: '', contact: 'Contact' },
  { locale: 'jp', prefix: '/jp', contact: 'お問い合わせ' },
]) {
  test(`${locale}: the ambassadors page has the light menu and leads to the contact form`, async ({
    page,
    visit,
    request,
  }) => {
    const { title } = await pageOf(request, locale, 'ambassadors');
    const response = await visit(`${prefix}/ambassadors/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // spec.md: default layout, light menu — no menu items in the header.
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(1); // language only
    await expect(page.locator('main h2').first()).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: contact }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact/\\?topic=ambassadors$`));
    await expect(page.locator('select[name="topic"]')).toHaveValue('ambassadors');
  });
}
