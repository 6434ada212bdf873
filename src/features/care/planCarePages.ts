import { LOCALE_CODES, type Locale } from '@contract/locales';
import type { LocaleAlternate } from '../../i18n/alternates';
import type { CareItem, CityContent } from '../content';
import { newest, type PagePlan } from '../content/build';
import { pageImages } from '../images/build';
import { byKindOrder } from './careKinds';
import type {
  CareItemPageContext,
  CareLandingPageContext,
  CityPageContext,
} from './carePageContexts';
import { careItemPath, careLandingPath, cityPath } from './carePaths';

export type CarePagePlan =
  | PagePlan<'careLanding', CareLandingPageContext>
  | PagePlan<'city', CityPageContext>
  | PagePlan<'careItem', CareItemPageContext>;

/** Places shown under "nearby" on a care page. */
const NEARBY_COUNT = 3;

function summaryOf({ id, key, slug, kind, name, summary, address, image }: CareItem) {
  return { id, key, slug, kind, name, summary, address, image };
}

/**
 * The care landing, a page per city and a page per care place, in every locale with cities.
 * Translations are matched by key (a city or place has the same key in every locale).
 */
export function planCarePages(
  cities: Partial<Record<Locale, CityContent[]>>,
  sanitize: (html: string) => string,
): CarePagePlan[] {
  const plans: CarePagePlan[] = [];
  const locales = LOCALE_CODES.filter((l) => (cities[l]?.length ?? 0) > 0);
  const landingAlternates = locales.map((l) => ({ locale: l, path: careLandingPath(l) }));

  const cityAlternates = (key: string): LocaleAlternate[] =>
    locales.flatMap((l) => {
      const city = cities[l]?.find((c) => c.key === key);
      return city ? [{ locale: l, path: cityPath(l, city.slug) }] : [];
    });
  const itemAlternates = (cityKey: string, itemKey: string): LocaleAlternate[] =>
    locales.flatMap((l) => {
      const city = cities[l]?.find((c) => c.key === cityKey);
      const item = city?.care_items.find((i) => i.key === itemKey);
      return city && item ? [{ locale: l, path: careItemPath(l, city.slug, item.slug) }] : [];
    });

  for (const locale of locales) {
    const localeCities = cities[locale] ?? [];
    plans.push({
      template: 'careLanding',
      path: careLandingPath(locale),
      locale,
      context: {
        locale,
        alternates: landingAlternates,
        cities: localeCities.map((city) => ({
          slug: city.slug,
          name: city.name,
          region: city.region,
          country: city.country,
          intro: city.intro,
          care_items_count: city.care_items.length,
          kinds: [...new Set(city.care_items.map((i) => i.kind))].sort(byKindOrder),
        })),
      },
      sitemap: {
        lastmod: newest(localeCities.flatMap((c) => c.care_items.map((i) => i.updated_at))),
      },
    });

    for (const city of localeCities) {
      const items = [...city.care_items].sort(
        (a, b) => byKindOrder(a.kind, b.kind) || a.name.localeCompare(b.name, locale),
      );
      plans.push({
        template: 'city',
        path: cityPath(locale, city.slug),
        locale,
        context: {
          locale,
          alternates: cityAlternates(city.key),
          city: { ...city, care_items: items.map(summaryOf) },
          images: pageImages(...items.map((i) => i.image)),
        },
        sitemap: { lastmod: newest(items.map((i) => i.updated_at)) },
      });

      items.forEach((item, index) => {
        // The places listed after this one (wrapping round), so every page links onwards.
        const nearby = [...items.slice(index + 1), ...items.slice(0, index)].slice(0, NEARBY_COUNT);
        plans.push({
          template: 'careItem',
          path: careItemPath(locale, city.slug, item.slug),
          locale,
          context: {
            locale,
            alternates: itemAlternates(city.key, item.key),
            city: { slug: city.slug, name: city.name, region: city.region, country: city.country },
            item: { ...item, body_html: sanitize(item.body_html) },
            nearby: nearby.map(summaryOf),
            images: pageImages(item.image, ...nearby.map((i) => i.image)),
          },
          sitemap: { lastmod: item.updated_at },
        });
      });
    }
  }
  return plans;
}
