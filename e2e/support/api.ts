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

export interface CareItemSummary {
  slug: string;
  kind: string;
  name: string;
}

export interface CityInfo {
  slug: string;
  name: string;
  care_items: CareItemSummary[];
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Every city of a locale with its care places, as the API serves them. */
export async function citiesOf(request: APIRequestContext, locale: string): Promise<CityInfo[]> {
  const cities = await data<{ slug: string }[]>(request, `/cities?locale=${locale}`);
  return Promise.all(
    cities.map((c) => data<CityInfo>(request, `/cities/${c.slug}?locale=${locale}`)),
  );
}

export interface FaqItem {
  slug: string;
  question: string;
  locale: string;
  translations: { locale: string; slug: string }[];
}

export async function faqOf(request: APIRequestContext, locale: string): Promise<FaqItem[]> {
  return data<FaqItem[]>(request, `/faq?locale=${locale}&per_page=100`);
}

export async function pageOf(
  request: APIRequestContext,
  locale: string,
  slug: string,
): Promise<{ title: string }> {
  return data<{ title: string }>(request, `/pages/${slug}?locale=${locale}`);
}
