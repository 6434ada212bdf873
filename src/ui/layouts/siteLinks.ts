import { DEFAULT_LOCALE, localePath, type Locale } from '@contract/locales';
import type { UiKey } from '../../i18n/localeQuery';

export interface SiteLink {
  label: UiKey;
  to: string;
}

/**
 * News and the FAQ exist in every locale with content; every other page exists in the system
 * locales only, so on a French news page their links go to the English pages.
 */
function pageLocale(locale: Locale, system: boolean): Locale {
  return system ? locale : DEFAULT_LOCALE;
}

/** The header menu of every page but home (whose light menu has no items, spec.md). */
export function mainMenuLinks(locale: Locale, system: boolean): SiteLink[] {
  const ui = pageLocale(locale, system);
  return [
    { label: 'nav.care', to: localePath(ui, '/care/') },
    { label: 'nav.news', to: localePath(locale, '/news/') },
    { label: 'nav.faq', to: localePath(locale, '/news/faq/') },
    { label: 'nav.contact', to: localePath(ui, '/contact/') },
  ];
}

/** The footer: every public section and every legal page. */
export function footerLinkGroups(
  locale: Locale,
  system: boolean,
): { heading: UiKey; links: SiteLink[] }[] {
  const ui = pageLocale(locale, system);
  return [
    {
      heading: 'nav.sections',
      links: [
        { label: 'nav.home', to: localePath(ui, '/') },
        { label: 'nav.care', to: localePath(ui, '/care/') },
        { label: 'nav.news', to: localePath(locale, '/news/') },
        { label: 'nav.newsArchive', to: localePath(locale, '/news/post/') },
        { label: 'nav.faq', to: localePath(locale, '/news/faq/') },
      ],
    },
    {
      heading: 'nav.company',
      links: [
        { label: 'nav.ambassadors', to: localePath(ui, '/ambassadors/') },
        { label: 'nav.vet', to: localePath(ui, '/vet/') },
        { label: 'nav.contact', to: localePath(ui, '/contact/') },
      ],
    },
    {
      heading: 'nav.legal',
      links: [
        { label: 'nav.privacy', to: localePath(ui, '/privacy-policy/') },
        { label: 'nav.terms', to: localePath(ui, '/terms-and-conditions/') },
        { label: 'nav.providersTerms', to: localePath(ui, '/providers-terms-of-use/') },
      ],
    },
  ];
}
