import { DEFAULT_LOCALE, localePath, SYSTEM_LOCALES, type Locale } from '@contract/locales';
import type { UiKey } from '../../i18n/localeQuery';

export interface SiteLink {
  label: UiKey;
  to: string;
}

/**
 * The legal pages, each at /{key}/ in the locales that have it. The 特定商取引法 notice is the
 * law of Japan for paid services sold there: Japanese only.
 */
export const LEGAL_PAGES = [
  { key: 'privacy-policy', label: 'nav.privacy', locales: SYSTEM_LOCALES },
  { key: 'terms-and-conditions', label: 'nav.terms', locales: SYSTEM_LOCALES },
  { key: 'providers-terms-of-use', label: 'nav.providersTerms', locales: SYSTEM_LOCALES },
  {
    key: 'specified-commercial-transactions',
    label: 'nav.commercialTransactions',
    locales: ['jp'],
  },
] as const satisfies readonly { key: string; label: UiKey; locales: readonly Locale[] }[];

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key'];

/** The legal pages of a system locale, with their links. */
export function legalLinks(locale: Locale): (SiteLink & { key: LegalPageKey })[] {
  return LEGAL_PAGES.filter((page) => (page.locales as readonly Locale[]).includes(locale)).map(
    ({ key, label }) => ({ key, label, to: localePath(locale, `/${key}/`) }),
  );
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
      links: legalLinks(ui).map(({ label, to }) => ({ label, to })),
    },
  ];
}
