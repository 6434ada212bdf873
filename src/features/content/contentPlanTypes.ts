// The shapes of site planning: the content fetched at build time and every page plan made from
// it. Their own module so the planners of each section (planContentPages.ts, planNewsPages.ts,
// planFaqPages.ts) share them without importing one another.
import type { Locale } from '@contract/locales';
import type { CarePagePlan } from '../care/build';
import type {
  CityContent,
  ContentPage,
  ContentPageKey,
  FaqArticle,
  HomeContent,
  NewsPost,
} from './contentTypes';
import type { PagePlan } from './pagePlan';
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
