// The news section of the site: paginated lists, articles, the archive and the old /news/post/
// addresses, in every locale with a news section (the FAQ shares it: it lives under /news/faq/).
import { LOCALE_CODES, localePath, type Locale } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import { pageImages } from '../images/build';
import type { ContentPagePlan, SiteContent } from './contentPlanTypes';
import type { NewsSummary, PageNewsSummary, Translation } from './contentTypes';
import { newsArchivePath, newsArticlePath, newsListPath, paginate } from './newsPaths';
import { newest } from './pagePlan';

/** Lists carry no article bodies and no translations (see PageNewsSummary). */
export function summary(post: NewsSummary & { body_html?: string }): PageNewsSummary {
  const { body_html: _body, translations: _translations, ...rest } = post;
  return rest;
}

export /** This item's page plus those of its translations that have pages of their own. */
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

/** Locales with a news section: a home, news or FAQ (the FAQ lives under /news/faq/). */
export function newsLocales(content: SiteContent): Locale[] {
  return LOCALE_CODES.filter(
    (l) =>
      l in content.homes || (content.news[l]?.length ?? 0) > 0 || (content.faq[l]?.length ?? 0) > 0,
  );
}

export function planNewsPages(
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
