import { faqOf } from './support/api';
import { jsonLdTypes, seoTags } from './support/seo';
import { expect, test } from './support/test';

const TITLES: Record<string, string> = {
  en: 'Frequently asked questions',
  jp: 'よくある質問',
  // Locales without UI strings show them in English (marked lang="en").
  fr: 'Frequently asked questions',
  'pt-br': 'Frequently asked questions',
};

for (const locale of ['en', 'jp', 'fr', 'pt-br']) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`${locale}: the FAQ index lists the questions and opens an answer`, async ({
    page,
    visit,
    request,
  }) => {
    const articles = await faqOf(request, locale);
    expect(articles.length).toBeGreaterThan(0);
    const response = await visit(`${prefix}/news/faq/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[locale]!);
    for (const article of articles) {
      await expect(page.getByRole('link', { name: article.question })).toBeVisible();
    }
    const [first] = articles;
    await page.getByRole('link', { name: first!.question }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/news/faq/${first!.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.question);
  });
}

test('an FAQ article has FAQPage JSON-LD and hreflang links to its translations', async ({
  page,
  visit,
  request,
}) => {
  const [article] = await faqOf(request, 'en');
  await visit(`/news/faq/${article!.slug}/`);
  const tags = await seoTags(page);
  const origin = new URL(page.url()).origin;
  expect(jsonLdTypes(tags.jsonLd)).toEqual(['FAQPage', 'BreadcrumbList']);
  const faqPage = JSON.parse(tags.jsonLd[0]!) as [
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
  ];
  const [data] = Array.isArray(faqPage) ? faqPage : [faqPage];
  expect(data!.mainEntity[0]!.name).toBe(article!.question);
  expect(data!.mainEntity[0]!.acceptedAnswer.text.length).toBeGreaterThan(20);

  expect(tags.canonical).toEqual([`${origin}/news/faq/${article!.slug}/`]);
  const hreflangs = Object.fromEntries(tags.hreflang);
  expect(hreflangs.en).toBe(`${origin}/news/faq/${article!.slug}/`);
  expect(hreflangs['x-default']).toBe(`${origin}/news/faq/${article!.slug}/`);
  for (const tr of article!.translations) {
    const tag =
      tr.locale === 'jp'
        ? 'ja'
        : tr.locale.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);
    expect(hreflangs[tag], tr.locale).toBe(`${origin}/${tr.locale}/news/faq/${tr.slug}/`);
  }
});
