// Laravel-style page arithmetic shared by the paginated listings.
import type { PaginationMeta } from '@contract/schemas/common';

export interface PageRequest {
  page: number;
  perPage: number;
}

export const DEFAULT_PER_PAGE = 12;

export function pageRequest(query: { page?: number; per_page?: number }): PageRequest {
  return { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
}

export function offsetOf({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

/** A page past the end is an empty page, not an error (as in Laravel); last_page is at least 1. */
export function paginationMeta({ page, perPage }: PageRequest, total: number): PaginationMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
