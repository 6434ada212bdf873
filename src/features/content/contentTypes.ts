// Response types of the content API, from the server's TypeBox schemas through `import type`: the
// front end and the API share one contract, and no server code enters the bundle.
export type {
  CareItem,
  CareItemSummary,
  City,
  CitySummary,
  DataResponse,
  FaqArticle,
  FaqSummary,
  Home as HomeContent,
  LocaleEntry as ApiLocale,
  NewsPost,
  NewsSummary,
  PaginatedResponse,
  Page as ContentPage,
  PaginationMeta,
  Translation,
} from '../../../server/src/content/contentTypes';

import type {
  CareItem,
  City,
  FaqArticle,
  FaqSummary,
  Home,
  NewsPost,
  NewsSummary,
} from '../../../server/src/content/contentTypes';
import { SYSTEM_LOCALES, type Locale } from '../../i18n/locales';
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
