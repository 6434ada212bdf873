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

/** A failure worth another try (timeout, no connection, 429/502/503/504); internal. */
class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** AbortSignal.timeout rejects with a TimeoutError (a DOMException, so checked by name). */
function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'TimeoutError' ||
      (error as { cause?: { name?: unknown } }).cause?.name === 'TimeoutError')
  );
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

/** How long the build waits for the content API, and how often it asks again. */
export interface ContentFetchSettings {
  /** Per request, body included (CONTENT_FETCH_TIMEOUT_MS). */
  timeoutMs: number;
  /** Tries per request before the build fails (CONTENT_FETCH_ATTEMPTS). */
  attempts: number;
  /** Wait before the second try; doubles for each further one. */
  retryDelayMs: number;
}

export const DEFAULT_CONTENT_FETCH: ContentFetchSettings = {
  timeoutMs: 20_000,
  attempts: 3,
  retryDelayMs: 1000,
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) {
    throw new ContentApiError(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return Number(raw);
}

/** The settings from the build's environment (gatsby-node). */
export function contentFetchSettings(env: NodeJS.ProcessEnv): ContentFetchSettings {
  return {
    timeoutMs: wholeNumber(env, 'CONTENT_FETCH_TIMEOUT_MS', DEFAULT_CONTENT_FETCH.timeoutMs, 100),
    attempts: wholeNumber(env, 'CONTENT_FETCH_ATTEMPTS', DEFAULT_CONTENT_FETCH.attempts, 1),
    retryDelayMs: DEFAULT_CONTENT_FETCH.retryDelayMs,
  };
}

/** Worth asking again: the API or a proxy in front of it is busy, restarting or down. */
function retryableStatus(status: number): boolean {
  return status === 429 || status === 502 || status === 503 || status === 504;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param responses answers kept from the previous build: requested again with If-None-Match and
 *   reused when the API answers 304 Not Modified.
 * @param settings every request gives up after timeoutMs (an API that accepts and never answers
 *   fails the build in bounded time) and is tried `attempts` times when it timed out, could not
 *   connect, or got 429/502/503/504.
 */
export function createContentApi(
  baseUrl: string = DEFAULT_CONTENT_API_URL,
  fetchImpl: Fetch = fetch,
  responses?: ContentResponseCache,
  settings: ContentFetchSettings = DEFAULT_CONTENT_FETCH,
): ContentApi {
  const root = baseUrl.replace(/\/+$/, '');

  async function get<T>(path: string, allowNotFound: true): Promise<T | null>;
  async function get<T>(path: string, allowNotFound?: false): Promise<T>;
  async function get<T>(path: string, allowNotFound = false): Promise<T | null> {
    const url = `${root}${path}`;
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= settings.attempts;
      try {
        return await getOnce<T>(url, allowNotFound, last);
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (last) throw new ContentApiError(`${error.message} (${attempt} attempts)`, error.status);
        await sleep(settings.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  async function getOnce<T>(url: string, allowNotFound: boolean, last: boolean): Promise<T | null> {
    const cached = responses?.get(url);
    try {
      const response = await fetchImpl(url, {
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(cached ? { 'If-None-Match': cached.etag } : {}),
        },
        // Covers reading the body too: a stream that stops half-way fails as well.
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (cached && response.status === 304) {
        responses?.set(url, cached);
        return cached.body as T;
      }
      if (allowNotFound && response.status === 404) return null;
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        const message = `GET ${url} answered ${response.status}${body?.message ? `: ${body.message}` : ''}`;
        if (retryableStatus(response.status) && !last) {
          throw new RetryableFailure(message, response.status);
        }
        throw new ContentApiError(message, response.status);
      }
      const body = (await response.json()) as T;
      const etag = response.headers.get('etag');
      if (responses && etag) responses.set(url, { etag, body });
      return body;
    } catch (error) {
      if (error instanceof ContentApiError || error instanceof RetryableFailure) throw error;
      if (isTimeout(error)) {
        throw new RetryableFailure(
          `GET ${url} did not answer within ${settings.timeoutMs} ms (CONTENT_FETCH_TIMEOUT_MS)`,
        );
      }
      if (error instanceof SyntaxError) {
        throw new ContentApiError(`GET ${url} answered with a body that is not JSON`);
      }
      const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
      throw new RetryableFailure(
        `The content API is unreachable at CONTENT_API_URL=${root} (${reason}). Start the API ` +
          '(npm start starts it before building) or set CONTENT_API_URL to a running one.',
      );
    }
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
