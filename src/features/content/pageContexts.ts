import type { Locale } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import type {
  ContentPage,
  PageFaqArticle,
  PageFaqSummary,
  PageHomeContent,
  PageNewsPost,
  PageNewsSummary,
} from './contentTypes';

// Page contexts of the prebuilt content pages, written by gatsby-node and read by the templates.
// The i18n plugin's own part (`i18n`, src/i18n/i18nPageContext.ts) is added to every page.

export interface LocalizedPageContext {
  locale: Locale;
  alternates: LocaleAlternate[];
}

/**
 * Pages that show content pictures: the pictures' addresses, for the page query that fetches their
 * responsive versions (src/features/images/README.md). Empty when the page shows none.
 */
export interface PageImagesContext {
  images: string[];
}

export interface HomePageContext extends LocalizedPageContext, PageImagesContext {
  home: PageHomeContent;
}

export interface NewsListPageContext extends LocalizedPageContext, PageImagesContext {
  posts: PageNewsSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export interface NewsArticlePageContext extends LocalizedPageContext, PageImagesContext {
  /** body_html is sanitised at build time. */
  post: PageNewsPost;
}

export interface ErrorPageContext extends LocalizedPageContext {
  /** null for the client-side /error/* page, which reads the code from the URL. */
  code: number | null;
}

/** One line of the news archive: enough to list and link a post. */
export interface NewsArchiveEntry {
  locale: Locale;
  slug: string;
  title: string;
  category: string;
  published_at: string;
}

export interface NewsArchivePageContext extends LocalizedPageContext {
  posts: NewsArchiveEntry[];
}

/** The client-only /news/post/{slug}/ page: the slugs it may send on to /news/{slug}/. */
export interface NewsPostAliasPageContext extends LocalizedPageContext {
  slugs: string[];
}

export interface FaqIndexPageContext extends LocalizedPageContext {
  /** Without answers: the index links to them. */
  articles: PageFaqSummary[];
}

export interface FaqArticlePageContext extends LocalizedPageContext, PageImagesContext {
  /** answer_html is sanitised at build time. */
  article: PageFaqArticle;
  /** Other questions of the same category, for further reading. */
  related: PageFaqSummary[];
}

/** Ambassadors, the vet landing and the legal pages; body_html is sanitised at build time. */
export interface ContentPageContext extends LocalizedPageContext {
  page: ContentPage;
}

export type ContactPageContext = LocalizedPageContext;
