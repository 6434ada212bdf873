import { localeInfo, type Locale } from '../i18n/locales';
import type { ColorMode } from './colorMode/colorMode';

export interface SeoHeadProps {
  locale: Locale;
  title: string;
  description?: string;
  /** Error pages and other pages that should not be indexed. */
  noIndex?: boolean;
  /** Read by the inline colour mode script before the first paint. */
  forcedColorMode?: ColorMode;
}

/** Per-page head for Gatsby's Head export: html lang, title and description (full SEO later). */
export function SeoHead({ locale, title, description, noIndex, forcedColorMode }: SeoHeadProps) {
  return (
    <>
      <html lang={localeInfo(locale).bcp47} data-forced-color-mode={forcedColorMode} />
      <title>{title.includes('PetCare') ? title : `${title} | PetCare`}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}
