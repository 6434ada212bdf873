// schema.org structured data for the prebuilt pages, as plain objects (pure and unit-tested); the
// page head serialises them with serializeJsonLd. Search engines read these to show articles,
// FAQ answers and local businesses as rich results.
import { localeInfo, localePath, type Locale } from '@contract/locales';
import type { CareKind } from '../care';
import { isMobileService, isVeterinary } from '../care';
import { absoluteUrl } from './siteUrl';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';
export const SITE_NAME = 'PetCare';
/** A raster logo (search engines do not take SVG logos). */
export const LOGO_PATH = '/images/social/logo.png';
export const DEFAULT_SOCIAL_IMAGE = '/images/social/petcare.png';

const organizationId = (siteUrl: string) => absoluteUrl(siteUrl, '/#organization');

function publisher(siteUrl: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, LOGO_PATH) },
  };
}

/** The home page: who we are and the site itself. */
export function homeJsonLd(siteUrl: string, locale: Locale, description: string): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      ...publisher(siteUrl),
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        url: absoluteUrl(siteUrl, localePath(locale, '/contact/')),
        availableLanguage: ['en', 'ja'],
      },
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': absoluteUrl(siteUrl, `${localePath(locale, '/')}#website`),
      url: absoluteUrl(siteUrl, localePath(locale, '/')),
      name: SITE_NAME,
      description,
      inLanguage: localeInfo(locale).bcp47,
      publisher: { '@id': organizationId(siteUrl) },
    },
  ];
}

/** Google shows at most 110 characters of a headline. */
function headline(title: string): string {
  return title.length <= 110 ? title : `${title.slice(0, 109)}…`;
}

export function newsArticleJsonLd(args: {
  siteUrl: string;
  path: string;
  locale: Locale;
  title: string;
  description: string;
  category: string;
  publishedAt: string;
  modifiedAt: string;
  imagePath: string;
}): JsonLd {
  const url = absoluteUrl(args.siteUrl, args.path);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: headline(args.title),
    description: args.description,
    articleSection: args.category,
    inLanguage: localeInfo(args.locale).bcp47,
    datePublished: args.publishedAt,
    dateModified: args.modifiedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: [absoluteUrl(args.siteUrl, args.imagePath)],
    author: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(args.siteUrl, '/') },
    publisher: publisher(args.siteUrl),
  };
}

/** HTML to the plain text search engines show as an answer. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|div|tr)>|<br\s*\/?>/gi, '$& ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function faqPageJsonLd(args: {
  siteUrl: string;
  path: string;
  locale: Locale;
  questions: readonly { question: string; answerHtml: string }[];
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: absoluteUrl(args.siteUrl, args.path),
    inLanguage: localeInfo(args.locale).bcp47,
    mainEntity: args.questions.map(({ question, answerHtml }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(answerHtml) },
    })),
  };
}

export interface CarePlace {
  name: string;
  kind: CareKind;
  /** The kind in the page's language, e.g. "Dog walking". */
  kindLabel: string;
  summary: string;
  address: string;
  phone: string;
  city: { name: string; region: string; country: string };
}

/**
 * A care place: VeterinaryCare for vets, a Service (with its provider) for walkers, sitters and
 * trainers who come to the pet, LocalBusiness for the other places one visits.
 */
export function careItemJsonLd(args: {
  siteUrl: string;
  path: string;
  locale: Locale;
  place: CarePlace;
}): JsonLd {
  const { place } = args;
  const url = absoluteUrl(args.siteUrl, args.path);
  const business = {
    name: place.name,
    description: place.summary,
    url,
    ...(place.phone ? { telephone: place.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.address,
      addressLocality: place.city.name,
      addressRegion: place.city.region,
      addressCountry: place.city.country,
    },
  };
  if (isMobileService(place.kind)) {
    return {
      '@context': CONTEXT,
      '@type': 'Service',
      name: place.name,
      serviceType: place.kindLabel,
      description: place.summary,
      url,
      inLanguage: localeInfo(args.locale).bcp47,
      areaServed: { '@type': 'City', name: place.city.name },
      provider: { '@type': 'LocalBusiness', ...business },
    };
  }
  return {
    '@context': CONTEXT,
    '@type': isVeterinary(place.kind) ? 'VeterinaryCare' : 'LocalBusiness',
    ...business,
  };
}

/** Where a page sits: Home › Care › London › the place. */
export function breadcrumbJsonLd(
  siteUrl: string,
  crumbs: readonly { name: string; path: string }[],
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so text such as "</script>" in
 * content can never end the script element early.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
