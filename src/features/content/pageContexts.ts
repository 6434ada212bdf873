import type { LocaleAlternate } from '../../i18n/alternates';
import type { Locale } from '../../i18n/locales';
import type { HomeContent, NewsPost, NewsSummary } from './contentTypes';

// Page contexts of the prebuilt content pages, written by gatsby-node and read by the templates.
// The i18n plugin's own part (`i18n`) is added by gatsby-node to every page.

export interface I18nPageContext {
  language: Locale;
  i18n: {
    language: Locale;
    languages: Locale[];
    defaultLanguage: Locale;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
}

interface LocalizedPageContext {
  locale: Locale;
  alternates: LocaleAlternate[];
}

export interface HomePageContext extends LocalizedPageContext {
  home: HomeContent;
}

export interface NewsListPageContext extends LocalizedPageContext {
  posts: NewsSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export interface NewsArticlePageContext extends LocalizedPageContext {
  /** body_html is sanitised at build time. */
  post: NewsPost;
}

export interface ErrorPageContext extends LocalizedPageContext {
  /** null for the client-side /error/* page, which reads the code from the URL. */
  code: number | null;
}
