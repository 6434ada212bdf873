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

export type HomeFeature = Home['features'][number];

/** A city with the full text of its care places, as the build fetches it. */
export type CityContent = Omit<City, 'care_items'> & { care_items: CareItem[] };

/** The free-standing pages the site builds from /api/pages/{slug}. */
export const CONTENT_PAGE_KEYS = [
  'ambassadors',
  'vet',
  'privacy-policy',
  'terms-and-conditions',
  'providers-terms-of-use',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export const LEGAL_PAGE_KEYS = [
  'privacy-policy',
  'terms-and-conditions',
  'providers-terms-of-use',
] as const satisfies readonly ContentPageKey[];

// What page contexts carry of posts and FAQ articles: not their `translations`. A page's other
// languages travel once, as its `alternates`; a copy on every listed item only made page
// contexts (kept and compared by Gatsby for all 10,000 pages) and page-data.json heavier.
export type PageNewsSummary = Omit<NewsSummary, 'translations'>;
export type PageNewsPost = Omit<NewsPost, 'translations'>;
export type PageFaqSummary = Omit<FaqSummary, 'translations'>;
export type PageFaqArticle = Omit<FaqArticle, 'translations'>;
export type PageHomeContent = Omit<Home, 'latest_news'> & { latest_news: PageNewsSummary[] };
