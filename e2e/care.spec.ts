import { citiesOf } from './support/api';
import { jsonLdTypes, seoTags } from './support/seo';
import { expect, test } from './support/test';

for (const { locale, prefix, landingTitle, cityTitle } of [
  {
    locale: 'en',
    prefix: '',
    landingTitle: 'Pet care near you',
    cityTitle: (name: string) => `Pet care in ${name}`,
  },
  {
    locale: 'jp',
    prefix: '/jp',
    landingTitle: '近くのペットケア',
    cityTitle: (name: string) => `${name}のペットケア`,
  },
]) {
  test(`${locale}: care landing → city → care place by their links`, async ({
    page,
    visit,
    request,
  }) => {
    const [city] = await citiesOf(request, locale);
    const place = city!.care_items.find((i) => i.kind === 'emergency-vet') ?? city!.care_items[0]!;

    const response = await visit(`${prefix}/care/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle);

    await page.getByRole('link', { name: city!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/care/${city!.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cityTitle(city!.name));
    for (const item of city!.care_items) {
      await expect(page.getByRole('link', { name: item.name })).toBeVisible();
    }

    await page.getByRole('link', { name: place.name }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/care/${city!.slug}/${place.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.name);

    const breadcrumb = page.getByRole('navigation', {
      name: locale === 'jp' ? 'パンくずリスト' : 'Breadcrumb',
    });
    await expect(breadcrumb.getByRole('link', { name: city!.name })).toHaveAttribute(
      'href',
      `${prefix}/care/${city!.slug}/`,
    );
    await expect(page.getByRole('link', { name: /^(Call|.*に電話する)/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
  });
}

test('a care place has LocalBusiness-family JSON-LD, canonical and en/jp hreflang', async ({
  page,
  visit,
  request,
}) => {
  const [city] = await citiesOf(request, 'en');
  const vet = city!.care_items.find((i) => i.kind === 'emergency-vet')!;
  await visit(`/care/${city!.slug}/${vet.slug}/`);
  const tags = await seoTags(page);
  const origin = new URL(page.url()).origin;
  expect(tags.canonical).toEqual([`${origin}/care/${city!.slug}/${vet.slug}/`]);
  expect(tags.hreflang).toEqual([
    ['en', `${origin}/care/${city!.slug}/${vet.slug}/`],
    ['ja', `${origin}/jp/care/${city!.slug}/${vet.slug}/`],
    ['x-default', `${origin}/care/${city!.slug}/${vet.slug}/`],
  ]);
  expect(jsonLdTypes(tags.jsonLd)).toEqual(['VeterinaryCare', 'BreadcrumbList']);

  const walker = (await citiesOf(request, 'en'))
    .flatMap((c) => c.care_items.map((i) => ({ city: c.slug, ...i })))
    .find((i) => i.kind === 'dog-walking')!;
  await visit(`/care/${walker.city}/${walker.slug}/`);
  expect(jsonLdTypes((await seoTags(page)).jsonLd)).toEqual(['Service', 'BreadcrumbList']);
});

test('the language switch on a city page goes to the same city in Japanese', async ({
  page,
  visit,
  request,
}) => {
  const [city] = await citiesOf(request, 'en');
  const jpCity = (await citiesOf(request, 'jp')).find((c) => c.slug === city!.slug)!;
  await visit(`/care/${city!.slug}/`);
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/jp/care/${city!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${jpCity.name}のペットケア`);
});
