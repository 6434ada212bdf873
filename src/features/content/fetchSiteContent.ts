import { DEFAULT_LOCALE, LOCALE_CODES, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import { ContentApiError, type ContentApi } from './contentApi';
import { CONTENT_PAGE_KEYS, contentPageLocales, type CityContent } from './contentTypes';
import { RESERVED_NEWS_SLUGS } from './newsPaths';
import type { SiteContent } from './contentPlanTypes';

/**
 * Everything the prebuilt pages need, fetched at build time. The English home is required (it is
 * the site's root); a missing home in another system locale only skips that page, with a warning.
 * News and FAQ come in every locale; cities, care places and free-standing pages exist in the
 * system locales only (the others redirect to English for everything but news).
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
  const content: SiteContent = { homes: {}, news: {}, faq: {}, cities: {}, pages: {} };
  await Promise.all([
    ...SYSTEM_LOCALES.map(async (locale) => {
      const home = await api.home(locale);
      if (home) content.homes[locale] = home;
      else if (locale === DEFAULT_LOCALE) {
        throw new ContentApiError(`${api.baseUrl}/home?locale=${locale} has no home content`, 404);
      } else warnings.push(`no home content for ${locale}: its home page is not built`);
    }),
    ...LOCALE_CODES.map(async (locale) => {
      const posts = await api.allNews(locale);
      // /news/post/, /news/faq/ and /news/page/2/ are ours: a post with such a slug cannot have
      // a page of its own.
      content.news[locale] = posts.filter((post) => {
        const reserved = RESERVED_NEWS_SLUGS.includes(post.slug);
        if (reserved)
          warnings.push(`news post ${locale}/${post.slug} has a reserved slug: skipped`);
        return !reserved;
      });
      content.faq[locale] = await api.allFaq(locale);
    }),
    ...SYSTEM_LOCALES.map(async (locale) => {
      content.cities[locale] = await fetchCities(api, locale);
    }),
    ...SYSTEM_LOCALES.map(async (locale) => {
      const pages: NonNullable<SiteContent['pages'][Locale]> = {};
      await Promise.all(
        CONTENT_PAGE_KEYS.filter((key) => contentPageLocales(key).includes(locale)).map(
          async (key) => {
            const page = await api.page(locale, key);
            if (page) pages[key] = page;
            else warnings.push(`no ${key} page for ${locale}: it is not built`);
          },
        ),
      );
      content.pages[locale] = pages;
    }),
  ]);
  return { content, warnings };
}

/** Every city of a locale with the full text of each of its care places. */
async function fetchCities(api: ContentApi, locale: Locale): Promise<CityContent[]> {
  const summaries = await api.cities(locale);
  return Promise.all(
    summaries.map(async ({ slug }) => {
      const city = await api.city(locale, slug);
      const items = await Promise.all(
        city.care_items.map((item) => api.careItem(locale, slug, item.slug)),
      );
      return { ...city, care_items: items };
    }),
  );
}
