// The FAQ of the site: the index and one page per article with its related questions, in every
// locale with a news section.
import { pageImages } from '../images/build';
import type { ContentPagePlan, SiteContent } from './contentPlanTypes';
import type { FaqSummary, PageFaqSummary } from './contentTypes';
import { faqArticlePath, faqIndexPath } from './newsPaths';
import { newest } from './pagePlan';
import { newsLocales, translationAlternates } from './planNewsPages';

/** Questions shown under "related" on an FAQ article. */
const RELATED_FAQ_COUNT = 3;

function faqSummary(article: FaqSummary & { answer_html?: string }): PageFaqSummary {
  const { answer_html: _answer, translations: _translations, ...rest } = article;
  return rest;
}

export function planFaqPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  const plans: ContentPagePlan[] = [];
  const locales = newsLocales(content);
  const published = new Map(
    locales.map((l) => [l, new Set((content.faq[l] ?? []).map((a) => a.slug))] as const),
  );
  const indexAlternates = locales.map((l) => ({ locale: l, path: faqIndexPath(l) }));

  for (const locale of locales) {
    const articles = content.faq[locale] ?? [];
    plans.push({
      template: 'faqIndex',
      path: faqIndexPath(locale),
      locale,
      context: { locale, alternates: indexAlternates, articles: articles.map(faqSummary) },
      sitemap: articles.length > 0 && { lastmod: newest(articles.map((a) => a.updated_at)) },
    });
    for (const article of articles) {
      const { translations, ...page } = article;
      const alternates = translationAlternates(
        locale,
        article.slug,
        translations,
        published,
        faqArticlePath,
      );
      const related = articles
        .filter((a) => a.slug !== article.slug)
        .sort(
          (a, b) =>
            Number(b.category === article.category) - Number(a.category === article.category),
        )
        .slice(0, RELATED_FAQ_COUNT)
        .map(faqSummary);
      plans.push({
        template: 'faqArticle',
        path: faqArticlePath(locale, article.slug),
        locale,
        context: {
          locale,
          alternates,
          article: { ...page, answer_html: sanitize(article.answer_html) },
          related,
          images: pageImages(article.cover_image),
        },
        sitemap: { lastmod: article.updated_at },
      });
    }
  }
  return plans;
}
