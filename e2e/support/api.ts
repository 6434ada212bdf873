import type { APIRequestContext } from '@playwright/test';

export interface NewsItem {
  slug: string;
  title: string;
  locale: string;
  body_html?: string;
}

/** The published news of a locale, as the API serves it (newest first). */
export async function newsOf(request: APIRequestContext, locale: string): Promise<NewsItem[]> {
  const res = await request.get(`/api/news?locale=${locale}&per_page=100&include=body`);
  if (!res.ok()) throw new Error(`GET news ${locale}: ${res.status()}`);
  return ((await res.json()) as { data: NewsItem[] }).data;
}
