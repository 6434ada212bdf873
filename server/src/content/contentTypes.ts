// Types of the content API's answers for the front end (`import type` only: no server code is
// bundled). They are derived from the same schemas the API validates and documents with.
export type { PaginationMeta, Translation } from './commonSchemas';
export type { NewsPost, NewsSummary } from './newsSchemas';
export type { FaqArticle, FaqSummary } from './faqSchemas';
export type { CareItem, CareItemSummary, City, CitySummary } from './citySchemas';
export type { Page } from './pageSchemas';
export type { Home } from './homeSchemas';
export type { LocaleEntry } from './localeRoutes';
export type { ErrorResponse } from '../errors/errorResponse';

/** `{ data: T }` envelope of every content answer. */
export interface DataResponse<T> {
  data: T;
}

/** Paginated listings (news, FAQ). */
export interface PaginatedResponse<T> {
  data: T[];
  meta: import('./commonSchemas').PaginationMeta;
}
