import type { Locale } from '@contract/locales';
import { routeNameFor } from '../../app/core/routeNames';

/** The dataLayer event of one page view. */
export interface PageViewEvent {
  event: 'page_view';
  /** The route's own tracking name when it has one, else the route name. */
  page_name: string;
  page_path: string;
  page_location: string;
  page_title: string;
  language: Locale;
}

export interface PageViewInput {
  origin: string;
  pathname: string;
  search: string;
  title: string;
  locale: Locale;
  /** A page's own name for analytics (page context `trackingName`). */
  trackingName?: string;
}

/** The referrer parameter is navigation plumbing, not part of the page's identity. */
function withoutReferrer(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('referrer');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function pageViewEvent(input: PageViewInput): PageViewEvent {
  const path = `${input.pathname}${withoutReferrer(input.search)}`;
  return {
    event: 'page_view',
    page_name: input.trackingName?.trim() || routeNameFor(input.pathname),
    page_path: path,
    page_location: `${input.origin}${path}`,
    page_title: input.title,
    language: input.locale,
  };
}
