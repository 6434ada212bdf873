import { pageOf } from './support/api';
import { expect, test } from './support/test';

for (const { locale, prefix, area, main, contact } of [
  { locale: 'en', prefix: '', area: 'PetCare for clinics', main: 'Main', contact: 'Contact' },
  {
    locale: 'jp',
    prefix: '/jp',
    area: '動物病院向けPetCare',
    main: 'メイン',
    contact: 'お問い合わせ',
  },
]) {
  test(`${locale}: the vet landing uses the vet layout and leads clinics to the contact form`, async ({
    page,
    visit,
    request,
  }) => {
    const { title } = await pageOf(request, locale, 'vet');
    const response = await visit(`${prefix}/vet/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: area })).toHaveAttribute('href', `${prefix}/vet/`);
    const menu = page.getByRole('navigation', { name: main });
    await expect(menu.getByRole('link')).toHaveCount(3);
    await expect(menu.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      `${prefix}/providers-terms-of-use/`,
    );

    await page.getByRole('main').getByRole('link', { name: contact }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact/\\?topic=clinics$`));
    await expect(page.locator('select[name="topic"]')).toHaveValue('clinics');
  });
}
