// Response types of the content API, from the contract's schemas through `import type`: the site
// and the API share one contract, and no schema code enters the bundle.
import type { CareItem, City } from '@contract/schemas/cities';
import type { FaqArticle, FaqSummary } from '@contract/schemas/faq';
import type { Home } from '@contract/schemas/home';
import type { NewsPost, NewsSummary } from '@contract/schemas/news';

export type { CareItem, CareItemSummary, City, CitySummary } from '@contract/schemas/cities';
export type {
  DataResponse,
  PaginatedResponse,
  PaginationMeta,
  Translation,
} from '@contract/schemas/common';
export type { FaqArticle, FaqSummary } from '@contract/schemas/faq';
export type { Home as HomeContent } from '@contract/schemas/home';
export type { LocaleEntry as ApiLocale } from '@contract/schemas/locales';
export type { NewsPost, NewsSummary } from '@contract/schemas/news';
export type { Page as ContentPage } from '@contract/schemas/pages';
import { SYSTEM_LOCALES, type Locale } from '@contract/locales';
import { LEGAL_PAGES } from '../../ui/layouts/siteLinks';

export type HomeFeature = Home['features'][number];

/** A city with the full text of its care places, as the build fetches it. */
export type CityContent = Omit<City, 'care_items'> & { care_items: CareItem[] };

export const LEGAL_PAGE_KEYS = LEGAL_PAGES.map((page) => page.key);

/** The free-standing pages the site builds from /api/pages/{slug}. */
export const CONTENT_PAGE_KEYS = ['ambassadors', 'vet', ...LEGAL_PAGE_KEYS] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

/** The system locales that have a page: all of them, but Japan's own legal notice. */
export function contentPageLocales(key: ContentPageKey): readonly Locale[] {
  return LEGAL_PAGES.find((page) => page.key === key)?.locales ?? SYSTEM_LOCALES;
}

// What page contexts carry of posts and FAQ articles: not their `translations`. A page's other
// languages travel once, as its `alternates`; a copy on every listed item only made page
// contexts (kept and compared by Gatsby for all 10,000 pages) and page-data.json heavier.
export type PageNewsSummary = Omit<NewsSummary, 'translations'>;
export type PageNewsPost = Omit<NewsPost, 'translations'>;
export type PageFaqSummary = Omit<FaqSummary, 'translations'>;
export type PageFaqArticle = Omit<FaqArticle, 'translations'>;
export type PageHomeContent = Omit<Home, 'latest_news'> & { latest_news: PageNewsSummary[] };
