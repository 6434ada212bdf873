import { localePath, type Locale } from '@contract/locales';

/** Path segments under /news/ that belong to other pages, never to an article. */
export const RESERVED_NEWS_SLUGS: readonly string[] = ['post', 'faq', 'page'];

/** News cards per list page. */
export const NEWS_PAGE_SIZE = 12;

/** '/news/', '/news/page/2/', '/jp/news/' …; page 1 has no page segment. */
export function newsListPath(locale: Locale, page = 1): string {
  return localePath(locale, page <= 1 ? '/news/' : `/news/page/${page}/`);
}

export function newsArticlePath(locale: Locale, slug: string): string {
  return localePath(locale, `/news/${encodeURIComponent(slug)}/`);
}

/** Splits items into pages of `size`; no items gives no pages. */
export function paginate<T>(items: readonly T[], size: number = NEWS_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    pages.push(items.slice(start, start + size));
  return pages;
}

/** '/news/post/': the archive of every post, by year. */
export function newsArchivePath(locale: Locale): string {
  return localePath(locale, '/news/post/');
}

/** '/news/faq/': the questions of a locale, by category. */
export function faqIndexPath(locale: Locale): string {
  return localePath(locale, '/news/faq/');
}

export function faqArticlePath(locale: Locale, slug: string): string {
  return localePath(locale, `/news/faq/${encodeURIComponent(slug)}/`);
}
