import { DEFAULT_LOCALE, LOCALE_CODES, SYSTEM_LOCALES } from '../../i18n/locales';
import { ContentApiError, type ContentApi } from './contentApi';
import type { SiteContent } from './planContentPages';

/**
 * Everything the prebuilt pages need, fetched at build time. The English home is required (it is
 * the site's root); a missing home in another system locale only skips that page, with a warning.
 */
export async function fetchSiteContent(
  api: ContentApi,
): Promise<{ content: SiteContent; warnings: string[] }> {
  const warnings: string[] = [];
  const apiLocales = new Set((await api.locales()).map((l) => l.code));
  const missing = LOCALE_CODES.filter((l) => !apiLocales.has(l));
  if (missing.length > 0) {
    warnings.push(`the content API does not list the locales ${missing.join(', ')}`);
  }
  const content: SiteContent = { homes: {}, news: {} };
  await Promise.all([
    ...SYSTEM_LOCALES.map(async (locale) => {
      const home = await api.home(locale);
      if (home) content.homes[locale] = home;
      else if (locale === DEFAULT_LOCALE) {
        throw new ContentApiError(`${api.baseUrl}/home?locale=${locale} has no home content`, 404);
      } else warnings.push(`no home content for ${locale}: its home page is not built`);
    }),
    ...LOCALE_CODES.map(async (locale) => {
      content.news[locale] = await api.allNews(locale);
    }),
  ]);
  return { content, warnings };
}
