import { localeFromPath } from '@contract/localeFromPath';
import type { Locale } from '@contract/locales';
import { errorLocale, errorPath } from '../errors';
import { newsArticlePath } from './newsPaths';

/**
 * Where /news/post/{slug}/ leads: the article at /news/{slug}/ when the locale has it (query and
 * hash kept), else the 404 page (deeper paths too). null for a path with no slug under
 * /news/post/.
 */
export function newsPostAliasTarget(
  pathname: string,
  search: string,
  hash: string,
  locale: Locale,
  slugs: readonly string[],
): string | null {
  const match = /^\/news\/post\/(.+?)\/?$/.exec(localeFromPath(pathname).path);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return errorPath(errorLocale(locale), 404);
  }
  if (!slugs.includes(slug)) return errorPath(errorLocale(locale), 404);
  return `${newsArticlePath(locale, slug)}${search}${hash}`;
}
