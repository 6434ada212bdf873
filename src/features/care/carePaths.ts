import { localePath, type Locale } from '@contract/locales';

export function careLandingPath(locale: Locale): string {
  return localePath(locale, '/care/');
}

export function cityPath(locale: Locale, citySlug: string): string {
  return localePath(locale, `/care/${encodeURIComponent(citySlug)}/`);
}

export function careItemPath(locale: Locale, citySlug: string, slug: string): string {
  return localePath(locale, `/care/${encodeURIComponent(citySlug)}/${encodeURIComponent(slug)}/`);
}
