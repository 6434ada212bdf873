import { localePath, type Locale } from '@contract/locales';
import type { HeadTranslate } from '../../i18n/localeQuery';
import type { Crumb } from '../../ui/Breadcrumbs';
import { careItemPath, careLandingPath, cityPath } from './carePaths';

/** The UI strings the care trail names; both useTranslation's t and headTranslator's fit. */
type CrumbTranslate = HeadTranslate<'nav.home' | 'care.title'>;

/** Home › Care: the trail of /care/. */
export function careCrumbs(t: CrumbTranslate, locale: Locale): Crumb[] {
  return [
    { name: t('nav.home'), path: localePath(locale, '/') },
    { name: t('care.title'), path: careLandingPath(locale) },
  ];
}

/** Home › Care › the city. */
export function cityCrumbs(
  t: CrumbTranslate,
  locale: Locale,
  city: { name: string; slug: string },
): Crumb[] {
  return [...careCrumbs(t, locale), { name: city.name, path: cityPath(locale, city.slug) }];
}

/** Home › Care › the city › the place. */
export function careItemCrumbs(
  t: CrumbTranslate,
  locale: Locale,
  city: { name: string; slug: string },
  item: { name: string; slug: string },
): Crumb[] {
  return [
    ...cityCrumbs(t, locale, city),
    { name: item.name, path: careItemPath(locale, city.slug, item.slug) },
  ];
}
