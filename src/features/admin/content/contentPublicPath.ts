import { localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import { careItemPath, cityPath } from '../../care';
import { faqArticlePath, newsArticlePath } from '../../content';
import type { ContentKind, ContentView } from '../adminApi';

/** Where a published record is on the public site (none for promo packs). */
export function publicPath(kind: ContentKind, view: ContentView, citySlug?: string): string | null {
  const record = view as ContentView & { locale?: Locale; slug: string; key?: string };
  const locale = record.locale ?? 'en';
  switch (kind) {
    case 'news':
      return newsArticlePath(locale, record.slug);
    case 'faq':
      return faqArticlePath(locale, record.slug);
    case 'cities':
      return cityPath(locale, record.slug);
    case 'care-items':
      return citySlug ? careItemPath(locale, citySlug, record.slug) : null;
    case 'pages':
      return SYSTEM_LOCALES.includes(locale) ? localePath(locale, `/${record.key}/`) : null;
    default:
      return null;
  }
}
