import { localePath, type Locale } from '../../i18n/locales';

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
