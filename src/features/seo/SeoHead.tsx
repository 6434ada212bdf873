import { graphql, useStaticQuery } from 'gatsby';
import { localeInfo, type Locale } from '@contract/locales';
import { hreflangLinks, type LocaleAlternate } from '../../i18n/alternates';
import { documentTitle } from './documentTitle';
import { DEFAULT_SOCIAL_IMAGE, serializeJsonLd, SITE_NAME, type JsonLd } from './jsonLd';
import { openGraphLocale } from './openGraphLocale';
import { absoluteUrl } from './siteUrl';
import type { ColorMode } from '../../ui/colorMode/colorMode';

export interface SocialImage {
  path: string;
  alt: string;
  width: number;
  height: number;
}

export interface SeoHeadProps {
  locale: Locale;
  title: string;
  description?: string;
  /**
   * The page's own path: its canonical URL (unless canonicalPath says otherwise) and og:url.
   * Pages without it (noindex screens) get no canonical link.
   */
  path?: string;
  /** Another page this one duplicates; search engines index that one instead. */
  canonicalPath?: string;
  /** This page in other locales, for hreflang links. */
  alternates?: readonly LocaleAlternate[];
  /** Error pages and other pages that should not be indexed. */
  noIndex?: boolean;
  /** Read by the inline colour mode script before the first paint. */
  forcedColorMode?: ColorMode;
  ogType?: 'website' | 'article';
  /** A raster picture (PNG/JPEG) for link previews; the PetCare card by default. */
  image?: SocialImage;
  article?: { publishedAt: string; modifiedAt: string; section: string };
  jsonLd?: readonly JsonLd[];
}

const DEFAULT_IMAGE: SocialImage = {
  path: DEFAULT_SOCIAL_IMAGE,
  alt: 'PetCare',
  width: 1200,
  height: 630,
};

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } } | null;
}

/** The public origin from gatsby-config (PUBLIC_URL), for absolute canonical and og URLs. */
export function useSiteUrl(): string {
  const data = useStaticQuery<SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata.siteUrl ?? '';
}

/**
 * Per-page head for Gatsby's Head export: language, title and description, canonical and
 * hreflang links, Open Graph and Twitter card tags, and JSON-LD structured data.
 */
export function SeoHead({
  locale,
  title,
  description,
  path,
  canonicalPath,
  alternates = [],
  noIndex,
  forcedColorMode,
  ogType = 'website',
  image = DEFAULT_IMAGE,
  article,
  jsonLd = [],
}: SeoHeadProps) {
  const siteUrl = useSiteUrl();
  const fullTitle = documentTitle(title);
  const canonical = path ? absoluteUrl(siteUrl, canonicalPath ?? path) : undefined;
  // A duplicate points search engines at the original and lists no language versions itself.
  const hreflang = noIndex || canonicalPath ? [] : hreflangLinks(alternates);
  const otherLocales = alternates.filter((a) => a.locale !== locale);
  return (
    <>
      <html lang={localeInfo(locale).bcp47} data-forced-color-mode={forcedColorMode} />
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {canonical && !noIndex && <link rel="canonical" href={canonical} />}
      {hreflang.map((link) => (
        <link
          key={link.hreflang}
          rel="alternate"
          hrefLang={link.hreflang}
          href={absoluteUrl(siteUrl, link.path)}
        />
      ))}
      {!noIndex && (
        <>
          <meta property="og:site_name" content={SITE_NAME} />
          <meta property="og:type" content={ogType} />
          <meta property="og:title" content={title} />
          {description && <meta property="og:description" content={description} />}
          {canonical && <meta property="og:url" content={canonical} />}
          <meta property="og:locale" content={openGraphLocale(locale)} />
          {otherLocales.map((a) => (
            <meta
              key={a.locale}
              property="og:locale:alternate"
              content={openGraphLocale(a.locale)}
            />
          ))}
          <meta property="og:image" content={absoluteUrl(siteUrl, image.path)} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
          {article && (
            <>
              <meta property="article:published_time" content={article.publishedAt} />
              <meta property="article:modified_time" content={article.modifiedAt} />
              <meta property="article:section" content={article.section} />
            </>
          )}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          {description && <meta name="twitter:description" content={description} />}
          <meta name="twitter:image" content={absoluteUrl(siteUrl, image.path)} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      {!noIndex && jsonLd.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(jsonLd.length === 1 ? jsonLd[0]! : jsonLd),
          }}
        />
      )}
    </>
  );
}
