import type { Locale } from '@contract/locales';
import type {
  ApiLocale,
  CareItem,
  City,
  CitySummary,
  ContentPage,
  DataResponse,
  FaqArticle,
  HomeContent,
  NewsPost,
  PaginatedResponse,
} from './contentTypes';
import type { ContentResponseCache } from './contentResponseCache';

// Build-time access to the content API (gatsby-node). Browser code never imports this file.

export const DEFAULT_CONTENT_API_URL = 'http://localhost:8000/api';
/** The API's page size limit: fewer requests per locale at build time. */
const FETCH_PAGE_SIZE = 100;

export class ContentApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentApiError';
  }
}

export interface ContentApi {
  baseUrl: string;
  locales(): Promise<ApiLocale[]>;
  /** null when the locale has no home content (only en and jp do). */
  home(locale: Locale): Promise<HomeContent | null>;
  /** Every published post of a locale with its body, newest first, across all API pages. */
  allNews(locale: Locale): Promise<NewsPost[]>;
  /** Every published FAQ article of a locale with its answer, newest first. */
  allFaq(locale: Locale): Promise<FaqArticle[]>;
  cities(locale: Locale): Promise<CitySummary[]>;
  city(locale: Locale, citySlug: string): Promise<City>;
  careItem(locale: Locale, citySlug: string, slug: string): Promise<CareItem>;
  /** null when the locale has no such page. */
  page(locale: Locale, slug: string): Promise<ContentPage | null>;
  /** Every picture published content shows: site paths and https URLs. */
  images(): Promise<string[]>;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * @param responses answers kept from the previous build: requested again with If-None-Match and
 *   reused when the API answers 304 Not Modified.
 */
export function createContentApi(
  baseUrl: string = DEFAULT_CONTENT_API_URL,
  fetchImpl: Fetch = fetch,
  responses?: ContentResponseCache,
): ContentApi {
  const root = baseUrl.replace(/\/+$/, '');

  async function get<T>(path: string, allowNotFound: true): Promise<T | null>;
  async function get<T>(path: string, allowNotFound?: false): Promise<T>;
  async function get<T>(path: string, allowNotFound = false): Promise<T | null> {
    const url = `${root}${path}`;
    const cached = responses?.get(url);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(cached ? { 'If-None-Match': cached.etag } : {}),
        },
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
      throw new ContentApiError(
        `The content API is unreachable at CONTENT_API_URL=${root} (${reason}). Start the API ` +
          '(npm start starts it before building) or set CONTENT_API_URL to a running one.',
      );
    }
    if (cached && response.status === 304) {
      responses?.set(url, cached);
      return cached.body as T;
    }
    if (allowNotFound && response.status === 404) return null;
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ContentApiError(
        `GET ${url} answered ${response.status}${body?.message ? `: ${body.message}` : ''}`,
        response.status,
      );
    }
    const body = (await response.json()) as T;
    const etag = response.headers.get('etag');
    if (responses && etag) responses.set(url, { etag, body });
    return body;
  }

  return {
    baseUrl: root,
    async locales() {
      return (await get<DataResponse<ApiLocale[]>>('/locales')).data;
    },
    async home(locale) {
      const answer = await get<DataResponse<HomeContent>>(`/home?locale=${locale}`, true);
      return answer?.data ?? null;
    },
    allNews(locale) {
      return allPages<NewsPost>('/news', locale);
    },
    allFaq(locale) {
      return allPages<FaqArticle>('/faq', locale);
    },
    async cities(locale) {
      return (await get<DataResponse<CitySummary[]>>(`/cities?locale=${locale}`)).data;
    },
    async city(locale, citySlug) {
      const path = `/cities/${encodeURIComponent(citySlug)}?locale=${locale}`;
      return (await get<DataResponse<City>>(path)).data;
    },
    async careItem(locale, citySlug, slug) {
      const path = `/cities/${encodeURIComponent(citySlug)}/care/${encodeURIComponent(slug)}?locale=${locale}`;
      return (await get<DataResponse<CareItem>>(path)).data;
    },
    async page(locale, slug) {
      const path = `/pages/${encodeURIComponent(slug)}?locale=${locale}`;
      return (await get<DataResponse<ContentPage>>(path, true))?.data ?? null;
    },
    async images() {
      return (await get<DataResponse<string[]>>('/content/images')).data;
    },
  };

  /** Follows a paginated listing (with bodies) to its last page. */
  async function allPages<T>(resource: string, locale: Locale): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get<PaginatedResponse<T>>(
        `${resource}?locale=${locale}&page=${page}&per_page=${FETCH_PAGE_SIZE}&include=body`,
      );
      items.push(...answer.data);
      if (page >= answer.meta.last_page || answer.data.length === 0) return items;
    }
  }
}
