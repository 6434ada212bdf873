import type { LocaleAlternate } from '../../i18n/alternates';
import { LOCALE_CODES, localePath, type Locale } from '../../i18n/locales';
import type { HomeContent, NewsPost, NewsSummary } from './contentTypes';
import { newsArticlePath, newsListPath, paginate } from './newsPaths';
import type { HomePageContext, NewsArticlePageContext, NewsListPageContext } from './pageContexts';

/** Content fetched from the API at build time. */
export interface SiteContent {
  homes: Partial<Record<Locale, HomeContent>>;
  news: Partial<Record<Locale, NewsPost[]>>;
}

export type ContentPagePlan =
  | { template: 'home'; path: string; locale: Locale; context: HomePageContext }
  | { template: 'newsList'; path: string; locale: Locale; context: NewsListPageContext }
  | { template: 'newsArticle'; path: string; locale: Locale; context: NewsArticlePageContext };

/** Lists carry no article bodies: they would only make page-data.json heavier. */
function summary(post: NewsPost | NewsSummary): NewsSummary {
  const { body_html: _body, ...rest } = post;
  return rest;
}

/**
 * Decides every content page of the site: home in the locales with home content, news lists
 * (paginated) and articles in every locale with published news. Pure, so it is unit-tested;
 * gatsby-node turns the plan into createPage calls.
 */
export function planContentPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  const plans: ContentPagePlan[] = [];
  const locales = LOCALE_CODES.filter(
    (l) => l in content.homes || (content.news[l]?.length ?? 0) > 0,
  );

  const homeLocales = LOCALE_CODES.filter((l) => content.homes[l]);
  const homeAlternates = homeLocales.map((l) => ({ locale: l, path: localePath(l, '/') }));
  for (const locale of homeLocales) {
    const home = content.homes[locale]!;
    plans.push({
      template: 'home',
      path: localePath(locale, '/'),
      locale,
      context: {
        locale,
        alternates: homeAlternates,
        home: { ...home, latest_news: home.latest_news.map(summary) },
      },
    });
  }

  const listPages = new Map(
    locales.map((l) => [l, paginate((content.news[l] ?? []).map(summary))] as const),
  );
  const publishedSlugs = new Map(
    locales.map((l) => [l, new Set((content.news[l] ?? []).map((p) => p.slug))] as const),
  );

  for (const locale of locales) {
    const pages = listPages.get(locale) ?? [];
    const total = content.news[locale]?.length ?? 0;
    pages.forEach((posts, index) => {
      const page = index + 1;
      const alternates: LocaleAlternate[] = locales
        .filter((l) => (listPages.get(l)?.length ?? 0) >= page)
        .map((l) => ({ locale: l, path: newsListPath(l, page) }));
      plans.push({
        template: 'newsList',
        path: newsListPath(locale, page),
        locale,
        context: { locale, alternates, posts, page, pageCount: pages.length, total },
      });
    });

    for (const post of content.news[locale] ?? []) {
      const translations = post.translations.filter((tr) =>
        publishedSlugs.get(tr.locale)?.has(tr.slug),
      );
      const alternates: LocaleAlternate[] = [
        { locale, path: newsArticlePath(locale, post.slug) },
        ...translations.map((tr) => ({
          locale: tr.locale,
          path: newsArticlePath(tr.locale, tr.slug),
        })),
      ];
      plans.push({
        template: 'newsArticle',
        path: newsArticlePath(locale, post.slug),
        locale,
        context: {
          locale,
          alternates,
          post: { ...post, translations, body_html: sanitize(post.body_html) },
        },
      });
    }
  }
  return plans;
}
