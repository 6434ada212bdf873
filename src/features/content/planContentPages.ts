import { LOCALE_CODES, localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import { planCarePages, type CarePagePlan } from '../care/build';
import { pageImages } from '../images/build';
import type {
  CityContent,
  ContentPage,
  ContentPageKey,
  FaqArticle,
  FaqSummary,
  HomeContent,
  NewsPost,
  NewsSummary,
  PageFaqSummary,
  PageNewsSummary,
  Translation,
} from './contentTypes';
import {
  faqArticlePath,
  faqIndexPath,
  newsArchivePath,
  newsArticlePath,
  newsListPath,
  paginate,
} from './newsPaths';
import { newest, type PagePlan } from './pagePlan';
import type {
  ContactPageContext,
  ContentPageContext,
  FaqArticlePageContext,
  FaqIndexPageContext,
  HomePageContext,
  NewsArchivePageContext,
  NewsArticlePageContext,
  NewsListPageContext,
  NewsPostAliasPageContext,
} from './pageContexts';

/** Content fetched from the API at build time. */
export interface SiteContent {
  homes: Partial<Record<Locale, HomeContent>>;
  news: Partial<Record<Locale, NewsPost[]>>;
  faq: Partial<Record<Locale, FaqArticle[]>>;
  cities: Partial<Record<Locale, CityContent[]>>;
  pages: Partial<Record<Locale, Partial<Record<ContentPageKey, ContentPage>>>>;
}

export type ContentPagePlan =
  | PagePlan<'home', HomePageContext>
  | PagePlan<'newsList', NewsListPageContext>
  | PagePlan<'newsArticle', NewsArticlePageContext>
  | PagePlan<'newsArchive', NewsArchivePageContext>
  | PagePlan<'newsPostAlias', NewsPostAliasPageContext>
  | PagePlan<'faqIndex', FaqIndexPageContext>
  | PagePlan<'faqArticle', FaqArticlePageContext>
  | PagePlan<'contentPage', ContentPageContext>
  | PagePlan<'vet', ContentPageContext>
  | PagePlan<'contact', ContactPageContext>
  | CarePagePlan;

/** Questions shown under "related" on an FAQ article. */
const RELATED_FAQ_COUNT = 3;

/** Lists carry no article bodies and no translations (see PageNewsSummary). */
function summary(post: NewsSummary & { body_html?: string }): PageNewsSummary {
  const { body_html: _body, translations: _translations, ...rest } = post;
  return rest;
}

function faqSummary(article: FaqSummary & { answer_html?: string }): PageFaqSummary {
  const { answer_html: _answer, translations: _translations, ...rest } = article;
  return rest;
}

/** This item's page plus those of its translations that have pages of their own. */
function translationAlternates(
  locale: Locale,
  slug: string,
  translations: readonly Translation[],
  built: Map<Locale, Set<string>>,
  pathOf: (locale: Locale, slug: string) => string,
): LocaleAlternate[] {
  const kept = translations.filter((tr) => built.get(tr.locale)?.has(tr.slug));
  return [
    { locale, path: pathOf(locale, slug) },
    ...kept.map((tr) => ({ locale: tr.locale, path: pathOf(tr.locale, tr.slug) })),
  ];
}

/**
 * Decides every content page of the site: home in the locales with home content; news lists
 * (paginated), articles, the archive and the FAQ in every locale with news or FAQ; care pages,
 * free-standing pages and the contact page in the system locales. Pure, so it is unit-tested;
 * gatsby-node turns the plan into createPage calls and the sitemaps.
 */
export function planContentPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  return [
    ...planHomePages(content),
    ...planNewsPages(content, sanitize),
    ...planFaqPages(content, sanitize),
    ...planFreeStandingPages(content, sanitize),
    ...planContactPages(),
    ...planCarePages(content.cities, sanitize),
  ];
}

function planHomePages(content: SiteContent): ContentPagePlan[] {
  const homeLocales = LOCALE_CODES.filter((l) => content.homes[l]);
  const alternates = homeLocales.map((l) => ({ locale: l, path: localePath(l, '/') }));
  return homeLocales.map((locale) => {
    const home = content.homes[locale]!;
    return {
      template: 'home',
      path: localePath(locale, '/'),
      locale,
      context: {
        locale,
        alternates,
        home: { ...home, latest_news: home.latest_news.map(summary) },
        images: pageImages(...home.latest_news.map((p) => p.cover_image)),
      },
      sitemap: { lastmod: newest(home.latest_news.map((p) => p.updated_at)) },
    };
  });
}

/** Locales with a news section: a home, news or FAQ (the FAQ lives under /news/faq/). */
function newsLocales(content: SiteContent): Locale[] {
  return LOCALE_CODES.filter(
    (l) =>
      l in content.homes || (content.news[l]?.length ?? 0) > 0 || (content.faq[l]?.length ?? 0) > 0,
  );
}

function planNewsPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  const plans: ContentPagePlan[] = [];
  const locales = newsLocales(content);
  const listPages = new Map(
    locales.map((l) => [l, paginate((content.news[l] ?? []).map(summary))] as const),
  );
  const published = new Map(
    locales.map((l) => [l, new Set((content.news[l] ?? []).map((p) => p.slug))] as const),
  );
  const archiveAlternates = locales.map((l) => ({ locale: l, path: newsArchivePath(l) }));

  for (const locale of locales) {
    const posts = content.news[locale] ?? [];
    const pages = listPages.get(locale) ?? [];
    // A locale without posts still gets an (empty) first page: the FAQ and the menus link to it.
    const listed = pages.length > 0 ? pages : [[]];
    listed.forEach((pagePosts, index) => {
      const page = index + 1;
      const alternates: LocaleAlternate[] = locales
        .filter((l) => (listPages.get(l)?.length ?? 0) >= page || page === 1)
        .map((l) => ({ locale: l, path: newsListPath(l, page) }));
      plans.push({
        template: 'newsList',
        path: newsListPath(locale, page),
        locale,
        context: {
          locale,
          alternates,
          posts: pagePosts,
          page,
          pageCount: pages.length,
          total: posts.length,
          images: pageImages(...pagePosts.map((p) => p.cover_image)),
        },
        sitemap: pagePosts.length > 0 && { lastmod: newest(pagePosts.map((p) => p.updated_at)) },
      });
    });

    for (const post of posts) {
      const { translations, ...page } = post;
      const alternates = translationAlternates(
        locale,
        post.slug,
        translations,
        published,
        newsArticlePath,
      );
      plans.push({
        template: 'newsArticle',
        path: newsArticlePath(locale, post.slug),
        locale,
        context: {
          locale,
          alternates,
          post: { ...page, body_html: sanitize(post.body_html) },
          images: pageImages(post.cover_image),
        },
        sitemap: { lastmod: post.updated_at },
      });
    }

    // Every news section has an archive (the footer links to it); an empty one stays out of
    // the sitemap.
    plans.push({
      template: 'newsArchive',
      path: newsArchivePath(locale),
      locale,
      context: {
        locale,
        alternates: archiveAlternates,
        posts: posts.map(({ slug, title, category, published_at }) => ({
          locale,
          slug,
          title,
          category,
          published_at,
        })),
      },
      sitemap: posts.length > 0 && { lastmod: newest(posts.map((p) => p.updated_at)) },
    });
    // /news/post/{slug}/ is an old address of /news/{slug}/: one client-only page per locale
    // sends visitors on (no second copy of every article for search engines to deduplicate).
    plans.push({
      template: 'newsPostAlias',
      path: localePath(locale, '/news/post/_/'),
      matchPath: localePath(locale, '/news/post/*'),
      locale,
      context: { locale, alternates: [], slugs: posts.map((p) => p.slug) },
      sitemap: false,
    });
  }
  return plans;
}

function planFaqPages(content: SiteContent, sanitize: (html: string) => string): ContentPagePlan[] {
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

/** /ambassadors/, /vet/ and the legal pages, at /{key}/ in the locales that have them. */
function planFreeStandingPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  const plans: ContentPagePlan[] = [];
  for (const locale of LOCALE_CODES) {
    for (const page of Object.values(content.pages[locale] ?? {})) {
      const key = page.key as ContentPageKey;
      const alternates = LOCALE_CODES.filter((l) => content.pages[l]?.[key]).map((l) => ({
        locale: l,
        path: localePath(l, `/${key}/`),
      }));
      plans.push({
        template: key === 'vet' ? 'vet' : 'contentPage',
        path: localePath(locale, `/${key}/`),
        locale,
        context: { locale, alternates, page: { ...page, body_html: sanitize(page.body_html) } },
        sitemap: { lastmod: page.updated_at },
      });
    }
  }
  return plans;
}

/** The contact form, in the system locales (its texts are UI strings). */
function planContactPages(): ContentPagePlan[] {
  const alternates = SYSTEM_LOCALES.map((l) => ({ locale: l, path: localePath(l, '/contact/') }));
  return SYSTEM_LOCALES.map((locale) => ({
    template: 'contact',
    path: localePath(locale, '/contact/'),
    locale,
    context: { locale, alternates },
    sitemap: {},
  }));
}
